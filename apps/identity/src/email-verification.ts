// Verified emails (decision 0044): registration mails a link holding a random token; only the token's
// SHA-256 is stored, with the address it was sent to and an expiry. Following the link marks that
// address verified, once, and only while the account still has it.
import { createHash, randomBytes } from 'node:crypto';
import {
  type Database,
  insertEmailVerification,
  type StoredIdentityAccount,
  spendEmailVerification,
} from '@tvmscan/db';
import type { Mailer } from './mailer';

/** How long a mailed link works. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** A token is 32 random bytes, base64url: 43 characters. Anything else is refused before a lookup. */
export const VERIFICATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const digest = (token: string) => createHash('sha256').update(token).digest();

/** Mails `account` a link to `${verifyUrl}?token=…` that verifies its email. */
export async function sendVerificationMail(
  database: Database,
  mailer: Mailer,
  account: StoredIdentityAccount,
  verifyUrl: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertEmailVerification(database, {
    tokenHash: digest(token),
    accountId: account.id,
    email: account.email,
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  const link = `${verifyUrl}?token=${token}`;
  await mailer.send({
    to: account.email,
    subject: 'Confirm your email',
    text: `Open this link to confirm your email address:\n\n${link}\n\nThe link works for 24 hours. If you did not register, ignore this mail.\n`,
  });
}

/**
 * Marks the email of the link's account verified and spends the token; returns the account's id, or
 * null when the token is unknown, used, expired, or was sent to an address the account no longer has.
 */
export async function verifyEmail(database: Database, token: string): Promise<string | null> {
  return VERIFICATION_TOKEN.test(token) ? spendEmailVerification(database, digest(token)) : null;
}
