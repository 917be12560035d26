// What the elector contract holds (its data decoded by the indexer from each new state it sees): the
// election in progress with its members' stakes, and past elections with the stakes frozen for the
// validator set each produced and the bonuses that set earned. The validator and set rows keep only
// what the config says; stakes, wallets and bonuses join in from here when read (a set is matched to
// its election by the set cell's hash, which the elector records), so the order in which key blocks
// and elector states arrive does not matter. Rows move only to a newer masterchain block's state.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE elector_elections (
      election_id int8 PRIMARY KEY,
      elect_close int8 NOT NULL,
      min_stake numeric NOT NULL,
      total_stake numeric NOT NULL,
      failed boolean NOT NULL,
      finished boolean NOT NULL,
      members int4 NOT NULL,
      mc_seqno int8 NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE elector_members (
      election_id int8 NOT NULL,
      public_key bytea NOT NULL,
      stake numeric NOT NULL,
      stake_time int8 NOT NULL,
      max_factor int8 NOT NULL,
      wallet bytea NOT NULL,
      adnl_addr bytea NOT NULL,
      mc_seqno int8 NOT NULL,
      PRIMARY KEY (election_id, public_key)
    )`.execute(db);
  await sql`
    CREATE TABLE elector_past_elections (
      election_id int8 PRIMARY KEY,
      vset_hash bytea NOT NULL,
      unfreeze_at int8 NOT NULL,
      stake_held int8 NOT NULL,
      total_stake numeric NOT NULL,
      bonuses numeric NOT NULL,
      mc_seqno int8 NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE elector_frozen (
      election_id int8 NOT NULL,
      public_key bytea NOT NULL,
      wallet bytea NOT NULL,
      weight numeric NOT NULL,
      stake numeric NOT NULL,
      banned boolean NOT NULL,
      mc_seqno int8 NOT NULL,
      PRIMARY KEY (election_id, public_key)
    )`.execute(db);
  // Never filled (the elector was not decoded before): the elector tables above replace them.
  await sql`ALTER TABLE validators DROP COLUMN wallet_workchain, DROP COLUMN wallet, DROP COLUMN stake, DROP COLUMN bonuses`.execute(
    db,
  );
  await sql`ALTER TABLE validator_sets DROP COLUMN total_stake, DROP COLUMN total_bonuses`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE validator_sets ADD COLUMN total_stake numeric, ADD COLUMN total_bonuses numeric`.execute(
    db,
  );
  await sql`
    ALTER TABLE validators ADD COLUMN wallet_workchain int4, ADD COLUMN wallet bytea,
      ADD COLUMN stake numeric, ADD COLUMN bonuses numeric`.execute(db);
  for (const table of ['elector_frozen', 'elector_past_elections', 'elector_members', 'elector_elections']) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
