// The three validator sets of the config (params 32, 34, 36) in tab order, and the URL's `set` value.
import { VALIDATOR_SET_KINDS } from '@tvmscan/api-schema/values';

export const VALIDATOR_SETS = VALIDATOR_SET_KINDS;
export type ValidatorSetKind = (typeof VALIDATOR_SETS)[number];

/** Spec §4: the current set is selected by default; anything else in the URL falls back to it. */
export function parseValidatorSet(value: unknown): ValidatorSetKind {
  return (VALIDATOR_SETS as readonly unknown[]).includes(value) ? (value as ValidatorSetKind) : 'current';
}

/** The validators page's URL search: `set` is present only for a set other than the default. */
export function parseValidatorsSearch(search: Record<string, unknown>): { set?: ValidatorSetKind } {
  const set = parseValidatorSet(search.set);
  return set === 'current' ? {} : { set };
}
