// The DEX call of spec §7 "Other services": POST {dexApi}/currencies_usdt_prices with the roots of the
// tokens whose USD price the web app wants, answered with a map of those it can price (decision 0048).
// tvmscan serves it itself at /api/dex from the pools it indexes; an external service of the same shape
// can take its place (TVMSCAN_DEX_API).
import { z } from 'zod';
import { RawAddress } from './primitives';
import { PRICES_MAX_ADDRESSES } from './values';

export const PricesRequest = z.strictObject({
  currency_addresses: z
    .array(RawAddress)
    .max(PRICES_MAX_ADDRESSES, `at most ${PRICES_MAX_ADDRESSES} addresses`)
    .meta({ description: 'TIP-3 root addresses (raw)' }),
});

/** Raw root address → USD per whole token, a decimal string; addresses it cannot price are left out. */
export const PricesResponse = z.record(
  z.string(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .meta({ description: 'USD per whole token', example: '1.25' }),
);

export type PricesRequest = z.infer<typeof PricesRequest>;
export type PricesResponse = z.infer<typeof PricesResponse>;
