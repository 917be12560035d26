// Indexes the read side needs beyond the core schema:
// - messages by the transaction that emitted / consumed them (transaction page, message page, block
//   messages filter) — otherwise each of those is a scan of the messages table;
// - the default block list hides empty blocks (transactionCountGe 1): a partial index keeps that
//   page a short index walk however many empty shard blocks the chain has.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX messages_src_tx ON messages (src_tx_hash) WHERE src_tx_hash IS NOT NULL`.execute(db);
  await sql`CREATE INDEX messages_dst_tx ON messages (dst_tx_hash) WHERE dst_tx_hash IS NOT NULL`.execute(db);
  await sql`CREATE INDEX blocks_nonempty_time ON blocks (gen_utime, root_hash) WHERE tx_count > 0`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX blocks_nonempty_time`.execute(db);
  await sql`DROP INDEX messages_dst_tx`.execute(db);
  await sql`DROP INDEX messages_src_tx`.execute(db);
}
