// The embedded OpenID provider in `tvmscan dev` and `serve` (decision 0044): mounted at /oidc unless
// TVMSCAN_OIDC_ISSUER names an external issuer, with its keys from TVMSCAN_OIDC_KEYS or the data
// directory and its mail through TVMSCAN_SMTP_URL or the outbox; and the operator's admin accounts,
// whose generated passwords are kept in files of the data directory, never printed.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { buildApi } from '@tvmscan/api';
import { IdentityEmail } from '@tvmscan/api-schema';
import type { Database } from '@tvmscan/db';
import {
  createAccount,
  DEFAULT_CLIENT_ID,
  EmailTaken,
  IDENTITY_BASE,
  type IdentityUrls,
  identityRoutes,
  identityUrls,
  type Mailer,
  OUTBOX_PATH,
  outboxMailer,
  outboxRoutes,
  providerKeys,
  smtpMailer,
} from '@tvmscan/identity';

/** The embedded provider's URLs, or null when TVMSCAN_OIDC_ISSUER names another issuer (which the web
 *  app then signs in with, and the Admin API trusts). Throws on a malformed TVMSCAN_PUBLIC_URL. */
export function embeddedIdentity(env: NodeJS.ProcessEnv, port: number): IdentityUrls | null {
  return env.TVMSCAN_OIDC_ISSUER ? null : identityUrls(env, port);
}

/** TVMSCAN_SMTP_URL through nodemailer, from TVMSCAN_SMTP_FROM; without it, the database's outbox. */
function mailerFor(env: NodeJS.ProcessEnv, database: Database, urls: IdentityUrls): Mailer {
  const smtp = env.TVMSCAN_SMTP_URL;
  if (!smtp) return outboxMailer(database);
  return smtpMailer(smtp, env.TVMSCAN_SMTP_FROM ?? `tvmscan <no-reply@${new URL(urls.publicUrl).hostname}>`);
}

export interface MountedIdentity {
  /** Lines for the console: where keys and mail are, never a secret. */
  notes: string[];
}

/**
 * Mounts the provider at /oidc on `app`; `dev` also mounts the outbox page when mails go there. Keys
 * in the data directory are shared by every process that reads the same directory; processes on
 * several machines need TVMSCAN_OIDC_KEYS.
 */
export async function mountIdentity(
  app: Awaited<ReturnType<typeof buildApi>>,
  settings: {
    database: Database;
    urls: IdentityUrls;
    env: NodeJS.ProcessEnv;
    dataDir: string;
    port: number;
    trustProxy: boolean;
    dev: boolean;
  },
): Promise<MountedIdentity> {
  const { database, urls, env } = settings;
  const { keys, source } = providerKeys(env, settings.dataDir);
  const mailer = mailerFor(env, database, urls);
  await app.register(identityRoutes, {
    prefix: IDENTITY_BASE,
    database,
    urls,
    clientId: env.TVMSCAN_OIDC_CLIENT_ID || DEFAULT_CLIENT_ID,
    keys,
    mailer,
    trustProxy: settings.trustProxy,
  });
  const notes = [`OpenID provider: ${urls.issuer} (keys from ${source}; mail to ${mailer.description})`];
  if (settings.dev && !env.TVMSCAN_SMTP_URL) {
    await app.register(outboxRoutes, { prefix: OUTBOX_PATH, database });
    notes.push(`Mail outbox (this machine only): http://localhost:${settings.port}${OUTBOX_PATH}`);
  }
  return { notes };
}

/** The local admin `tvmscan dev` creates once (`.localhost` is reserved for this machine, RFC 6761). */
export const DEV_ADMIN_EMAIL = 'admin@tvmscan.localhost';

/** Where an admin account's generated password is kept: one file per email, readable by the owner. */
export const adminPasswordFile = (dataDir: string, email: string) =>
  join(dataDir, 'admin-passwords', `${email.toLowerCase().replace(/[^a-z0-9@._-]/g, '_')}.txt`);

/**
 * Creates a verified account for `email` with a generated password, written (mode 0600) to
 * `adminPasswordFile`; returns that file's path, or null when an account with the email exists.
 * Admin rights come from TVMSCAN_ADMINS, which the Admin API reads.
 */
export async function createAdminAccount(
  database: Database,
  dataDir: string,
  email: string,
): Promise<string | null> {
  const parsed = IdentityEmail.safeParse(email);
  if (!parsed.success) throw new TypeError(`--email ${email}: ${parsed.error.issues[0].message}`);
  const password = randomBytes(18).toString('base64url');
  try {
    await createAccount(database, { email: parsed.data, password, verified: true });
  } catch (error) {
    if (error instanceof EmailTaken) return null;
    throw error;
  }
  const file = adminPasswordFile(dataDir, parsed.data);
  mkdirSync(join(dataDir, 'admin-passwords'), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return file;
}
