// Asset proposals through the Admin API over HTTP with real JWTs of a local issuer, on PGlite (and on
// PostgreSQL when DATABASE_URL is set): the §5 limits and messages, who may submit (a linked owner) and
// vote (an admin), the derived statuses and the history a reject, a resubmission and an approval leave,
// the public lists and counts, and the logo as served. The owners' links are written here with the
// repository call link_owner makes after its proof; token-ownership.test.ts proves links on a real
// local network.
import { TOKEN_ASSET_LIMITS, TOKEN_ASSET_MESSAGES } from '@tvmscan/api-schema';
import { type Database, linkTokenOwner } from '@tvmscan/db';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SUB, adminCall, type Issuer, startAdmin, startIssuer } from './support';

const ROOT_A = `0:${'a1'.repeat(32)}`;
const ROOT_B = `0:${'b2'.repeat(32)}`;
const ROOT_C = `0:${'c3'.repeat(32)}`;
const OWNER = 'owner-sub';
const OTHER = 'other-sub';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3" fill="#f80"/></svg>';
const b64 = (s: string) => Buffer.from(s).toString('base64');

const update = (root: string, over: Record<string, unknown> = {}, meta: Record<string, unknown> = {}) => ({
  root_address: root,
  asset_logo: b64(SVG),
  project_metadata: {
    project_name: 'Alpha',
    project_website: 'https://app.alpha.example',
    project_email: 'team@alpha.example',
    project_sector: 'DeFi',
    project_desc: 'A token.',
    cmc_ticker: '',
    coingecko_ticker: 'https://www.coingecko.com/en/coins/alpha',
    ...meta,
  },
  project_socials: { github_url: 'https://github.com/alpha', twitter_url: '' },
  ...over,
});

let database: Database;
let issuer: Issuer;
let app: FastifyInstance;
let owner: string;
let other: string;
let admin: string;

beforeAll(async () => {
  database = await openMigrated();
  issuer = await startIssuer();
  app = await startAdmin(database, issuer);
  owner = await issuer.token(OWNER);
  other = await issuer.token(OTHER);
  admin = await issuer.token(ADMIN_SUB);
  const now = Math.floor(Date.now() / 1000);
  for (const root of [ROOT_A, ROOT_B])
    await linkTokenOwner(database.db, { sub: OWNER, root, txHash: 'ee'.repeat(32), now });
  await linkTokenOwner(database.db, { sub: OTHER, root: ROOT_C, txHash: 'ef'.repeat(32), now });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await issuer?.close();
  if (database) await dispose(database);
});

/** `bearer` null: no Authorization header. */
const put = (body: unknown, bearer: string | null = owner) =>
  adminCall(app, 'PUT', '/v1/authorized/tokens/proposals', bearer ?? undefined, body);
const vote = (body: unknown, bearer: string | null = admin) =>
  adminCall(app, 'PUT', '/v1/admin/vote_for_token_proposal', bearer ?? undefined, body);

