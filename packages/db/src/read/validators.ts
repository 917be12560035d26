// Validator sets and elections (spec §2 Validators, §4 elections status): the sets the newest config
// snapshot names as previous/current/next, their validators by rank (keyset over (weight, idx)), and
// the coming election's window with its status at the time asked.
import type { ElectionsState, Validator, ValidatorSet, ValidatorSetKind } from '@tvmscan/api-schema';
import type { Kysely, Selectable } from 'kysely';
import type { ValidatorSetsTable, ValidatorsTable } from '../network-schema';
import type { Schema } from '../schema';
import { hex, hexOrNull, rawAddressOrNull, u32 } from './format';
import { type KeyColumn, keysetPage, type Page, type PageRequest } from './keyset';
import { latestSnapshot } from './network-config';

const SET_COLUMN = {
  previous: 'prev_set_hash',
  current: 'current_set_hash',
  next: 'next_set_hash',
} as const satisfies Record<ValidatorSetKind, string>;

type SetRow = Selectable<ValidatorSetsTable>;
type ValidatorRow = Selectable<ValidatorsTable>;

/** weight / total × 100 rounded down to 4 decimals, as text (spec §9), exact in bigint. */
export function weightPercent(weight: string, total: string): string {
  const t = BigInt(total);
  if (t === 0n) return '0.0000';
  const scaled = (BigInt(weight) * 1_000_000n) / t;
  return `${scaled / 10_000n}.${(scaled % 10_000n).toString().padStart(4, '0')}`;
}

function toSet(kind: ValidatorSetKind, r: SetRow): ValidatorSet {
  return {
    kind,
    utimeSince: u32(r.utime_since),
    utimeUntil: u32(r.utime_until),
    total: r.total,
    main: r.main,
    totalWeight: r.total_weight,
    totalStake: r.total_stake,
    totalBonuses: r.total_bonuses,
    firstMcSeqno: u32(r.first_mc_seqno),
  };
}

function toValidator(r: ValidatorRow, totalWeight: string): Validator {
  return {
    rank: r.rank,
    publicKey: hex(r.public_key),
    adnlAddress: hexOrNull(r.adnl_addr),
    weight: r.weight,
    weightPercent: weightPercent(r.weight, totalWeight),
    address: rawAddressOrNull(r.wallet_workchain, r.wallet),
    stake: r.stake,
    bonuses: r.bonuses,
  };
}

/** The set of that kind in the newest config snapshot, or null (e.g. no `next` outside elections). */
export async function getValidatorSet(
  db: Kysely<Schema>,
  kind: ValidatorSetKind,
): Promise<{ set: ValidatorSet; row: SetRow } | null> {
  const snap = await latestSnapshot(db);
  const hash = snap?.[SET_COLUMN[kind]];
  if (!hash) return null;
  const row = await db.selectFrom('validator_sets').selectAll().where('hash', '=', hash).executeTakeFirst();
  return row ? { set: toSet(kind, row), row } : null;
}

const RANK_KEY: KeyColumn<ValidatorRow>[] = [
  { ref: 'weight', kind: 'numeric', of: (r) => r.weight },
  { ref: 'idx', kind: 'int8', of: (r) => String(r.idx) },
];

export async function listValidators(
  db: Kysely<Schema>,
  kind: ValidatorSetKind,
  page: PageRequest,
): Promise<{ set: ValidatorSet | null; page: Page<Validator> }> {
  const found = await getValidatorSet(db, kind);
  if (!found)
    return { set: null, page: { items: [], firstKey: null, lastKey: null, hasNext: false, hasPrev: false } };
  const q = db.selectFrom('validators').selectAll().where('set_hash', '=', found.row.hash);
  const total = found.row.total_weight;
  return { set: found.set, page: await keysetPage(q, RANK_KEY, page, (r) => toValidator(r, total)) };
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
