// Elections in the Explorer API (spec §4 elections status, §7 elections reads): the election timings and
// stake limits of the newest config, the status of the coming election, the current set's stake and
// bonuses, and an election the elector held with its participants.
import { z } from 'zod';
import { pageCursors } from './lists';
import { ElectionsConfig, StakeParams, ValidatorCount } from './network-config';
import { Coins, Cursor, Hash, limitWithDefault, RawAddress, Seqno, U64, UnixTime } from './primitives';
import type { RouteDef } from './route-def';
import { ValidatorSet } from './validators';
import { ELECTIONS_STATUSES, endpoints, PAGE_SIZES } from './values';

/** §4: waiting until (end − startBefore), open until (end − endBefore), then closed; end = round end. */
export const ElectionsStatus = z.enum(ELECTIONS_STATUSES);
export const ElectionsState = z.object({
  status: ElectionsStatus,
  /** Election id: the unix time the elected set starts (= the current set's utimeUntil). */
  electionId: UnixTime,
  startsAt: UnixTime,
  endsAt: UnixTime,
  /** Server time the status was computed at. */
  now: UnixTime,
  /** Whether the next set (param 36) has been published for this election. */
  nextSetPublished: z.boolean(),
  current: ValidatorSet.pick({ utimeSince: true, utimeUntil: true, total: true }),
});
export const ElectionsConfigResponse = ElectionsConfig.extend({
  validatorCount: ValidatorCount.nullable(),
  stakeParams: StakeParams.nullable(),
  mcSeqno: Seqno,
});
export const ElectionsBonusesResponse = z.object({
  electionId: UnixTime,
  totalStake: Coins.nullable(),
  totalBonuses: Coins.nullable(),
  totalWeight: U64,
  validators: z.number().int(),
});
/** An election the elector held (its `elect` record), as of the newest elector state indexed. */
export const ElectorElection = z.object({
  /** The unix time the set it elects starts validating. */
  electionId: UnixTime,
  /** Stakes are accepted until this time. */
  electClose: UnixTime,
  minStake: Coins,
  totalStake: Coins,
  /** How many stakes it took (still counted after the elector empties its members on finishing). */
  members: z.number().int(),
  failed: z.boolean(),
  finished: z.boolean(),
  /** Not finished and electing a set that has not started yet: its participants are the coming set's
   *  candidates while the config has no next set (param 36). */
  inProgress: z.boolean(),
  /** Masterchain block whose elector state this is. */
  mcSeqno: Seqno,
});
export const ElectionParticipant = z.object({
  publicKey: Hash,
  stake: Coins,
  /** How far above the smallest elected stake this stake may count (3 = three times). */
  maxFactor: z.number(),
  /** The masterchain wallet that staked. */
  address: RawAddress,
  adnlAddress: Hash,
  /** When the elector accepted the stake. */
  stakedAt: UnixTime,
});
export const ElectionParticipantsRequest = z.strictObject({
  /** Default: the newest election the elector held. */
  electionId: UnixTime.optional(),
  cursor: Cursor.optional(),
  limit: limitWithDefault(PAGE_SIZES.tab),
});
export const ElectionParticipantsResponse = z.object({
  /** null when the elector has held no election yet (an unknown `electionId` is a 404). */
  election: ElectorElection.nullable(),
  /** Largest stake first. */
  participants: z.array(ElectionParticipant),
  ...pageCursors,
});

export type ElectionsState = z.infer<typeof ElectionsState>;
export type ElectionsStatus = z.infer<typeof ElectionsStatus>;
export type ElectionsConfigResponse = z.infer<typeof ElectionsConfigResponse>;
export type ElectionsBonusesResponse = z.infer<typeof ElectionsBonusesResponse>;
export type ElectorElection = z.infer<typeof ElectorElection>;
export type ElectionParticipant = z.infer<typeof ElectionParticipant>;
export type ElectionParticipantsResponse = z.infer<typeof ElectionParticipantsResponse>;

export const electionRoutes = {
  electionsConfig: {
    ...endpoints.electionsConfig,
    tag: 'explorer',
    summary: 'Election timings (param 15), validator counts (16) and stake limits (17) of the newest config',
    response: ElectionsConfigResponse,
    notFound: true,
  },
  electionsState: {
    ...endpoints.electionsState,
    tag: 'explorer',
    summary: 'Elections status now: waiting, open or closed, with the window of the coming election',
    response: ElectionsState,
    notFound: true,
  },
  electionsBonuses: {
    ...endpoints.electionsBonuses,
    tag: 'explorer',
    summary: 'Total stake and bonuses of the current validator set (null where the elector is not decoded)',
    response: ElectionsBonusesResponse,
    notFound: true,
  },
  electionParticipants: {
    ...endpoints.electionParticipants,
    tag: 'explorer',
    summary:
      'An election the elector held (default the newest, null before any; in progress, its participants are the coming set) with its stakes, largest first, keyset-paged',
    body: ElectionParticipantsRequest,
    response: ElectionParticipantsResponse,
    notFound: true,
  },
} as const satisfies Record<string, RouteDef>;
