// Validators in the Explorer API (spec §2 Validators, §3 Validator set): the previous, current and next
// sets by rank, the ten largest of the current set, and a set as CSV.
import { z } from 'zod';
import { CsvBody, csvLimit } from './csv';
import { pageCursors } from './lists';
import { Coins, Cursor, Hash, limitWithDefault, RawAddress, Seqno, U64, UnixTime } from './primitives';
import type { RouteDef } from './route-def';
import { endpoints, PAGE_SIZES, VALIDATOR_SET_KINDS } from './values';

export const ValidatorSetKind = z.enum(VALIDATOR_SET_KINDS);
export const Validator = z.object({
  /** 1 = largest weight in the set. */
  rank: z.number().int(),
  publicKey: Hash,
  adnlAddress: Hash.nullable(),
  weight: U64,
  /** weight / totalWeight × 100, rounded down to 4 decimals (spec §9), as text. */
  weightPercent: z.string(),
  /** Wallet the validator staked from, stake and bonuses: from the elector when known, else null. */
  address: RawAddress.nullable(),
  stake: Coins.nullable(),
  bonuses: Coins.nullable(),
});

export const ValidatorSet = z.object({
  kind: ValidatorSetKind,
  utimeSince: UnixTime,
  utimeUntil: UnixTime,
  total: z.number().int(),
  main: z.number().int(),
  totalWeight: U64,
  totalStake: Coins.nullable(),
  totalBonuses: Coins.nullable(),
  /** Masterchain seqno of the key block that first published this set. */
  firstMcSeqno: Seqno,
});

export const ValidatorsListRequest = z.strictObject({
  set: ValidatorSetKind.default('current'),
  cursor: Cursor.optional(),
  limit: limitWithDefault(PAGE_SIZES.tab),
});
export const ValidatorsListResponse = z.object({
  /** null when the newest config has no such set (e.g. `next` outside elections). */
  set: ValidatorSet.nullable(),
  validators: z.array(Validator),
  ...pageCursors,
});
export const CurrentValidatorsTopResponse = z.object({
  set: ValidatorSet.nullable(),
  /** The ten largest validators of the current set. */
  validators: z.array(Validator),
});
export const ValidatorsCsvQuery = z.strictObject({
  limit: csvLimit,
  set: ValidatorSetKind.default('current'),
});

export type Validator = z.infer<typeof Validator>;
export type ValidatorSet = z.infer<typeof ValidatorSet>;
export type ValidatorSetKind = z.infer<typeof ValidatorSetKind>;
export type ValidatorsListRequest = z.input<typeof ValidatorsListRequest>;
export type ValidatorsListResponse = z.infer<typeof ValidatorsListResponse>;
export type CurrentValidatorsTopResponse = z.infer<typeof CurrentValidatorsTopResponse>;

export const validatorRoutes = {
  validatorsList: {
    ...endpoints.validatorsList,
    tag: 'explorer',
    summary: 'Validators of the previous, current or next set by rank, keyset-paged',
    body: ValidatorsListRequest,
    response: ValidatorsListResponse,
  },
  currentValidatorsTop: {
    ...endpoints.currentValidatorsTop,
    tag: 'explorer',
    summary: 'The ten largest validators of the current set',
    response: CurrentValidatorsTopResponse,
  },
  validatorsCsv: {
    ...endpoints.validatorsCsv,
    tag: 'explorer',
    summary: 'Validators of a set as CSV',
    query: ValidatorsCsvQuery,
    response: CsvBody,
    csv: true,
  },
} as const satisfies Record<string, RouteDef>;
