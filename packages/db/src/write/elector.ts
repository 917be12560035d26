// The write side of the elector tables: what the indexer decoded from the elector's newest state in a
// masterchain batch. Every row carries the masterchain seqno of that state and an upsert only moves a
// row to a newer state whose values differ, so replaying an older batch (or the same one) changes
// nothing, and an unchanged elector (most blocks) writes nothing.
import { sql, type Transaction } from 'kysely';
import type {
  ElectorElectionRow,
  ElectorFrozenRow,
  ElectorMemberRow,
  ElectorPastElectionRow,
} from '../network-schema';
import type { Schema } from '../schema';
import { type ColumnTypes, unnestRows } from './unnest';

export interface ElectorBatch {
  /** The election in progress, with its members; null when the elector holds none. */
  election: { row: ElectorElectionRow; members: ElectorMemberRow[] } | null;
  /** Past elections whose stakes the elector still holds frozen, with those stakes. */
  pastElections: Array<{ row: ElectorPastElectionRow; frozen: ElectorFrozenRow[] }>;
}

const ELECTION: ColumnTypes<ElectorElectionRow> = {
  election_id: 'int8',
  elect_close: 'int8',
  min_stake: 'numeric',
  total_stake: 'numeric',
  failed: 'bool',
  finished: 'bool',
  members: 'int4',
  mc_seqno: 'int8',
};
const MEMBER: ColumnTypes<ElectorMemberRow> = {
  election_id: 'int8',
  public_key: 'bytea',
  stake: 'numeric',
  stake_time: 'int8',
  max_factor: 'int8',
  wallet: 'bytea',
  adnl_addr: 'bytea',
  mc_seqno: 'int8',
};
const PAST_ELECTION: ColumnTypes<ElectorPastElectionRow> = {
  election_id: 'int8',
  vset_hash: 'bytea',
  unfreeze_at: 'int8',
  stake_held: 'int8',
  total_stake: 'numeric',
  bonuses: 'numeric',
  mc_seqno: 'int8',
};
const FROZEN: ColumnTypes<ElectorFrozenRow> = {
  election_id: 'int8',
  public_key: 'bytea',
  wallet: 'bytea',
  weight: 'numeric',
  stake: 'numeric',
  banned: 'bool',
  mc_seqno: 'int8',
};

type Trx = Transaction<Schema>;

/**
 * Inserts rows, or moves existing ones (by `key`) to a newer state when their values changed; a column
 * in `growing` keeps the larger of its stored and new values.
 */
async function upsertNewer<Row>(
  trx: Trx,
  table: string,
  columns: ColumnTypes<Row>,
  key: Array<keyof Row & string>,
  rows: Row[],
  growing: Array<keyof Row & string> = [],
): Promise<void> {
  if (rows.length === 0) return;
  const values = (Object.keys(columns) as Array<keyof Row & string>).filter(
    (c) => !key.includes(c) && c !== 'mc_seqno',
  );
  const t = sql.table(table);
  const mine = sql.join(values.map((c) => sql`${t}.${sql.ref(c)}`));
  const theirs = sql.join(values.map((c) => sql`EXCLUDED.${sql.ref(c)}`));
  await sql`
    INSERT INTO ${t} ${unnestRows(columns, rows)}
    ON CONFLICT (${sql.join(key.map((c) => sql.ref(c)))}) DO UPDATE SET
      ${sql.join(
        [...values, 'mc_seqno'].map((c) =>
          growing.includes(c as keyof Row & string)
            ? sql`${sql.ref(c)} = GREATEST(${t}.${sql.ref(c)}, EXCLUDED.${sql.ref(c)})`
            : sql`${sql.ref(c)} = EXCLUDED.${sql.ref(c)}`,
        ),
      )}
    WHERE ${t}.mc_seqno < EXCLUDED.mc_seqno AND (${mine}) IS DISTINCT FROM (${theirs})`.execute(trx);
}

export async function writeElector(trx: Trx, batch: ElectorBatch): Promise<void> {
  if (batch.election) {
    // The elector empties an election's members when it finishes it; the stakes it took stay counted
    // (and their rows stay), as stakes are never withdrawn while it runs.
    await upsertNewer(trx, 'elector_elections', ELECTION, ['election_id'], [batch.election.row], ['members']);
    await upsertNewer(trx, 'elector_members', MEMBER, ['election_id', 'public_key'], batch.election.members);
  }
  await upsertNewer(
    trx,
    'elector_past_elections',
    PAST_ELECTION,
    ['election_id'],
    batch.pastElections.map((p) => p.row),
  );
  await upsertNewer(
    trx,
    'elector_frozen',
    FROZEN,
    ['election_id', 'public_key'],
    batch.pastElections.flatMap((p) => p.frozen),
  );
}
