// Parsers of query-parameter values (spec §2 "Filters in query parameters") taken from untrusted URLs.
// Each returns the normalized text or undefined; a value that does not parse is dropped rather than
// sent to the API, so a hand-edited URL still opens its list. The filter fields use the same parsers,
// so a field accepts exactly what the URL keeps.
import {
  ADDRESS_FILTER_MAX,
  CURSOR_MAX_LENGTH,
  CURSOR_PATTERN,
  PAGE_SIZE_MAX,
} from '@tvmscan/api-schema/values';
import { parseRawAddress } from './address';

export type ParamParser = (value: unknown) => string | undefined;

/** The router hands numeric-looking values over as numbers; every parser starts from the text. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;

/** A comma-separated subset of `allowed`, duplicates dropped. */
export const listParam =
  (allowed: readonly string[]): ParamParser =>
  (value) => {
    const parts = (textOf(value) ?? '').split(',').filter((p) => allowed.includes(p));
    return parts.length ? [...new Set(parts)].join(',') : undefined;
  };

/** Unix seconds, the range the API accepts. */
export const timeParam: ParamParser = (value) => {
  const text = textOf(value);
  return text && /^\d{1,10}$/.test(text) && Number(text) <= 0xffffffff ? String(Number(text)) : undefined;
};

const SIGNED_AMOUNT = /^-?\d{1,27}(\.\d{1,18})?$/;
const AMOUNT = /^\d{1,27}(\.\d{1,18})?$/;
/** A decimal amount in token units ("1.5"); negative only where the field is signed (balance change). */
export const amountParam =
  (signed: boolean): ParamParser =>
  (value) => {
    const text = textOf(value);
    return text && (signed ? SIGNED_AMOUNT : AMOUNT).test(text) ? text : undefined;
  };

/** Raw addresses, normalized, duplicates and invalid ones dropped, at most the API's limit. */
export const addressesParam: ParamParser = (value) => {
  const parsed = (textOf(value) ?? '')
    .split(',')
    .map((a) => parseRawAddress(a))
    .filter((a) => a !== null)
    .map((a) => `${a.workchain}:${a.address}`);
  return parsed.length ? [...new Set(parsed)].slice(0, ADDRESS_FILTER_MAX).join(',') : undefined;
};

/** One of `allowed`; the default is left out of the URL, so each view has one address. */
export const choiceParam =
  (allowed: readonly string[], fallback: string): ParamParser =>
  (value) => {
    const text = textOf(value);
    return text !== undefined && text !== fallback && allowed.includes(text) ? text : undefined;
  };

/** A page size other than the list's default, within the API's 1…PAGE_SIZE_MAX. */
export const limitParam =
  (fallback: number): ParamParser =>
  (value) => {
    const text = textOf(value);
    if (!text || !/^\d{1,3}$/.test(text)) return undefined;
    const n = Number(text);
    return n >= 1 && n <= PAGE_SIZE_MAX && n !== fallback ? String(n) : undefined;
  };

/** A list cursor as the API issues them (the app never reads inside it); anything else is dropped. */
export const cursorParam: ParamParser = (value) => {
  const text = textOf(value);
  return text && text.length <= CURSOR_MAX_LENGTH && CURSOR_PATTERN.test(text) ? text : undefined;
};

/** Address filters include by default; `exclude` turns them into a block list. */
export const modeParam: ParamParser = (value) => (textOf(value) === 'exclude' ? 'exclude' : undefined);

/**
 * Parses every parameter of a table; unknown parameters are not kept. `aliases` maps the spec's generic
 * names (`types`, `start`, `form`…) onto this list's own, used when the list's own name is absent.
 */
export function parseParams<K extends string>(
  parsers: Record<K, ParamParser>,
  search: Record<string, unknown>,
  aliases: Partial<Record<string, K>> = {},
): Partial<Record<K, string>> {
  const given: Record<string, unknown> = { ...search };
  for (const [alias, key] of Object.entries(aliases)) {
    if (key && given[key] === undefined && search[alias] !== undefined) given[key] = search[alias];
  }
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(parsers) as K[]) {
    const value = parsers[key](given[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}
