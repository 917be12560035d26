// The embedded OpenID provider's tables (apps/identity, decision 0044):
// - `oidc_payloads`: every oidc-provider model (sessions, interactions, grants, codes, tokens) as one
//   JSON payload keyed by (model, id), with the columns its adapter looks rows up by (grant id, session
//   uid, user code) and the time it expires, so several `serve` processes share one state;
// - `identity_accounts`: email and scrypt password hash; the email is unique whatever its letter case;
// - `identity_email_verifications`: mailed verification links, kept only as the SHA-256 of their token;
// - `identity_mail_outbox`: mails written instead of sent when no SMTP server is configured (`tvmscan
//   dev`), read by the local outbox page.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE oidc_payloads (
      model text NOT NULL,
      id text NOT NULL,
      payload jsonb NOT NULL,
      grant_id text,
      uid text,
      user_code text,
      expires_at timestamptz,
      consumed_at timestamptz,
      PRIMARY KEY (model, id)
    )`.execute(db);
  await sql`CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX oidc_payloads_uid ON oidc_payloads (model, uid) WHERE uid IS NOT NULL`.execute(db);
  await sql`
    CREATE INDEX oidc_payloads_user_code ON oidc_payloads (model, user_code) WHERE user_code IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX oidc_payloads_expiry ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL`.execute(
    db,
  );
  await sql`
    CREATE TABLE identity_accounts (
      id text PRIMARY KEY,
      email text NOT NULL,
      password_hash text,
      email_verified_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX identity_accounts_email ON identity_accounts (lower(email))`.execute(db);
  await sql`
    CREATE TABLE identity_email_verifications (
      token_hash bytea PRIMARY KEY,
      account_id text NOT NULL REFERENCES identity_accounts (id) ON DELETE CASCADE,
      email text NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX identity_email_verifications_account ON identity_email_verifications (account_id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE identity_mail_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      recipient text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE identity_mail_outbox`.execute(db);
  await sql`DROP TABLE identity_email_verifications`.execute(db);
  await sql`DROP TABLE identity_accounts`.execute(db);
  await sql`DROP TABLE oidc_payloads`.execute(db);
}
