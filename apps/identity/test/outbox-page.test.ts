// The dev outbox page: the mails written instead of sent, newest first, their text escaped and their
// links clickable, shown to connections from this machine only.
import type { Database } from '@tvmscan/db';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_PATH, outboxMailer, outboxRoutes } from '../src/index';

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openMigrated();
  app = Fastify();
  await app.register(outboxRoutes, { prefix: OUTBOX_PATH, database });
});
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
});

describe('the dev outbox page', () => {
  it('shows the mails, escaped, with their links clickable, to this machine only', async () => {
    const mailer = outboxMailer(database);
    await mailer.send({ to: 'first@example.com', subject: 'First', text: 'no link' });
    await mailer.send({
      to: 'second@example.com',
      subject: '<script>alert(1)</script>',
      text: 'Open http://localhost:3000/oidc/verify-email?token=abc&x="onmouseover=alert(1) now',
    });
    const page = await app.inject({ method: 'GET', url: `${OUTBOX_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&#60;script&#62;');
    // A quote in the text cannot end the attribute: it is an entity by then.
    const url = 'http://localhost:3000/oidc/verify-email?token=abc&#38;x=&#34;onmouseover=alert(1)';
    expect(page.body).toContain(`<a href="${url}">${url}</a> now`);
    expect(page.body.indexOf('second@example.com')).toBeLessThan(page.body.indexOf('first@example.com'));

    const remote = await app.inject({ method: 'GET', url: `${OUTBOX_PATH}/`, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(await remote.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
