// The DEX call of spec §7 as a Fastify plugin (decision 0048), which `tvmscan dev` and `serve` mount at
// /api/dex: POST /currencies_usdt_prices with up to 100 roots, answered with the USD price of each one
// the indexed pools price (price-table.ts), the others left out. The body is checked by its api-schema
// schema; a refusal, like any fault of the database, goes to the host's error handler (buildApi's),
// which answers 4xx `{ code, message, field }` naming the field. Beside it, GET /price_history/:root, the
// token page's chart of the last week's hourly prices (price-history.ts).
import {
  ErrorResponse,
  PRICE_HISTORY_PATH,
  PRICES_PATH,
  PriceHistoryParams,
  PriceHistoryResponse,
  PricesRequest,
  PricesResponse,
} from '@tvmscan/api-schema';
import type { Database } from '@tvmscan/db';
import type { FastifyInstance } from 'fastify';
import { PriceCache } from './price-cache';
import { priceHistory } from './price-history';
import type { PriceSettings } from './price-table';

export interface DexOptions extends PriceSettings {
  database: Database;
}

export async function dexRoutes(app: FastifyInstance, options: DexOptions): Promise<void> {
  const cache = new PriceCache(options.database, options);
  app.addHook('onClose', async () => cache.close());
  app.post(
    PRICES_PATH,
    {
      schema: {
        operationId: 'currenciesUsdtPrices',
        summary: 'USD prices of TIP-3 tokens, from the indexed pools',
        tags: ['dex'],
        body: PricesRequest,
        response: { 200: PricesResponse, 400: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      const { currency_addresses } = request.body as PricesRequest;
      const table = await cache.prices();
      const out: PricesResponse = {};
      for (const address of currency_addresses) {
        const price = table.get(address);
        if (price !== undefined) out[address] = price;
      }
      return out;
    },
  );
  app.get(
    PRICE_HISTORY_PATH,
    {
      schema: {
        operationId: 'priceHistory',
        summary: "A token's USD price at each of the last 168 hours, from the indexed pools",
        tags: ['dex'],
        params: PriceHistoryParams,
        response: { 200: PriceHistoryResponse, 400: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      const { root } = request.params as PriceHistoryParams;
      return priceHistory(options.database, root, options);
    },
  );
}
