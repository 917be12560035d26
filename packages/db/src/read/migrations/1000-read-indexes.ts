// Indexes the read side needs beyond the core schema:
// - messages by the transaction that emitted them (message list of a block) — otherwise a scan of the
//   messages table; the consuming transaction names its in message (transactions.in_msg_hash);
// - per-account message lists page in the same (time, lt) order as the unfiltered list (the hash,
//   last in the key, is left out: ties on (time, lt) are a handful of rows sorted on the fly, and
//   these random-order indexes are the largest per message);
// - the default block list hides empty blocks (transactionCountGe 1): a partial index keeps that
//   page a short index walk however many empty shard blocks the chain has.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX messages_src_tx ON messages (src_tx_hash) WHERE src_tx_hash IS NOT NULL`.execute(db);
  await sql`CREATE INDEX messages_src_time ON messages (src_workchain, src, tx_time, tx_lt) WHERE src IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX messages_dst_time ON messages (dst_workchain, dst, tx_time, tx_lt) WHERE dst IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX blocks_nonempty_time ON blocks (gen_utime, root_hash) WHERE tx_count > 0`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX blocks_nonempty_time`.execute(db);
  await sql`DROP INDEX messages_dst_time`.execute(db);
  await sql`DROP INDEX messages_src_time`.execute(db);
  await sql`DROP INDEX messages_src_tx`.execute(db);
}
