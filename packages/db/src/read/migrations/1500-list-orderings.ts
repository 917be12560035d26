// Indexes behind the list orderings and set filters of spec §2/§3 that the earlier indexes do not serve
// in list order (packages/db/src/read/keyset.ts pages along them, either direction):
// - blocks by seqno: (seqno, workchain, shard) is unique; its partial twin keeps the default
//   non-empty view a short walk, as blocks_nonempty_time does for the time ordering;
// - messages by value: (value, hash) makes the key unique (it replaces the plain value index, whose
//   range filters it serves as well); external messages carry no value and are not in it;
// - txTypes and messageTypes: the type leads the time key, so one type is one index range in time
//   order, and a set of types is one range per type merged by key. Only the minority types are
//   indexed (partial): ordinary transactions and internal messages are nearly every row, so the
//   time index walked with that filter finds them at once, and a full copy of it would double its size.
import { type Kysely, sql } from 'kysely';

const INDEXES: Array<[name: string, definition: string]> = [
  ['blocks_seqno_key', 'blocks (seqno, workchain, shard)'],
  ['blocks_nonempty_seqno', 'blocks (seqno, workchain, shard) WHERE tx_count > 0'],
  ['messages_value_key', 'messages (value, hash) WHERE value IS NOT NULL'],
  ['transactions_type_time', "transactions (tx_type, now, lt, hash) WHERE tx_type <> 'ordinary'"],
  ['messages_type_time', "messages (msg_type, tx_time, tx_lt, hash) WHERE msg_type <> 'internal'"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of INDEXES) {
    await sql`CREATE INDEX ${sql.raw(name)} ON ${sql.raw(definition)}`.execute(db);
  }
  // The value index above replaces the plain one: the list filters and sorts by COALESCE(value, 0).
  await sql`DROP INDEX messages_value`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX messages_value ON messages (value) WHERE value IS NOT NULL`.execute(db);
  for (const [name] of [...INDEXES].reverse()) await sql`DROP INDEX ${sql.raw(name)}`.execute(db);
}
