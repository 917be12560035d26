// Token ownership and asset proposals (spec §3 "Token update form", §5 "Token update", §7 Admin API;
// decision 0049). Three tables, none of whose rows is ever updated, so every state a token's assets
// went through stays readable:
// - token_owner_links: a signed-in account (`sub`) proved it controls a root's owner, by the hash of
//   the indexed transaction in which the ownership verifier took `verify(root, sha256(sub))` from it;
// - token_proposals: one row per submitted version of a root's asset information, keyed by the root
//   and `active_from` (the unix second it was submitted, strictly increasing per root), its content as
//   submitted with the logo already sanitized;
// - token_proposal_votes: an admin's approval or rejection of one version, at most one per version (the
//   primary key), so a version's status is derived: Pending while it has no vote, else the vote's.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE token_owner_links (
      sub text NOT NULL,
      workchain int4 NOT NULL,
      address bytea NOT NULL CHECK (octet_length(address) = 32),
      tx_hash bytea NOT NULL CHECK (octet_length(tx_hash) = 32),
      linked_at int8 NOT NULL,
      PRIMARY KEY (sub, workchain, address)
    )`.execute(db);
  await sql`CREATE INDEX token_owner_links_root ON token_owner_links (workchain, address)`.execute(db);
  await sql`
    CREATE TABLE token_proposals (
      workchain int4 NOT NULL,
      address bytea NOT NULL CHECK (octet_length(address) = 32),
      active_from int8 NOT NULL,
      sub text NOT NULL,
      submitted_at timestamptz NOT NULL DEFAULT now(),
      project_name text NOT NULL,
      project_website text NOT NULL,
      project_email text NOT NULL,
      project_sector text NOT NULL,
      project_desc text NOT NULL,
      cmc_ticker text NOT NULL,
      coingecko_ticker text NOT NULL,
      socials jsonb NOT NULL,
      logo_svg text NOT NULL,
      PRIMARY KEY (workchain, address, active_from)
    )`.execute(db);
  // The public and the admin's lists of every token's versions, newest first.
  await sql`CREATE INDEX token_proposals_time ON token_proposals (active_from, workchain, address)`.execute(
    db,
  );
  await sql`
    CREATE TABLE token_proposal_votes (
      workchain int4 NOT NULL,
      address bytea NOT NULL,
      active_from int8 NOT NULL,
      status text NOT NULL CHECK (status IN ('Approved', 'Rejected')),
      reason text,
      CHECK ((status = 'Rejected') = (reason IS NOT NULL)),
      voter_sub text NOT NULL,
      voted_at int8 NOT NULL,
      PRIMARY KEY (workchain, address, active_from),
      FOREIGN KEY (workchain, address, active_from) REFERENCES token_proposals (workchain, address, active_from)
    )`.execute(db);
  // The approved tokens, newest approval first.
  await sql`CREATE INDEX token_proposal_votes_approved ON token_proposal_votes (voted_at) WHERE status = 'Approved'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE token_proposal_votes`.execute(db);
  await sql`DROP TABLE token_proposals`.execute(db);
  await sql`DROP TABLE token_owner_links`.execute(db);
}
