// Elections (spec §4 elections status, §7 elections reads): the election timings, validator counts and
// stake limits of the newest config, the coming election's window with its status at the time asked, the
// current set's stake and bonuses, and the election the elector holds now with its members by stake.
import type {
  ElectionParticipant,
  ElectionsBonusesResponse,
  ElectionsConfigResponse,
  ElectionsState,
  ElectorElection,
} from '@tvmscan/api-schema';
import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../schema';
import { hex, rawAddress, u32 } from './format';
import { type KeyColumn, keysetPage, type Page, type PageRequest } from './keyset';
import {
  electionsConfigOf,
  latestSnapshot,
  paramValues,
  stakeParamsOf,
  validatorCountOf,
} from './network-config';
import { getValidatorSet, WALLET_WORKCHAIN } from './validators';

/** Election timings (param 15), validator counts (16) and stake limits (17) of the newest config. */
export async function getElectionsConfig(db: Kysely<Schema>): Promise<ElectionsConfigResponse | null> {
  const snap = await latestSnapshot(db);
  if (!snap) return null;
  const p = await paramValues(db, snap.mc_seqno, [15, 16, 17]);
  const timings = electionsConfigOf(p);
  if (!timings) return null;
  return {
    ...timings,
    validatorCount: validatorCountOf(p),
    stakeParams: stakeParamsOf(p),
    mcSeqno: Number(snap.mc_seqno),
  };
}

/** Total stake and bonuses of the current validator set (null where the elector is not decoded). */
export async function getElectionsBonuses(db: Kysely<Schema>): Promise<ElectionsBonusesResponse | null> {
  const current = await getValidatorSet(db, 'current');
  if (!current) return null;
  return {
    electionId: current.set.utimeSince,
    totalStake: current.set.totalStake,
    totalBonuses: current.set.totalBonuses,
    totalWeight: current.set.totalWeight,
    validators: current.set.total,
  };
}

/**
 * The newest election: waiting until startsAt, open until endsAt, then closed. Its id is the unix time
 * the elected set takes over, i.e. the current set's utime_until.
 */
export async function getElectionsState(db: Kysely<Schema>, now: number): Promise<ElectionsState | null> {
  const current = await getValidatorSet(db, 'current');
  if (!current) return null;
  const e = await db
    .selectFrom('elections')
    .selectAll()
    .where('election_id', '=', String(current.set.utimeUntil))
    .executeTakeFirst();
  if (!e) return null;
  const startsAt = u32(e.starts_at);
  const endsAt = u32(e.ends_at);
  return {
    status: now < startsAt ? 'waiting' : now < endsAt ? 'open' : 'closed',
    electionId: u32(e.election_id),
    startsAt,
    endsAt,
    now,
    nextSetPublished: e.next_set_hash !== null,
    current: {
      utimeSince: current.set.utimeSince,
      utimeUntil: current.set.utimeUntil,
      total: current.set.total,
    },
  };
}

/**
 * The newest election the elector held (or the one with that id), or null before any. It is in
 * progress while not finished and the set it elects has not started: its id, the new set's start, is
 * later than the current set's.
 */
export async function getElectorElection(
  db: Kysely<Schema>,
  electionId?: number,
): Promise<ElectorElection | null> {
  let q = db.selectFrom('elector_elections').selectAll();
  if (electionId !== undefined) q = q.where('election_id', '=', String(electionId));
  const r = await q.orderBy('election_id', 'desc').limit(1).executeTakeFirst();
  if (!r) return null;
  const current = await currentSetStart(db);
  return {
    electionId: u32(r.election_id),
    electClose: u32(r.elect_close),
    minStake: r.min_stake,
    totalStake: r.total_stake,
    members: r.members,
    failed: r.failed,
    finished: r.finished,
    inProgress: !r.finished && (current === null || u32(r.election_id) > current),
    mcSeqno: u32(r.mc_seqno),
  };
}

/** When the newest config's current set started validating; null before any config. */
async function currentSetStart(db: Kysely<Schema>): Promise<number | null> {
  const hash = (await latestSnapshot(db))?.current_set_hash;
  if (!hash) return null;
  const set = await db
    .selectFrom('validator_sets')
    .select('utime_since')
    .where('hash', '=', hash)
    .executeTakeFirst();
  return set ? u32(set.utime_since) : null;
}

type MemberRow = Selectable<Schema['elector_members']>;
const STAKE_KEY: KeyColumn<MemberRow>[] = [
  { ref: 'stake', kind: 'numeric', of: (r) => r.stake },
  { ref: 'public_key', kind: 'bytea', of: (r) => hex(r.public_key) },
];

/** 16.16 fixed point (elector-code.fc): 0x10000 is a factor of 1. */
const FACTOR_ONE = 0x10000;

/** An election's members, largest stake first, keyset-paged. */
export async function listElectionMembers(
  db: Kysely<Schema>,
  electionId: number,
  page: PageRequest,
): Promise<Page<ElectionParticipant>> {
  const q = db.selectFrom('elector_members').selectAll().where('election_id', '=', String(electionId));
  return keysetPage(q, STAKE_KEY, page, (r) => ({
    publicKey: hex(r.public_key),
    stake: r.stake,
    maxFactor: u32(r.max_factor) / FACTOR_ONE,
    address: rawAddress(WALLET_WORKCHAIN, r.wallet),
    adnlAddress: hex(r.adnl_addr),
    stakedAt: u32(r.stake_time),
  }));
}
