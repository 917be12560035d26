// The outbox of mails the embedded OpenID provider writes instead of sending when no SMTP server is
// configured (table `identity_mail_outbox`, migration 0900-identity), read by `tvmscan dev`'s page.
import type { Database } from './database';
import type { StoredMail } from './identity-schema';

export async function insertOutboxMail(
  database: Database,
  mail: { recipient: string; subject: string; body: string },
): Promise<void> {
  await database.db.insertInto('identity_mail_outbox').values(mail).execute();
}

/** The newest `limit` mails, newest first. */
export async function readOutboxMails(database: Database, limit: number): Promise<StoredMail[]> {
  return database.db
    .selectFrom('identity_mail_outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
