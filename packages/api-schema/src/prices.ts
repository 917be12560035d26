// The DEX call of spec §7 "Other services": POST {dexApi}/currencies_usdt_prices with the roots of the
// tokens whose USD price the web app wants, answered with a map of those it can price (decision 0048).
// tvmscan serves it itself at /api/dex from the pools it indexes; an external service of the same shape
// can take its place (TVMSCAN_DEX_API).
import { z } from 'zod';
import { RawAddress } from './primitives';
import { PRICE_HISTORY_HOURS, PRICES_MAX_ADDRESSES } from './values';

const UsdPrice = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .meta({ description: 'USD per whole token', example: '1.25' });

export const PricesRequest = z.strictObject({
  currency_addresses: z
    .array(RawAddress)
    .max(PRICES_MAX_ADDRESSES, `at most ${PRICES_MAX_ADDRESSES} addresses`)
    .meta({ description: 'TIP-3 root addresses (raw)' }),
});

/** Raw root address → USD per whole token, a decimal string; addresses it cannot price are left out. */
export const PricesResponse = z.record(z.string(), UsdPrice);

/** GET {dexApi}/price_history/{root}: the token's USD price at the end of each of the last 168 hours,
 *  priced like the current price from the pools as they stood then; an hour no path prices is left out. */
export const PriceHistoryParams = z.strictObject({ root: RawAddress });
export const PriceHistoryResponse = z
  .array(
    z.object({
      time: z.number().int().meta({ description: "The hour's first second (unix time)" }),
      price: UsdPrice,
    }),
  )
  .max(PRICE_HISTORY_HOURS);

export type PricesRequest = z.infer<typeof PricesRequest>;
export type PricesResponse = z.infer<typeof PricesResponse>;
export type PriceHistoryParams = z.infer<typeof PriceHistoryParams>;
export type PriceHistoryResponse = z.infer<typeof PriceHistoryResponse>;
