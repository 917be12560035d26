// Community token lists (spec §3 "Token list", §4 "Token proposal for a list", §6; decision 0051):
// - token_lists: one row per list its owner (the creating account's `sub`) made; `url` the public id,
//   unique without regard to case (two lists a reader cannot tell apart are one list), the icon stored
//   sanitized; `tokens_count`, `proposals_count` (pending) and `revision` (the manifest's version) are
//   kept by every write, so no request counts rows;
// - token_list_managers: the emails named managers, lower case; a verified email in an access token
//   that matches one is a manager;
// - token_list_tokens: the tokens in a list with their positions;
// - token_list_proposals: one row per token proposed for a list: Pending until a manager decides,
//   then Approved (the token was added) or Declined (it may not be proposed again);
// - token_list_orderings: an account's own order of My token lists.
// The built-in `system` list is no row: it is the approved tokens (migration 0920).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE token_lists (
      id uuid PRIMARY KEY,
      url text NOT NULL,
      owner_sub text NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      is_public boolean NOT NULL,
      verified boolean NOT NULL,
      logo_svg text NOT NULL,
      tokens_count int4 NOT NULL DEFAULT 0 CHECK (tokens_count >= 0),
      proposals_count int4 NOT NULL DEFAULT 0 CHECK (proposals_count >= 0),
      revision int4 NOT NULL DEFAULT 0,
      created_at int8 NOT NULL,
      updated_at int8 NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX token_lists_url ON token_lists (lower(url))`.execute(db);
  // The public lists, newest update first; and one owner's lists.
  await sql`CREATE INDEX token_lists_public ON token_lists (updated_at, id) WHERE is_public`.execute(db);
  await sql`CREATE INDEX token_lists_owner ON token_lists (owner_sub)`.execute(db);
  await sql`
    CREATE TABLE token_list_managers (
      list_id uuid NOT NULL REFERENCES token_lists (id) ON DELETE CASCADE,
      email text NOT NULL CHECK (email = lower(email)),
      PRIMARY KEY (list_id, email)
    )`.execute(db);
  await sql`CREATE INDEX token_list_managers_email ON token_list_managers (email)`.execute(db);
  await sql`
    CREATE TABLE token_list_tokens (
      list_id uuid NOT NULL REFERENCES token_lists (id) ON DELETE CASCADE,
      workchain int4 NOT NULL,
      address bytea NOT NULL CHECK (octet_length(address) = 32),
      position int4 NOT NULL,
      added_at int8 NOT NULL,
      PRIMARY KEY (list_id, workchain, address)
    )`.execute(db);
  await sql`CREATE INDEX token_list_tokens_order ON token_list_tokens (list_id, position, workchain, address)`.execute(
    db,
  );
  await sql`
    CREATE TABLE token_list_proposals (
      list_id uuid NOT NULL REFERENCES token_lists (id) ON DELETE CASCADE,
      workchain int4 NOT NULL,
      address bytea NOT NULL CHECK (octet_length(address) = 32),
      status text NOT NULL CHECK (status IN ('Pending', 'Approved', 'Declined')),
      proposer_sub text NOT NULL,
      proposed_at int8 NOT NULL,
      decided_at int8,
      PRIMARY KEY (list_id, workchain, address)
    )`.execute(db);
  await sql`CREATE INDEX token_list_proposals_pending ON token_list_proposals (list_id, proposed_at) WHERE status = 'Pending'`.execute(
    db,
  );
  await sql`
    CREATE TABLE token_list_orderings (
      sub text NOT NULL,
      list_id uuid NOT NULL REFERENCES token_lists (id) ON DELETE CASCADE,
      position int4 NOT NULL,
      PRIMARY KEY (sub, list_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE token_list_orderings`.execute(db);
  await sql`DROP TABLE token_list_proposals`.execute(db);
  await sql`DROP TABLE token_list_tokens`.execute(db);
  await sql`DROP TABLE token_list_managers`.execute(db);
  await sql`DROP TABLE token_lists`.execute(db);
}
