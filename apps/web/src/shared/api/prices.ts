// USD prices from the deployment's DEX API (spec §7 "Other services", decision 0048): POST
// {dexApi}/currencies_usdt_prices with at most 100 roots a call, so a page's roots are deduplicated and
// asked for in batches of 100, all cached as one query per set of roots; and a token's hourly prices,
// GET {dexApi}/price_history/{root} (tvmscan's own DEX API serves it; another service may not, which
// leaves the chart empty). With no DEX base configured, one warning is logged and nothing is priced:
// the pages then show no USD values at all.
import { useQuery } from '@tanstack/react-query';
import type { PriceHistoryResponse, PricesResponse } from '@tvmscan/api-schema';
import {
  DEX_API_BASE,
  PRICE_HISTORY_PATH,
  PRICES_MAX_ADDRESSES,
  PRICES_PATH,
} from '@tvmscan/api-schema/values';
import { loadDeploymentConfig, serviceCall } from './client';

/** Prices stay this long before a page asks again (a block or a few). */
const PRICES_STALE_MS = 30_000;

/** The roots without repeats, in order, in batches of at most PRICES_MAX_ADDRESSES. */
export function priceBatches(roots: readonly string[]): string[][] {
  const unique = [...new Set(roots)].sort();
  const out: string[][] = [];
  for (let i = 0; i < unique.length; i += PRICES_MAX_ADDRESSES)
    out.push(unique.slice(i, i + PRICES_MAX_ADDRESSES));
  return out;
}

/** Every batch asked for at once through `post`, the answers merged into one map of root → price. */
export async function pricesInBatches(
  roots: readonly string[],
  post: (batch: string[]) => Promise<PricesResponse>,
): Promise<Map<string, string>> {
  const answers = await Promise.all(priceBatches(roots).map(post));
  const out = new Map<string, string>();
  for (const answer of answers) for (const [root, price] of Object.entries(answer)) out.set(root, price);
  return out;
}

let warned = false;

/** Whether the deployment has a DEX API; says so once in the console when it has not. */
async function hasDex(): Promise<boolean> {
  // A configuration that cannot be read leaves the defaults, whose DEX base is tvmscan's own.
  const config = await loadDeploymentConfig();
  if (!config || config.services.dexApi !== null) return true;
  if (!warned) {
    warned = true;
    console.warn('No DEX API is configured (services.dexApi): USD values are not shown.');
  }
  return false;
}

/** USD per whole token of each of `roots` the DEX prices; undefined while loading. */
export function useUsdPrices(roots: readonly string[]): ReadonlyMap<string, string> | undefined {
  const batches = priceBatches(roots);
  const { data } = useQuery({
    queryKey: ['usd-prices', ...batches.flat()],
    enabled: batches.length > 0,
    staleTime: PRICES_STALE_MS,
    queryFn: async ({ signal }) => {
      if (!(await hasDex())) return new Map<string, string>();
      return pricesInBatches(roots, (batch) =>
        serviceCall<PricesResponse>('dexApi', DEX_API_BASE, PRICES_PATH, {
          body: { currency_addresses: batch },
          signal,
        }),
      );
    },
  });
  return batches.length === 0 ? new Map() : data;
}

/** The token's hourly USD prices over the last week (empty with no DEX API). */
export async function loadPriceHistory(root: string, signal?: AbortSignal): Promise<PriceHistoryResponse> {
  if (!(await hasDex())) return [];
  const path = PRICE_HISTORY_PATH.replace(':root', encodeURIComponent(root));
  return serviceCall<PriceHistoryResponse>('dexApi', DEX_API_BASE, path, { signal });
}
