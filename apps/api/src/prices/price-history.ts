// A token's hourly USD prices (decision 0048): the pools a path to a USD token can cross (those holding
// the token or a USD token) as they stood at the end of each of the last PRICE_HISTORY_HOURS hours, each
// pool's last reading carried into the hours it was not read in, priced by the same function as the
// current prices. An hour no path prices (no pool yet, a thin or empty one) gives no point.
import { PRICE_HISTORY_HOURS, type PriceHistoryResponse } from '@tvmscan/api-schema';
import { type Database, listPoolHours, POOL_HOUR_SECONDS, type PoolHour } from '@tvmscan/db';
import { type PriceSettings, pricePools } from './price-table';

export async function priceHistory(
  database: Database,
  root: string,
  settings: PriceSettings,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<PriceHistoryResponse> {
  const last = nowSeconds - (nowSeconds % POOL_HOUR_SECONDS);
  const first = last - (PRICE_HISTORY_HOURS - 1) * POOL_HOUR_SECONDS;
  const readings = await listPoolHours(database.db, {
    roots: [...new Set([root, ...settings.usdTokens])],
    from: first,
    to: last,
  });
  const standing = new Map<string, PoolHour>();
  const points: PriceHistoryResponse = [];
  let next = 0;
  for (let hour = first; hour <= last; hour += POOL_HOUR_SECONDS) {
    for (; next < readings.length && readings[next].hour <= hour; next++)
      standing.set(readings[next].pool, readings[next]);
    if (standing.size === 0) continue;
    const price = pricePools([...standing.values()], settings).get(root);
    if (price !== undefined) points.push({ time: hour, price });
  }
  return points;
}
