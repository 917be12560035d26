// The token list form's rules (spec §5 "Token list form", "Common messages"), as i18n keys with their
// values. The Admin API checks the same (api-schema CreateTokenListRequest, TOKEN_LIST_LIMITS); these
// answer before a round trip and decide when Submit is offered. The ID's uniqueness needs the server:
// `urlTaken` asks it by lookup.
import type { TokenList } from '@tvmscan/api-schema';
import { TOKEN_LIST_LIMITS as L, SYSTEM_TOKEN_LIST } from '@tvmscan/api-schema/values';
import { isNotFound } from '../../shared/api/client';
import {
  emailShapeProblem,
  type FieldProblem,
  type LogoValue,
  logoProblem,
  textProblem,
} from '../token-assets/fields';

export interface ListFormValues {
  isPublic: boolean;
  /** Verified-only; fixed once the list exists. */
  verified: boolean;
  logo: LogoValue;
  name: string;
  description: string;
  url: string;
  managers: string[];
}

export const emptyListForm = (): ListFormValues => ({
  isPublic: true,
  verified: false,
  logo: null,
  name: '',
  description: '',
  url: '',
  managers: [],
});

const UNIQUE: FieldProblem = { key: 'tokenLists.field.unique' };
export const UNKNOWN: FieldProblem = { key: 'tokenLists.field.unknown' };

/** The ID (url): required, latin letters and digits, 4–127 of them, and not the built-in list's. */
export function urlProblem(url: string): FieldProblem | null {
  if (url === '') return { key: 'tokenAssets.field.empty' };
  if (url.length > L.urlMaxLength)
    return { key: 'tokenAssets.field.tooLong', values: { length: L.urlMaxLength } };
  if (!/^[A-Za-z0-9]+$/.test(url)) return { key: 'tokenLists.field.latin' };
  if (url.length < L.urlMinLength)
    return { key: 'tokenLists.field.tooShort', values: { length: L.urlMinLength } };
  return url.toLowerCase() === SYSTEM_TOKEN_LIST ? UNIQUE : null;
}

/**
 * Spec §5: uniqueness by lookup — a list with that url other than `ownId` (the list being edited) is the
 * unique error, a 404 means free, and any other failure the unknown error (logged).
 */
export async function urlTaken(
  url: string,
  ownId: string | null,
  lookup: (url: string, signal?: AbortSignal) => Promise<Pick<TokenList, 'id'>>,
  signal?: AbortSignal,
): Promise<FieldProblem | null> {
  try {
    const found = await lookup(url, signal);
    return found.id === ownId ? null : UNIQUE;
  } catch (error) {
    if (isNotFound(error)) return null;
    console.error(error);
    return UNKNOWN;
  }
}

export const nameProblem = (name: string): FieldProblem | null => textProblem(name, L.nameLength);

export const descriptionProblem = (description: string): FieldProblem | null =>
  description.length > L.descriptionLength
    ? { key: 'tokenAssets.field.tooLong', values: { length: L.descriptionLength } }
    : null;

/** The icon: a loadable SVG, within the list's own limit. */
export function iconProblem(logo: LogoValue): FieldProblem | null {
  const problem = logoProblem(logo);
  if (problem) return problem;
  return logo && 'base64' in logo && logo.base64.length > L.logoLength
    ? { key: 'tokenAssets.field.svg' }
    : null;
}

/** Each manager email valid, at most TOKEN_LIST_LIMITS.managersMax of them. */
export function managersProblem(managers: readonly string[]): FieldProblem | null {
  if (managers.length > L.managersMax)
    return { key: 'tokenLists.field.tooManyManagers', values: { max: L.managersMax } };
  for (const email of managers) {
    const problem = emailShapeProblem(email.trim(), L.emailLength);
    if (problem) return problem;
  }
  return null;
}

/** Each field's own problem (the url's lookup aside), the same checks the fields show. */
export function listProblems(
  f: ListFormValues,
): Record<'url' | 'name' | 'description' | 'logo' | 'managers', FieldProblem | null> {
  return {
    url: urlProblem(f.url),
    name: nameProblem(f.name),
    description: descriptionProblem(f.description),
    logo: iconProblem(f.logo),
    managers: managersProblem(f.managers),
  };
}

export const listFormValid = (f: ListFormValues): boolean =>
  Object.values(listProblems(f)).every((p) => p === null);

/** Spec §5: Delete waits for the list's exact name. */
export const deleteConfirmed = (typed: string, name: string): boolean => typed === name;
