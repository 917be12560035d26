// The dev outbox: a page listing the mails written to `identity_mail_outbox` (no SMTP server
// configured), so a developer can follow a verification link. `tvmscan dev` mounts it and prints its
// address; it answers only connections from this machine, whatever proxy headers say.
import { isIP } from 'node:net';
import { errorBody } from '@tvmscan/api-schema';
import { type Database, readOutboxMails } from '@tvmscan/db';
import type { FastifyInstance } from 'fastify';

export const OUTBOX_PATH = '/dev/outbox';

/** The newest mails shown. */
const SHOWN = 50;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const isLoopback = (address: string | undefined) =>
  !!address && isIP(address) !== 0 && (address === '::1' || /^(::ffff:)?127\./.test(address));

export async function outboxRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  app.get('/', async (request, reply) => {
    if (!isLoopback(request.raw.socket.remoteAddress))
      return reply.code(403).send(errorBody('FORBIDDEN', 'the outbox is shown to this machine only'));
    const mails = await readOutboxMails(options.database, SHOWN);
    const items = mails.map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.recipient)} · ${m.created_at.toISOString()}</p>` +
        // Links become clickable after escaping, so nothing in a mail can add markup.
        `<pre>${escapeHtml(m.body).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)}</pre></article>`,
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><meta charset="utf-8"><title>tvmscan outbox</title><h1>Outbox (newest ${SHOWN})</h1>${items.join('') || '<p>No mail yet.</p>'}`,
      );
  });
}
