// Accounts of the embedded provider: an id (every token's `sub`), an email unique whatever its case,
// a scrypt password hash, and when the email was verified (rows: @tvmscan/db identity-accounts).
import { randomUUID } from 'node:crypto';
import {
  type Database,
  findIdentityAccountByEmail,
  insertIdentityAccount,
  type StoredIdentityAccount,
} from '@tvmscan/db';
import { hashPassword, verifyPassword } from './passwords';

/** An account with this email exists already (in any letter case). */
export class EmailTaken extends Error {}

/** A new account; `verified` only for accounts the operator creates (`tvmscan admin create`). */
export async function createAccount(
  database: Database,
  input: { email: string; password: string; verified?: boolean },
): Promise<StoredIdentityAccount> {
  const account = await insertIdentityAccount(database, {
    id: randomUUID(),
    email: input.email,
    passwordHash: await hashPassword(input.password),
    verified: input.verified ?? false,
  });
  if (!account) throw new EmailTaken(input.email);
  return account;
}

/** The account whose email and password these are, or null (an unknown email costs the same time). */
export async function authenticate(
  database: Database,
  email: string,
  password: string,
): Promise<StoredIdentityAccount | null> {
  const account = await findIdentityAccountByEmail(database, email);
  const matches = await verifyPassword(password, account?.password_hash ?? null);
  return account && matches ? account : null;
}
