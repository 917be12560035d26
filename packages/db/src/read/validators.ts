// Validator sets (spec §2 Validators, §3 Validator set): the sets the newest config snapshot names as
// previous/current/next, and their validators by rank (keyset over (weight, idx)) with the wallet, stake
// and bonus share the elector froze for them.
import type { Validator, ValidatorSet, ValidatorSetKind } from '@tvmscan/api-schema';
import type { Kysely, Selectable } from 'kysely';
import type { ElectorPastElectionsTable, ValidatorSetsTable, ValidatorsTable } from '../network-schema';
import type { Schema } from '../schema';
import { hex, hexOrNull, rawAddress, u32 } from './format';
import { EMPTY_PAGE, type KeyColumn, keysetPage, type Page, type PageRequest } from './keyset';
import { latestSnapshot } from './network-config';

const SET_COLUMN = {
  previous: 'prev_set_hash',
  current: 'current_set_hash',
  next: 'next_set_hash',
} as const satisfies Record<ValidatorSetKind, string>;
/** Stakes are sent to the elector from masterchain wallets only (elector-code.fc process_new_stake). */
export const WALLET_WORKCHAIN = -1;

type SetRow = Selectable<ValidatorSetsTable>;
type PastElectionRow = Selectable<ElectorPastElectionsTable>;
type ValidatorRow = Selectable<ValidatorsTable> & {
  wallet: Buffer | null;
  stake: string | null;
};

/** weight / total × 100 rounded down to 4 decimals, as text (spec §9), exact in bigint. */
export function weightPercent(weight: string, total: string): string {
  const t = BigInt(total);
  if (t === 0n) return '0.0000';
  const scaled = (BigInt(weight) * 1_000_000n) / t;
  return `${scaled / 10_000n}.${(scaled % 10_000n).toString().padStart(4, '0')}`;
}

/** A validator's share of the set's bonuses: by weight, rounded up (spec §9 "bonus share rounds up"). */
export function bonusShare(bonuses: string, weight: string, totalWeight: string): string {
  const t = BigInt(totalWeight);
  if (t === 0n) return '0';
  const product = BigInt(bonuses) * BigInt(weight);
  return ((product + t - 1n) / t).toString();
}

function toSet(kind: ValidatorSetKind, r: SetRow, election: PastElectionRow | null): ValidatorSet {
  return {
    kind,
    utimeSince: u32(r.utime_since),
    utimeUntil: u32(r.utime_until),
    total: r.total,
    main: r.main,
    totalWeight: r.total_weight,
    totalStake: election?.total_stake ?? null,
    totalBonuses: election?.bonuses ?? null,
    firstMcSeqno: u32(r.first_mc_seqno),
  };
}

function toValidator(r: ValidatorRow, set: SetRow, election: PastElectionRow | null): Validator {
  return {
    rank: r.rank,
    publicKey: hex(r.public_key),
    adnlAddress: hexOrNull(r.adnl_addr),
    weight: r.weight,
    weightPercent: weightPercent(r.weight, set.total_weight),
    address: r.wallet ? rawAddress(WALLET_WORKCHAIN, r.wallet) : null,
    stake: r.stake,
    bonuses: election && r.stake !== null ? bonusShare(election.bonuses, r.weight, set.total_weight) : null,
  };
}

/**
 * The elector's record of the election that produced a set: found by the set cell's hash (what the
 * elector stores), else by the election id, which is the set's start.
 */
async function pastElectionOf(db: Kysely<Schema>, set: SetRow): Promise<PastElectionRow | null> {
  const byHash = await db
    .selectFrom('elector_past_elections')
    .selectAll()
    .where('vset_hash', '=', set.hash)
    .executeTakeFirst();
  if (byHash) return byHash;
  const byId = await db
    .selectFrom('elector_past_elections')
    .selectAll()
    .where('election_id', '=', set.utime_since)
    .executeTakeFirst();
  return byId ?? null;
}

/** The set of that kind in the newest config snapshot, or null (e.g. no `next` outside elections). */
export async function getValidatorSet(
  db: Kysely<Schema>,
  kind: ValidatorSetKind,
): Promise<{ set: ValidatorSet; row: SetRow; election: PastElectionRow | null } | null> {
  const snap = await latestSnapshot(db);
  const hash = snap?.[SET_COLUMN[kind]];
  if (!hash) return null;
  const row = await db.selectFrom('validator_sets').selectAll().where('hash', '=', hash).executeTakeFirst();
  if (!row) return null;
  const election = await pastElectionOf(db, row);
  return { set: toSet(kind, row, election), row, election };
}

const RANK_KEY: KeyColumn<ValidatorRow>[] = [
  { ref: 'v.weight', kind: 'numeric', of: (r) => r.weight },
  { ref: 'v.idx', kind: 'int8', of: (r) => String(r.idx) },
];

export async function listValidators(
  db: Kysely<Schema>,
  kind: ValidatorSetKind,
  page: PageRequest,
): Promise<{ set: ValidatorSet | null; page: Page<Validator> }> {
  const found = await getValidatorSet(db, kind);
  if (!found) return { set: null, page: EMPTY_PAGE };
  const { row: set, election } = found;
  const q = db
    .selectFrom('validators as v')
    .leftJoin('elector_frozen as f', (join) =>
      join.on('f.election_id', '=', election?.election_id ?? '-1').onRef('f.public_key', '=', 'v.public_key'),
    )
    .selectAll('v')
    .select(['f.wallet', 'f.stake'])
    .where('v.set_hash', '=', set.hash);
  return {
    set: found.set,
    page: await keysetPage(q, RANK_KEY, page, (r) => toValidator(r as ValidatorRow, set, election)),
  };
}
