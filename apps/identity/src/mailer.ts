// Outgoing mail: through the operator's SMTP server (TVMSCAN_SMTP_URL, nodemailer), or, without one, into
// the database's outbox (`identity_mail_outbox`), which `tvmscan dev` shows on a local page.
import { type Database, insertOutboxMail } from '@tvmscan/db';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Where mails go, for the console: never the SMTP URL itself (it may hold a password). */
  readonly description: string;
  send(mail: Mail): Promise<void>;
}

/** Mails sent through an SMTP server, e.g. `smtps://user:pass@smtp.example.com` (nodemailer's URL form),
 *  from `from` (TVMSCAN_SMTP_FROM). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    description: `SMTP server ${new URL(url).hostname}`,
    send: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** Mails kept in the database's outbox instead of being sent. */
export function outboxMailer(database: Database): Mailer {
  return {
    description: 'the outbox table (identity_mail_outbox)',
    send: async (mail) => {
      await insertOutboxMail(database, { recipient: mail.to, subject: mail.subject, body: mail.text });
    },
  };
}