describe('submitting an asset update', () => {
  it('answers 401 without a token and 403 for a signed-in user who has not linked the token', async () => {
    const anonymous = await put(update(ROOT_A), null);
    expect(anonymous.statusCode).toBe(401);
    const stranger = await put(update(ROOT_A), other);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({
      code: 'NOT_OWNER',
      message: TOKEN_ASSET_MESSAGES.notOwner,
      field: 'root_address',
    });
  });

  it.each([
    [
      'project_metadata.project_name',
      {},
      { project_name: 'n'.repeat(128) },
      'Field cannot be longer than 127 characters.',
    ],
    ['project_metadata.project_name', {}, { project_name: '' }, 'Field cannot be empty.'],
    [
      'project_metadata.project_sector',
      {},
      { project_sector: 's'.repeat(128) },
      'Field cannot be longer than 127 characters.',
    ],
    [
      'project_metadata.project_website',
      {},
      { project_website: `https://alpha.example/${'p'.repeat(106)}` },
      'Field cannot be longer than 127 characters.',
    ],
    [
      'project_metadata.project_website',
      {},
      { project_website: 'ftp://alpha.example' },
      'Field must be a valid url.',
    ],
    ['project_metadata.cmc_ticker', {}, { cmc_ticker: 'javascript:alert(1)' }, 'Field must be a valid url.'],
    [
      'project_metadata.coingecko_ticker',
      {},
      { coingecko_ticker: 'not a url' },
      'Field must be a valid url.',
    ],
    ['project_metadata.project_email', {}, { project_email: '' }, 'Field cannot be empty.'],
    [
      'project_metadata.project_email',
      {},
      { project_email: `${'e'.repeat(114)}@alpha.example` },
      'Field cannot be longer than 127 characters.',
    ],
    [
      'project_metadata.project_email',
      {},
      { project_email: 'team-at-alpha.example' },
      'Field must be a valid email.',
    ],
    [
      'project_metadata.project_email',
      {},
      { project_email: 'team@gmail.com' },
      "The email must be on the project's own domain",
    ],
    [
      'project_metadata.project_desc',
      {},
      { project_desc: 'd'.repeat(4097) },
      'Field cannot be longer than 4096 characters.',
    ],
    [
      'project_socials.telegram_url',
      { project_socials: { telegram_url: `https://t.me/${'x'.repeat(120)}` } },
      {},
      'Field cannot be longer than 127 characters.',
    ],
    [
      'project_socials.discord_url',
      { project_socials: { discord_url: 'data:text/html,hi' } },
      {},
      'Field must be a valid url.',
    ],
    [
      'asset_logo',
      { asset_logo: 'A'.repeat(TOKEN_ASSET_LIMITS.logoLength + 1) },
      {},
      'Field cannot be longer than 100000 characters.',
    ],
    ['asset_logo', { asset_logo: '' }, {}, 'Field cannot be empty.'],
  ])('refuses %s (%#)', async (field, over, meta, message) => {
    const r = await put(update(ROOT_A, over, meta));
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().field).toBe(field);
    expect(r.json().message).toContain(message);
  });

  it('refuses a logo that is not an SVG document with "Image must be a valid svg." on asset_logo', async () => {
    for (const logo of [
      b64('<html><body>not svg</body></html>'),
      b64('plain text'),
      b64('<svg><rect/></svg>'), // no SVG namespace: XML, but not an SVG document
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64'), // a PNG header
      b64(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "x">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
      ),
    ]) {
      const r = await put(update(ROOT_A, { asset_logo: logo }));
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toEqual({
        code: 'BAD_REQUEST',
        message: 'Image must be a valid svg.',
        field: 'asset_logo',
      });
    }
  });

  it('stores a Pending version and refuses a second one while it is pending (409)', async () => {
    const r = await put(update(ROOT_A));
    expect(r.statusCode, r.body).toBe(200);
    const { data } = r.json();
    expect(data).toMatchObject({
      root_address: ROOT_A,
      status: 'Pending',
      full_name: 'Alpha',
      symbol: null,
      approved: false,
    });
    expect(data.asset_logo_url).toBe(`/api/admin/v1/info/logo/${ROOT_A}/${data.active_from}`);
    expect(Math.abs(data.active_from - Date.now() / 1000)).toBeLessThan(30);
    const again = await put(update(ROOT_A));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PENDING', field: 'root_address' });
    const status = await adminCall(app, 'GET', `/v1/tokens_proposals/${ROOT_A}/status`, owner);
    expect(status.json()).toEqual({ status: 'Pending' });
    expect((await adminCall(app, 'GET', `/v1/tokens_proposals/${ROOT_B}/status`, owner)).statusCode).toBe(
      404,
    );
    expect((await adminCall(app, 'GET', `/v1/tokens_proposals/${ROOT_A}/status`)).statusCode).toBe(401);
  });
});

