// The messages list filtered by type (spec §3 msg-types) reads one partial index per minority type,
// keyed (tx_time, tx_lt) like the per-account message indexes: one type per index leaves the type out
// of the key, and the rare ties of (tx_time, tx_lt) are ordered by hash in an incremental sort of the
// page. The single (msg_type, tx_time, tx_lt, hash) index of 1500 cost ~78 bytes per transaction on
// wallet traffic (every wallet transaction has an external-in message); these two cost ~16.
import { type Kysely, sql } from 'kysely';

const INDEXES: Array<[name: string, type: string]> = [
  ['messages_external_in_time', 'externalIn'],
  ['messages_external_out_time', 'externalOut'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of INDEXES) {
    await sql`CREATE INDEX ${sql.raw(name)} ON messages (tx_time, tx_lt) WHERE msg_type = ${sql.lit(type)}`.execute(
      db,
    );
  }
  await sql`DROP INDEX messages_type_time`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX messages_type_time ON messages (msg_type, tx_time, tx_lt, hash) WHERE msg_type <> 'internal'`.execute(
    db,
  );
  for (const [name] of INDEXES) await sql`DROP INDEX ${sql.raw(name)}`.execute(db);
}
