// Kysely table types of the embedded OpenID provider's tables (migration 0900-identity; decision 0044),
// joined to the Schema the way the other table modules are.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Bytes, Int8 } from './column-types';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One oidc-provider model instance (session, interaction, grant, code, token...) as its adapter keeps it. */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  /** The model's payload as oidc-provider gave it, written as a JSON string. */
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  /** Null: never expires (oidc-provider gave no lifetime). */
  expires_at: Timestamp | null;
  /** When a code or refresh token was used (oidc-provider's `consume`). */
  consumed_at: ColumnType<Date | null, never, Date | string | null>;
}

export interface IdentityAccountsTable {
  /** The `sub` of every token the provider issues for the account. */
  id: string;
  email: string;
  /** scrypt$N$r$p$salt$hash (apps/identity/src/passwords.ts); null for an account without a password. */
  password_hash: string | null;
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, never, never>;
}

export interface IdentityEmailVerificationsTable {
  /** SHA-256 of the mailed token: the token itself is never stored. */
  token_hash: Bytes;
  account_id: string;
  /** The address the link was mailed to: a link proves only that address. */
  email: string;
  expires_at: Timestamp;
  created_at: ColumnType<Date, never, never>;
}

export interface IdentityMailOutboxTable {
  id: Generated<Int8>;
  recipient: string;
  subject: string;
  body: string;
  created_at: ColumnType<Date, never, never>;
}

export interface IdentityTables {
  oidc_payloads: OidcPayloadsTable;
  identity_accounts: IdentityAccountsTable;
  identity_email_verifications: IdentityEmailVerificationsTable;
  identity_mail_outbox: IdentityMailOutboxTable;
}

declare module './schema' {
  interface Schema extends IdentityTables {}
}

export type StoredIdentityAccount = Selectable<IdentityAccountsTable>;
export type StoredMail = Selectable<IdentityMailOutboxTable>;
