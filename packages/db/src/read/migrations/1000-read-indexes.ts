// Indexes the read side needs beyond the core schema:
// - messages by the transaction that emitted / consumed them (transaction page, message page, block
//   messages filter) — otherwise each of those is a scan of the messages table;
// - per-account lists page in the same (time, lt, hash) order as the unfiltered ones; the core
//   indexes are by (account, lt), which would make "newest 20 of one account" walk the whole time
//   index or sort all of the account's rows;
// - the default block list hides empty blocks (transactionCountGe 1): a partial index keeps that
//   page a short index walk however many empty shard blocks the chain has.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX messages_src_tx ON messages (src_tx_hash) WHERE src_tx_hash IS NOT NULL`.execute(db);
  await sql`CREATE INDEX messages_dst_tx ON messages (dst_tx_hash) WHERE dst_tx_hash IS NOT NULL`.execute(db);
  await sql`CREATE INDEX transactions_account_time ON transactions (workchain, account, now, lt, hash)`.execute(
    db,
  );
  await sql`CREATE INDEX messages_src_time ON messages (src_workchain, src, tx_time, tx_lt, hash) WHERE src IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX messages_dst_time ON messages (dst_workchain, dst, tx_time, tx_lt, hash) WHERE dst IS NOT NULL`.execute(
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
  await sql`DROP INDEX transactions_account_time`.execute(db);
  await sql`DROP INDEX messages_dst_tx`.execute(db);
  await sql`DROP INDEX messages_src_tx`.execute(db);
}
