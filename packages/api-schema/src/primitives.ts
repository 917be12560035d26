// Wire-level building blocks shared by every schema: the Everscale vocabulary on the wire
// (lowercase 64-hex hashes, raw `wc:hex` addresses, u64/coins as decimal strings) so the API,
// its OpenAPI document and the web's types all agree on one definition.
import { z } from 'zod';
import {
  CURSOR_MAX_LENGTH,
  CURSOR_PATTERN,
  HASH_PATTERN,
  PAGE_SIZE_MAX,
  RAW_ADDRESS_PATTERN,
  SHARD_ID_PATTERN,
} from './values';

/** 256-bit hash: 64 hex digits. Requests may use either case; it is lowercased on the way in. */
export const Hash = z
  .string()
  .regex(HASH_PATTERN, 'expected a 64-hex-digit hash')
  .toLowerCase()
  .meta({ description: '256-bit hash as 64 lowercase hex digits', example: 'a'.repeat(64) });

/**
 * Raw address `workchain:hex`, workchain an int8 (masterchain -1, basechain 0). Spec §5 makes the
 * workchain optional: `:hex` is the basechain's, and is answered and stored as `0:hex`.
 */
export const RawAddress = z
  .string()
  .regex(RAW_ADDRESS_PATTERN, 'expected a raw address [workchain]:64-hex')
  .refine((s) => {
    const wc = Number(s.slice(0, s.indexOf(':')));
    return wc >= -128 && wc <= 127;
  }, 'workchain must be an int8')
  // overwrite, not transform: the response schemas use RawAddress too, and they are encoded both ways.
  .overwrite((s) => (s.startsWith(':') ? `0${s}` : s))
  .toLowerCase()
  .meta({ description: 'Raw address [workchain]:64-hex (no workchain: 0)', example: `0:${'0'.repeat(64)}` });

// A NUL (PostgreSQL's text refuses 0x00) or an unpaired UTF-16 surrogate (it has no UTF-8 form).
const NOT_PLAIN = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can reach the database as it is: no NUL and no unpaired surrogate. */
export const isPlainText = (s: string): boolean => !NOT_PLAIN.test(s);

/**
 * Free text a client types (anything not already held to a pattern of its own): refused, naming the
 * field, when it could not be stored or compared as text.
 */
export const PlainText = z
  .string()
  .refine(isPlainText, 'must not contain NUL or unpaired surrogate characters');

/**
 * An unsigned decimal string of at most `bits` bits. zod runs refinements after a failed regex too, so
 * the bound is checked only on a decimal string (anything else has already failed the regex).
 */
export const unsignedDecimal = (bits: number, maxDigits: number, message: string) =>
  z
    .string()
    .regex(new RegExp(`^(0|[1-9]\\d{0,${maxDigits - 1}})$`), message)
    .refine((s) => !/^\d+$/.test(s) || BigInt(s) < 1n << BigInt(bits), `exceeds 2^${bits}-1`);

/** Unsigned 64-bit integer (logical time, seqno-like counters past 2^53) as a decimal string. */
export const U64 = unsignedDecimal(64, 20, 'expected an unsigned 64-bit decimal string').meta({
  description: 'Unsigned 64-bit integer as a decimal string',
  example: '1000000',
});

/** Grams/coins (VarUInteger 16, up to 2^120) as a decimal string of nano units. */
export const Coins = z
  .string()
  .regex(/^(0|[1-9]\d{0,36})$/, 'expected an unsigned decimal string of nano units')
  .meta({ description: 'Amount in nano units as a decimal string', example: '1500000000' });

/** Signed amount (balance change) as a decimal string of nano units. */
export const SignedCoins = z
  .string()
  .regex(/^-?(0|[1-9]\d{0,36})$/, 'expected a signed decimal string of nano units')
  .meta({ description: 'Signed amount in nano units as a decimal string', example: '-1500000000' });

export const Workchain = z.number().int().min(-128).max(127).meta({ description: 'Workchain id (int8)' });

/** Shard id as 16 hex digits, e.g. the masterchain/full shard `8000000000000000`. */
export const ShardId = z
  .string()
  .regex(SHARD_ID_PATTERN, 'expected a shard id of 16 hex digits')
  .refine((s) => /[1-9a-fA-F]/.test(s), 'shard id cannot be zero')
  .toLowerCase()
  .meta({ description: 'Shard id as 16 hex digits', example: '8000000000000000' });

export const Seqno = z
  .number()
  .int()
  .min(0)
  .max(0xffffffff)
  .meta({ description: 'Block sequence number (u32)' });

/** Unix time in seconds (u32). */
export const UnixTime = z.number().int().min(0).max(0xffffffff).meta({ description: 'Unix time, seconds' });

/** A base64 bag of cells as stored (never re-serialized). */
export const BocBase64 = z.string().meta({ description: 'Bag of cells, base64' });

/** Opaque, signed keyset cursor issued by a previous page; clients never build one. */
export const Cursor = z
  .string()
  .min(1)
  .max(CURSOR_MAX_LENGTH)
  .regex(CURSOR_PATTERN, 'malformed cursor')
  .meta({ description: 'Opaque cursor from a previous response (currentCursor/nextCursor/prevCursor)' });

/** Page size; per-list defaults follow spec §9 (PAGE_SIZES in ./values). */
export const limitWithDefault = (fallback: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZE_MAX)
    .default(fallback)
    .meta({ description: `Page size, max ${PAGE_SIZE_MAX}` });

export const SortOrder = z.enum(['ASC', 'DESC']);