describe('voting, history and the public information', () => {
  let first: number;
  let second: number;

  it("refuses votes that are not an admin's, malformed, or on no Pending version", async () => {
    const [row] = (
      await adminCall(app, 'POST', '/v1/authorized/tokens/list', owner, { root_address: ROOT_A })
    ).json().rows;
    first = row.active_from;
    expect((await vote({ root_address: ROOT_A, active_from: first, kind: 'Approve' }, null)).statusCode).toBe(
      401,
    );
    expect(
      (await vote({ root_address: ROOT_A, active_from: first, kind: 'Approve' }, owner)).statusCode,
    ).toBe(403);
    const noReason = await vote({
      root_address: ROOT_A,
      active_from: first,
      kind: { Reject: { reason: '  ' } },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field).toBe('kind.Reject.reason');
    const noActiveFrom = await vote({ root_address: ROOT_A, kind: 'Approve' });
    expect(noActiveFrom.statusCode).toBe(400);
    expect(noActiveFrom.json()).toMatchObject({ field: 'active_from' });
    expect(noActiveFrom.json().message).toContain(TOKEN_ASSET_MESSAGES.activeFromRequired);
    const unknown = await vote({ root_address: ROOT_A, active_from: first - 1, kind: 'Approve' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('rejects with a reason, takes a resubmission, approves it, and keeps all three states', async () => {
    const rejected = await vote({
      root_address: ROOT_A,
      active_from: first,
      kind: { Reject: { reason: 'Logo blurry' } },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'Rejected',
      review_comment: 'Logo blurry',
      active_from: first,
    });
    expect(rejected.json().reviewed_at).toBeGreaterThan(0);
    const again = await vote({ root_address: ROOT_A, active_from: first, kind: 'Approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_PENDING');
    expect((await adminCall(app, 'GET', `/v1/tokens_proposals/${ROOT_A}/status`, owner)).json()).toEqual({
      status: 'Rejected',
    });

    const resubmitted = await put(update(ROOT_A, {}, { project_name: 'Alpha Two' }));
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    second = resubmitted.json().data.active_from;
    // max(now, previous + 1): never the same second as the version before.
    expect(second).toBeGreaterThan(first);
    const approved = await vote({ root_address: ROOT_A, active_from: second, kind: 'Approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'Approved',
      review_comment: null,
      full_name: 'Alpha Two',
    });

    const third = await put(update(ROOT_A, {}, { project_name: 'Alpha Three' }));
    expect(third.statusCode).toBe(200);
    expect(third.json().data).toMatchObject({ status: 'Pending', approved: true });

    // Every version stays readable with its own status.
    const history = (await adminCall(app, 'GET', `/v1/tokens_proposals?root_address=${ROOT_A}`)).json()
      .proposals;
    expect(history.map((p: { full_name: string; status: string }) => [p.full_name, p.status])).toEqual([
      ['Alpha Three', 'Pending'],
      ['Alpha Two', 'Approved'],
      ['Alpha', 'Rejected'],
    ]);
    expect(history[2].review_comment).toBe('Logo blurry');
    // Who voted and when are kept, one row per vote, never rewritten.
    const votes = await database.db
      .selectFrom('token_proposal_votes')
      .select(['active_from', 'status', 'reason', 'voter_sub'])
      .orderBy('active_from')
      .execute();
    expect(votes).toEqual([
      { active_from: String(first), status: 'Rejected', reason: 'Logo blurry', voter_sub: ADMIN_SUB },
      { active_from: String(second), status: 'Approved', reason: null, voter_sub: ADMIN_SUB },
    ]);
  });

  it('answers the previous version of a status, or null', async () => {
    const [latest] = (await adminCall(app, 'GET', `/v1/tokens_proposals?root_address=${ROOT_A}`)).json()
      .proposals;
    const previous = await adminCall(app, 'POST', '/v1/admin/previous_proposal_version', admin, {
      root_address: ROOT_A,
      active_from: latest.active_from,
      status: ['Approved'],
    });
    expect(previous.statusCode).toBe(200);
    expect(previous.json()).toMatchObject({
      active_from: second,
      status: 'Approved',
      full_name: 'Alpha Two',
    });
    const rejectedBefore = await adminCall(app, 'POST', '/v1/admin/previous_proposal_version', admin, {
      root_address: ROOT_A,
      active_from: latest.active_from,
      status: ['Rejected'],
    });
    expect(rejectedBefore.json()).toMatchObject({ active_from: first });
    const none = await adminCall(app, 'POST', '/v1/admin/previous_proposal_version', admin, {
      root_address: ROOT_A,
      active_from: first,
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const notAdmin = await adminCall(app, 'POST', '/v1/admin/previous_proposal_version', owner, {
      root_address: ROOT_A,
      active_from: first,
    });
    expect(notAdmin.statusCode).toBe(403);
  });

  it('lists and counts: a user their own tokens, an admin every token; newest versions; by active_from', async () => {
    expect((await put(update(ROOT_B, {}, { project_name: 'Beta' }))).statusCode).toBe(200);
    const otherSubmit = await put(
      update(
        ROOT_C,
        {},
        { project_name: 'Gamma', project_website: 'https://gamma.example', project_email: 'a@gamma.example' },
      ),
      other,
    );
    expect(otherSubmit.statusCode).toBe(200);
    const list = (bearer: string, body: object) =>
      adminCall(app, 'POST', '/v1/authorized/tokens/list', bearer, body);
    const names = (r: { json(): { rows: { full_name: string }[] } }) => r.json().rows.map((x) => x.full_name);
    // Versions sort by active_from, which runs ahead of the clock when one root's versions follow each
    // other within a second (max(now, previous + 1)): the expected orders are computed from it.
    const every = (await adminCall(app, 'POST', '/v1/tokens_proposals', undefined, { limit: 50 })).json()
      .proposals as { full_name: string; active_from: number; root_address: string }[];
    const key = new Map(
      every.map((p) => [p.full_name, `${String(p.active_from).padStart(10, '0')}${p.root_address}`]),
    );
    const ordered = (list: string[], direction: 'Asc' | 'Desc' = 'Desc') =>
      [...list].sort((a, b) => (key.get(a)! < key.get(b)! ? -1 : 1) * (direction === 'Asc' ? 1 : -1));

    expect(names(await list(owner, {}))).toEqual(ordered(['Beta', 'Alpha Three']));
    // A non-admin asking for every token still gets their own.
    expect(names(await list(owner, { only_for_owner: false }))).toEqual(ordered(['Beta', 'Alpha Three']));
    expect(names(await list(owner, { only_last_proposal: false, order_direction: 'Asc' }))).toEqual(
      ordered(['Alpha', 'Alpha Two', 'Alpha Three', 'Beta'], 'Asc'),
    );
    expect(names(await list(owner, { only_last_proposal: false, status: ['Approved', 'Rejected'] }))).toEqual(
      ['Alpha Two', 'Alpha'],
    );
    expect(names(await list(admin, { only_for_owner: false, status: ['Pending'] }))).toEqual(
      ordered(['Gamma', 'Beta', 'Alpha Three']),
    );
    expect(names(await list(admin, {}))).toEqual([]); // the admin has linked no token
    expect(names(await list(owner, { limit: 1, offset: 1 }))).toEqual(
      ordered(['Beta', 'Alpha Three']).slice(1),
    );
    expect((await list(owner, { offset: TOKEN_ASSET_LIMITS.offsetMax + 1 })).statusCode).toBe(400);
    const rows = (await list(owner, { only_last_proposal: false })).json().rows as {
      full_name: string;
      approved: boolean;
    }[];
    // `approved`: this version or an earlier one of its root is Approved.
    expect(Object.fromEntries(rows.map((r) => [r.full_name, r.approved]))).toEqual({
      Alpha: false,
      'Alpha Two': true,
      'Alpha Three': true,
      Beta: false,
    });

    const count = async (bearer: string, body: object) =>
      (await adminCall(app, 'POST', '/v1/authorized/tokens/proposals/count', bearer, body)).json().count;
    expect(await count(owner, {})).toBe(2);
    expect(await count(owner, { only_last_proposal: false })).toBe(4);
    expect(await count(admin, { only_for_owner: false, status: ['Pending'] })).toBe(3);
    expect(await count(other, { only_for_owner: false })).toBe(1);
  });

  it('serves public proposals and counts (POST and GET), and the approved information', async () => {
    const every = (await adminCall(app, 'POST', '/v1/tokens_proposals', undefined, {})).json().proposals;
    expect(every).toHaveLength(5);
    const times = every.map((p: { active_from: number }) => p.active_from);
    expect(times).toEqual([...times].sort((a, b) => b - a)); // newest first
    const all = (
      await adminCall(app, 'POST', '/v1/tokens_proposals', undefined, { limit: 2, offset: 1 })
    ).json();
    expect(all.proposals).toEqual(every.slice(1, 3));
    const viaGet = (await adminCall(app, 'GET', '/v1/tokens_proposals?limit=2&offset=1')).json();
    expect(viaGet).toEqual(all);
    expect(every.find((p: { root_address: string }) => p.root_address === ROOT_B)).toMatchObject({
      root_address: ROOT_B,
      project_meta: { project_email: 'team@alpha.example', project_sector: 'DeFi' },
      project_socials: { github_url: 'https://github.com/alpha', whitepaper_url: '' },
    });
    expect((await adminCall(app, 'POST', '/v1/tokens_proposals/count', undefined, {})).json()).toEqual({
      count: 5,
    });
    expect((await adminCall(app, 'GET', '/v1/tokens_proposals/count')).json()).toEqual({ count: 5 });
    expect((await adminCall(app, 'GET', `/v1/tokens_proposals/count?root_address=${ROOT_A}`)).json()).toEqual(
      {
        count: 3,
      },
    );
    expect((await adminCall(app, 'POST', '/v1/tokens_proposals', undefined, { limit: 51 })).statusCode).toBe(
      400,
    );

    const approved = (await adminCall(app, 'POST', '/v1/info/tokens/list', undefined, {})).json();
    expect(approved.tokens).toHaveLength(1);
    expect(approved.tokens[0]).toMatchObject({
      root_address: ROOT_A,
      active_from: second,
      full_name: 'Alpha Two',
      website: 'https://app.alpha.example',
      coingecko_url: 'https://www.coingecko.com/en/coins/alpha',
      logo_url: `/api/admin/v1/info/logo/${ROOT_A}/${second}`,
    });
    const info = await adminCall(app, 'GET', `/v1/info/address/${ROOT_A}`);
    expect(info.json()).toEqual(approved.tokens[0]);
    const none = await adminCall(app, 'GET', `/v1/info/address/${ROOT_B}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('NOT_FOUND');
  });

  it("serves a version's logo as image/svg+xml under a CSP that runs nothing, cached for good", async () => {
    const r = await adminCall(app, 'GET', `/v1/info/logo/${ROOT_A}/${second}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('cache-control')).toContain('max-age=31536000');
    expect(r.body).toBe(SVG);
    expect((await adminCall(app, 'GET', `/v1/info/logo/${ROOT_A}/1`)).statusCode).toBe(404);
    expect((await adminCall(app, 'GET', `/v1/info/logo/not-an-address/1`)).statusCode).toBe(400);
  });

  it('stores a hostile logo only as sanitized', async () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script>' +
      '<rect onclick="alert(2)" width="4" height="4"/><image href="http://evil.example/x.png"/></svg>';
    const r = await put(update(ROOT_B, { asset_logo: b64(hostile) }), owner);
    // ROOT_B is Pending: approve it first, then submit the hostile logo.
    expect(r.statusCode).toBe(409);
    const [pending] = (
      await adminCall(app, 'POST', '/v1/authorized/tokens/list', owner, { root_address: ROOT_B })
    ).json().rows;
    await vote({ root_address: ROOT_B, active_from: pending.active_from, kind: 'Approve' });
    const stored = await put(update(ROOT_B, { asset_logo: b64(hostile) }), owner);
    expect(stored.statusCode, stored.body).toBe(200);
    const logo = await adminCall(app, 'GET', stored.json().data.asset_logo_url.replace('/api/admin', ''));
    expect(logo.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>');
  });
});
