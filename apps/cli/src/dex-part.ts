// The DEX call (spec §7, decision 0048) in `tvmscan dev` and `serve`: the API's own prices from the
// indexed pools, mounted at /api/dex unless TVMSCAN_DEX_API names another service of the same shape
// (then the web app calls that one and ours is not served). TVMSCAN_USD_TOKENS lists the USD tokens'
// roots (comma-separated raw addresses; `tvmscan dev` adds its local dollar token) and
// TVMSCAN_MIN_POOL_LIQUIDITY_USD the least a pool must hold in USD to give a price (default 1000).
import { type buildApi, dexRoutes, type Fraction, parseDecimal } from '@tvmscan/api';
import { DEX_API_BASE, RAW_ADDRESS_PATTERN } from '@tvmscan/api-schema';
import type { Database } from '@tvmscan/db';

export interface DexSettings {
  usdTokens: string[];
  minLiquidityUsd: Fraction;
}

const DEFAULT_MIN_LIQUIDITY_USD = '1000';

/** What the mount needs, or null when TVMSCAN_DEX_API points elsewhere. Throws on a malformed setting:
 *  a price list built on a mistyped root would quietly price nothing. */
export function dexSettings(env: NodeJS.ProcessEnv, localDollar: string | null = null): DexSettings | null {
  if (env.TVMSCAN_DEX_API) return null;
  const listed = (env.TVMSCAN_USD_TOKENS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const usdTokens = [...listed, ...(localDollar ? [localDollar] : [])].map((address) => {
    if (!RAW_ADDRESS_PATTERN.test(address))
      throw new Error(`TVMSCAN_USD_TOKENS: ${address} is not a raw address (workchain:64 hex digits)`);
    return (address.startsWith(':') ? `0${address}` : address).toLowerCase();
  });
  const min = env.TVMSCAN_MIN_POOL_LIQUIDITY_USD ?? DEFAULT_MIN_LIQUIDITY_USD;
  const minLiquidityUsd = parseDecimal(min);
  if (!minLiquidityUsd)
    throw new Error(`TVMSCAN_MIN_POOL_LIQUIDITY_USD: ${min} is not a decimal number of USD`);
  return { usdTokens: [...new Set(usdTokens)], minLiquidityUsd };
}

export async function mountDex(
  app: Awaited<ReturnType<typeof buildApi>>,
  database: Database,
  settings: DexSettings | null,
): Promise<void> {
  if (settings) await app.register(dexRoutes, { prefix: DEX_API_BASE, database, ...settings });
}
