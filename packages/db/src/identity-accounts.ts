// Accounts of the embedded OpenID provider and the links that verify their emails (tables
// `identity_accounts` and `identity_email_verifications`, migration 0900-identity; decision 0044). The
// provider hashes passwords and tokens (apps/identity); only the hashes reach these functions.
import { sql } from 'kysely';
import type { Database } from './database';
import type { StoredIdentityAccount } from './identity-schema';

/** The unique index on lower(email) refused the row: PostgreSQL's unique_violation. */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The account with this email in any letter case. */
export async function findIdentityAccountByEmail(
  database: Database,
  email: string,
): Promise<StoredIdentityAccount | undefined> {
  return database.db
    .selectFrom('identity_accounts')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findIdentityAccount(
  database: Database,
  id: string,
): Promise<StoredIdentityAccount | undefined> {
  return database.db.selectFrom('identity_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts an account; null when an account has its email already (in any letter case). */
export async function insertIdentityAccount(
  database: Database,
  account: { id: string; email: string; passwordHash: string; verified: boolean },
): Promise<StoredIdentityAccount | null> {
  try {
    return await database.db
      .insertInto('identity_accounts')
      .values({
        id: account.id,
        email: account.email,
        password_hash: account.passwordHash,
        email_verified_at: account.verified ? new Date() : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Records a mailed verification link by its token's hash. */
export async function insertEmailVerification(
  database: Database,
  link: { tokenHash: Uint8Array; accountId: string; email: string; expiresAt: Date },
): Promise<void> {
  await database.db
    .insertInto('identity_email_verifications')
    .values({
      token_hash: link.tokenHash,
      account_id: link.accountId,
      email: link.email,
      expires_at: link.expiresAt,
    })
    .execute();
}

/**
 * Spends the link whose token hashes to `tokenHash` and marks its account's email verified; returns the
 * account's id, or null when the link is unknown, spent, expired, or names an address the account no
 * longer has.
 */
export async function spendEmailVerification(database: Database, tokenHash: Buffer): Promise<string | null> {
  return database.db.transaction().execute(async (tx) => {
    const link = await tx
      .deleteFrom('identity_email_verifications')
      .where('token_hash', '=', tokenHash)
      .returning(['account_id', 'email', 'expires_at'])
      .executeTakeFirst();
    if (!link || link.expires_at.getTime() <= Date.now()) return null;
    const verified = await tx
      .updateTable('identity_accounts')
      .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
      .where('id', '=', link.account_id)
      .where('email', '=', link.email)
      .returning('id')
      .executeTakeFirst();
    return verified?.id ?? null;
  });
}
