// The asset forms' field checks (spec §5 "Token update", "Ownership" and "Common messages"), as i18n
// keys under `tokenAssets.field` with their values. The Admin API checks the same rules
// (api-schema AssetUpdateRequest, with the limits from TOKEN_ASSET_LIMITS); these answer before a round
// trip and decide when Next and Submit are offered.
import {
  emailOnProjectDomain,
  TOKEN_ASSET_LIMITS as L,
  TOKEN_SOCIAL_KEYS,
  type TokenSocialKey,
} from '@tvmscan/api-schema/values';
import { formatRawAddress, parseAddress } from '../../shared/lib/address';

export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

const EMPTY: FieldProblem = { key: 'tokenAssets.field.empty' };
const tooLong = (length: number): FieldProblem => ({ key: 'tokenAssets.field.tooLong', values: { length } });

/** A token root address, raw or friendly; the raw form the Admin API takes, or null. */
export const rootAddressOf = (text: string): string | null => {
  const parsed = parseAddress(text);
  return parsed ? formatRawAddress(parsed) : null;
};

/** Spec §5 "Ownership": required, a valid address. */
export function addressProblem(text: string): FieldProblem | null {
  if (text.trim() === '') return EMPTY;
  return rootAddressOf(text) ? null : { key: 'tokenAssets.field.wrongAddress' };
}

/** Trimmed text of at most `max` characters; required unless `optional`. */
export function textProblem(value: string, max: number, optional = false): FieldProblem | null {
  const text = value.trim();
  if (text === '') return optional ? null : EMPTY;
  return text.length > max ? tooLong(max) : null;
}

/** An http(s) URL of at most 127 characters; empty is fine when `optional`. */
export function urlProblem(value: string, optional = true): FieldProblem | null {
  if (value === '') return optional ? null : EMPTY;
  if (value.length > L.urlLength) return tooLong(L.urlLength);
  try {
    const { protocol } = new URL(value);
    if (protocol === 'http:' || protocol === 'https:') return null;
  } catch {
    // not a URL at all
  }
  return { key: 'tokenAssets.field.url' };
}

/** One `@`, something on each side, a dot in the domain and no spaces: the shape, not deliverability. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Required, at most `max` characters, well-formed (an asset's email, a token list manager's). */
export function emailShapeProblem(email: string, max: number): FieldProblem | null {
  if (email === '') return EMPTY;
  if (email.length > max) return tooLong(max);
  return EMAIL_SHAPE.test(email) ? null : { key: 'tokenAssets.field.email' };
}

/** Spec §3 and §5: required, at most 127, well-formed, and on the project website's domain. */
export function emailProblem(value: string, website: string): FieldProblem | null {
  const email = value.trim();
  const shape = emailShapeProblem(email, L.emailLength);
  if (shape) return shape;
  // Until the website is a URL there is no domain to compare with; its own field says what is wrong.
  if (urlProblem(website, false)) return null;
  return emailOnProjectDomain(email, website) ? null : { key: 'tokenAssets.field.emailDomain' };
}

/** The logo as the form holds it: base64 of the SVG file, or why the file chosen is not one. */
export type LogoValue = { base64: string } | { invalid: true } | null;

/** Spec §5: required, a loadable SVG, at most 100,000 base64 characters. */
export function logoProblem(logo: LogoValue): FieldProblem | null {
  if (logo === null) return EMPTY;
  if ('invalid' in logo || logo.base64.length > L.logoLength) return { key: 'tokenAssets.field.svg' };
  return null;
}

/** Spec §5: a rejection's reason is required, at most 4096. */
export const reasonProblem = (value: string): FieldProblem | null => textProblem(value, L.reasonLength);

export interface BasicFields {
  name: string;
  website: string;
  email: string;
  sector: string;
  description: string;
  cmc: string;
  coingecko: string;
  logo: LogoValue;
}

export type SocialFields = Record<TokenSocialKey, string>;

export const emptySocials = (): SocialFields =>
  Object.fromEntries(TOKEN_SOCIAL_KEYS.map((key) => [key, ''])) as SocialFields;

/** Each basic field's problem (null: fine), the same checks the fields show. */
export function basicProblems(f: BasicFields): Record<keyof BasicFields, FieldProblem | null> {
  return {
    name: textProblem(f.name, L.nameLength),
    website: urlProblem(f.website, false),
    email: emailProblem(f.email, f.website),
    sector: textProblem(f.sector, L.sectorLength, true),
    description: f.description.length > L.descriptionLength ? tooLong(L.descriptionLength) : null,
    cmc: urlProblem(f.cmc),
    coingecko: urlProblem(f.coingecko),
    logo: logoProblem(f.logo),
  };
}

/** Spec §4: Next requires the basic fields to be valid. */
export const basicValid = (f: BasicFields): boolean =>
  Object.values(basicProblems(f)).every((p) => p === null);

export const socialsValid = (s: SocialFields): boolean =>
  TOKEN_SOCIAL_KEYS.every((key) => urlProblem(s[key]) === null);
