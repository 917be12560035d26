// Community token lists through the Admin API over HTTP with real JWTs of a local issuer, on PGlite (and
// on PostgreSQL when DATABASE_URL is set): every authorized call as the owner, a manager with a
// verified email, a manager whose email is not verified (no rights), another signed-in user and an
// anonymous caller (spec §6); the add and propose rules and their §8 texts (§4, §5); the form's
// validation (§5); the public reads; and the manifests, validated against the format's published JSON
// Schema and following each change. The tokens' facts are written with the repository calls the
// indexer and the asset proposal routes use.
import { FIELD_MESSAGES, TOKEN_LIST_LIMITS, TOKEN_LIST_MESSAGES } from '@tvmscan/api-schema';
import { type Database, submitTokenProposal, voteTokenProposal } from '@tvmscan/db';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SUB, type Answer, adminCall, type Issuer, startAdmin, startIssuer } from './support';

/** An indexed TIP-3 root whose asset information an admin approved: verified. */
const VERIFIED = `0:${'a1'.repeat(32)}`;
/** An indexed root submitted for verification, still pending: not verified. */
const PENDING = `0:${'b2'.repeat(32)}`;
/** Another submitted, unverified root. */
const SUBMITTED = `0:${'c3'.repeat(32)}`;
/** An indexed root nobody submitted. */
const UNSUBMITTED = `0:${'d4'.repeat(32)}`;
/** A root the explorer never indexed. */
const UNKNOWN = `0:${'e5'.repeat(32)}`;
const NETWORK_ID = 42;

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3" fill="#08f"/></svg>';
const b64 = (s: string) => Buffer.from(s).toString('base64');

// The TIP-3 token list format's JSON Schema as broxus/ton-assets publishes it (schemas/manifest.json),
// restated: draft-04 there, whose keywords used here mean the same in the draft ajv reads.
const MANIFEST_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string', pattern: '^\\S.*\\S$' },
    version: {
      type: 'object',
      properties: { major: { type: 'integer' }, minor: { type: 'integer' }, patch: { type: 'integer' } },
      required: ['major', 'minor', 'patch'],
    },
    keywords: { type: 'array', items: { type: 'string', pattern: '^\\S.*\\S$' } },
    logoURI: { type: 'string', format: 'uri' },
    timestamp: { type: 'string', pattern: '^\\S.*\\S$' },
    tokens: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', pattern: '^\\S.*\\S$' },
          chainId: { type: 'integer' },
          symbol: { type: 'string', pattern: '^\\S.*\\S$' },
          decimals: { type: 'integer', minimum: 0 },
          address: { type: 'string', pattern: '^(-1|0):[0-9a-fA-F]{64}$' },
          logoURI: { type: 'string', format: 'uri' },
          version: { type: 'integer' },
        },
        required: ['name', 'chainId', 'symbol', 'decimals', 'address'],
      },
    },
  },
  required: ['name', 'version', 'keywords', 'timestamp', 'tokens'],
};
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addFormat('uri', (s: string) => URL.canParse(s));
const validManifest = ajv.compile(MANIFEST_SCHEMA);

let database: Database;
let issuer: Issuer;
let app: FastifyInstance;
const bearer: Record<'owner' | 'manager' | 'unverified' | 'other', string> = {
  owner: '',
  manager: '',
  unverified: '',
  other: '',
};

async function indexRoot(root: string, name: string, symbol: string, decimals: number): Promise<void> {
  const [wc, hex] = root.split(':');
  await sql`INSERT INTO token_roots (workchain, address, name, symbol, decimals, total_supply, standard,
      code_hash, created_at, created_lt, updated_at, last_tx_lt)
    VALUES (${Number(wc)}, ${Buffer.from(hex, 'hex')}, ${name}, ${symbol}, ${decimals}, 0, 'Tip3',
      ${Buffer.alloc(32)}, 1, 1, 1, 1)`.execute(database.db);
}

async function submit(root: string, approve: boolean): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const meta = {
    project_name: 'Project',
    project_website: 'https://p.example',
    project_email: 'team@p.example',
    project_sector: 'DeFi',
    project_desc: '',
    cmc_ticker: '',
    coingecko_ticker: '',
  };
  const stored = await submitTokenProposal(database.db, {
    sub: 'token-owner',
    root,
    now,
    meta,
    socials: {} as never,
    logoSvg: SVG,
  });
  if (approve && stored !== 'pending')
    await voteTokenProposal(
      database.db,
      {
        root,
        activeFrom: stored.activeFrom,
        voterSub: ADMIN_SUB,
        now,
        status: 'Approved',
        reason: null,
      },
      () => '',
    );
}

beforeAll(async () => {
  database = await openMigrated();
  issuer = await startIssuer();
  app = await startAdmin(database, issuer, { networkId: NETWORK_ID });
  const person = (sub: string, email: string, verified = true) =>
    issuer.token(sub, { email, email_verified: verified });
  bearer.owner = await person('list-owner', 'owner@example.com');
  bearer.manager = await person('list-manager', 'Manager@Example.com');
  bearer.unverified = await person('list-unverified', 'unverified@example.com', false);
  bearer.other = await person('someone-else', 'other@example.com');
  await indexRoot(VERIFIED, 'Verified Token', 'VRF', 9);
  await indexRoot(PENDING, 'Pending\n  Token', 'PND', 6);
  await indexRoot(SUBMITTED, 'Submitted', 'SUB', 3);
  await indexRoot(UNSUBMITTED, 'Nobody', 'NOB', 9);
  await submit(VERIFIED, true);
  await submit(PENDING, false);
  await submit(SUBMITTED, false);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await issuer?.close();
  if (database) await dispose(database);
});

type Who = keyof typeof bearer | 'anonymous';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, who: Who, body?: unknown) =>
  adminCall(app, method, path, who === 'anonymous' ? undefined : bearer[who], body);
const A = '/v1/authorized/token_lists';

let urls = 0;
const nextUrl = () => `list${++urls}x`;
const listBody = (over: Record<string, unknown> = {}) => ({
  is_public: true,
  verified: false,
  asset_logo: b64(SVG),
  name: 'Community list',
  description: 'Tokens we like.',
  url: nextUrl(),
  managers: ['manager@example.com', 'unverified@example.com'],
  ...over,
});

async function createList(over: Record<string, unknown> = {}): Promise<string> {
  const created = await call('POST', A, 'owner', listBody(over));
  expect(created.statusCode, created.body).toBe(200);
  return created.json().id;
}

const ok = (a: Answer) => expect(a.statusCode, a.body).toBe(200);

describe('roles (spec §6)', () => {
  type Need = 'owner' | 'manager' | 'signedIn';
  const calls: Array<{
    name: string;
    need: Need;
    prepare?: (id: string) => Promise<void>;
    run: (id: string, who: Who) => Promise<Answer>;
  }> = [
    { name: 'create', need: 'signedIn', run: (_id, who) => call('POST', A, who, listBody()) },
    {
      name: 'update',
      need: 'owner',
      run: (id, who) => call('PUT', `${A}/${id}`, who, listBody({ verified: undefined })),
    },
    { name: 'delete', need: 'owner', run: (id, who) => call('DELETE', `${A}/${id}`, who) },
    { name: 'list managers', need: 'manager', run: (id, who) => call('GET', `${A}/${id}/managers`, who) },
    {
      name: 'add a manager',
      need: 'owner',
      run: (id, who) => call('POST', `${A}/${id}/managers`, who, { email: 'new@example.com' }),
    },
    {
      name: 'remove a manager',
      need: 'owner',
      run: (id, who) => call('DELETE', `${A}/${id}/managers`, who, { email: 'manager@example.com' }),
    },
    { name: 'is_owner', need: 'signedIn', run: (id, who) => call('POST', `${A}/${id}/is_owner`, who) },
    {
      name: 'add tokens',
      need: 'manager',
      run: (id, who) => call('POST', `${A}/${id}/tokens`, who, { tokens: [PENDING] }),
    },
    {
      name: 'remove tokens',
      need: 'manager',
      prepare: async (id) => ok(await call('POST', `${A}/${id}/tokens`, 'owner', { tokens: [VERIFIED] })),
      run: (id, who) => call('DELETE', `${A}/${id}/tokens`, who, { root_addresses: [VERIFIED] }),
    },
    {
      name: 'order tokens',
      need: 'manager',
      prepare: async (id) => ok(await call('POST', `${A}/${id}/tokens`, 'owner', { tokens: [VERIFIED] })),
      run: (id, who) =>
        call('PUT', `${A}/${id}/tokens/ordering`, who, [{ order: 7, root_address: VERIFIED }]),
    },
    {
      name: 'propose tokens',
      need: 'signedIn',
      run: (id, who) => call('POST', `${A}/${id}/proposals`, who, { tokens: [PENDING] }),
    },
    {
      name: 'approve proposals',
      need: 'manager',
      prepare: async (id) => ok(await call('POST', `${A}/${id}/proposals`, 'other', { tokens: [PENDING] })),
      run: (id, who) =>
        call('POST', `${A}/${id}/proposals/approve`, who, { approve: true, root_addresses: [PENDING] }),
    },
    {
      name: 'my lists',
      need: 'signedIn',
      run: (_id, who) => call('POST', `${A}/list`, who, { only_my: true }),
    },
    {
      name: 'count my lists',
      need: 'signedIn',
      run: (_id, who) => call('POST', `${A}/list/count`, who, { only_my: true }),
    },
    {
      name: 'order my lists',
      need: 'manager',
      run: (id, who) => call('PUT', `${A}/ordering`, who, [{ order: 0, id }]),
    },
  ];
  const expected = (need: Need, who: Who) => {
    if (who === 'anonymous') return 401;
    if (need === 'signedIn' || who === 'owner') return 200;
    if (need === 'manager' && who === 'manager') return 200;
    return 403;
  };
  const cases = calls.flatMap((c) =>
    (['owner', 'manager', 'unverified', 'other', 'anonymous'] as const).map((who) => ({ ...c, who })),
  );

  it.each(cases)('$name as $who', async ({ need, prepare, run, who }) => {
    const id = await createList();
    await prepare?.(id);
    const answer = await run(id, who);
    expect(answer.statusCode, answer.body).toBe(expected(need, who));
    if (answer.statusCode !== 200)
      expect(Object.keys(answer.json()).sort()).toEqual(['code', 'field', 'message']);
  });

  it('answers each caller its role, and the unverified email is nobody’s manager', async () => {
    const id = await createList();
    const role = async (who: Who) => (await call('POST', `${A}/${id}/is_owner`, who)).json();
    expect(await role('owner')).toEqual({ is_owner: true, is_manager: false });
    expect(await role('manager')).toEqual({ is_owner: false, is_manager: true });
    expect(await role('unverified')).toEqual({ is_owner: false, is_manager: false });
    expect(await role('other')).toEqual({ is_owner: false, is_manager: false });
  });

  it('lets nobody edit the system list', async () => {
    for (const who of ['owner', 'manager', 'other'] as const) {
      expect((await call('POST', `${A}/system/tokens`, who, { tokens: [VERIFIED] })).statusCode).toBe(403);
      expect((await call('POST', `${A}/system/proposals`, who, { tokens: [PENDING] })).statusCode).toBe(403);
      expect((await call('DELETE', `${A}/system`, who)).statusCode).toBe(403);
    }
  });
});

describe('adding and proposing (spec §4, §5, §8)', () => {
  const refused = (a: Answer, status: number, message: string, field: string) => {
    expect(a.statusCode, a.body).toBe(status);
    expect(a.json()).toMatchObject({ message, field });
  };

  it('refuses a token not submitted for verification, with its text', async () => {
    const id = await createList();
    for (const root of [UNSUBMITTED, UNKNOWN]) {
      refused(
        await call('POST', `${A}/${id}/tokens`, 'owner', { tokens: [root] }),
        400,
        TOKEN_LIST_MESSAGES.notSubmitted,
        'tokens.0',
      );
      refused(
        await call('POST', `${A}/${id}/proposals`, 'other', { tokens: [root] }),
        400,
        TOKEN_LIST_MESSAGES.notSubmitted,
        'tokens.0',
      );
    }
  });

  it('keeps an unverified token out of a verified-only list', async () => {
    const id = await createList({ verified: true });
    refused(
      await call('POST', `${A}/${id}/tokens`, 'manager', { tokens: [VERIFIED, PENDING] }),
      400,
      TOKEN_LIST_MESSAGES.notVerified,
      'tokens.1',
    );
    refused(
      await call('POST', `${A}/${id}/proposals`, 'other', { tokens: [PENDING] }),
      400,
      TOKEN_LIST_MESSAGES.notVerified,
      'tokens.0',
    );
    // Nothing of the refused call was added.
    expect((await call('GET', `/v1/info/token_lists/${id}`, 'anonymous')).json().tokens_count).toBe(0);
    ok(await call('POST', `${A}/${id}/tokens`, 'manager', { tokens: [VERIFIED] }));
  });

  it('refuses a token already added, to add and to propose', async () => {
    const id = await createList();
    ok(await call('POST', `${A}/${id}/tokens`, 'owner', { tokens: [VERIFIED] }));
    refused(
      await call('POST', `${A}/${id}/tokens`, 'manager', { tokens: [VERIFIED] }),
      409,
      TOKEN_LIST_MESSAGES.alreadyAdded,
      'tokens.0',
    );
    refused(
      await call('POST', `${A}/${id}/proposals`, 'other', { tokens: [VERIFIED] }),
      409,
      TOKEN_LIST_MESSAGES.alreadyAdded,
      'tokens.0',
    );
  });

  it('blocks re-proposing a pending or a declined proposal; an approved one enters the list', async () => {
    const id = await createList();
    ok(await call('POST', `${A}/${id}/proposals`, 'other', { tokens: [PENDING, SUBMITTED] }));
    let list = (await call('GET', `/v1/info/token_lists/${id}`, 'anonymous')).json();
    expect(list.proposals_count).toBe(2);
    const pending = await call('POST', `${A}/${id}/proposals`, 'unverified', { tokens: [PENDING] });
    refused(pending, 409, TOKEN_LIST_MESSAGES.alreadyAdded, 'tokens.0');
    expect(pending.json().code).toBe('PENDING');
    const proposed = (await call('GET', `/v1/info/token_lists/${id}/proposals`, 'anonymous')).json();
    expect(proposed.rows.map((r: { root_address: string }) => r.root_address).sort()).toEqual([
      PENDING,
      SUBMITTED,
    ]);

    ok(
      await call('POST', `${A}/${id}/proposals/approve`, 'manager', {
        approve: false,
        root_addresses: [SUBMITTED],
      }),
    );
    refused(
      await call('POST', `${A}/${id}/proposals`, 'other', { tokens: [SUBMITTED] }),
      409,
      TOKEN_LIST_MESSAGES.declined,
      'tokens.0',
    );
    // A declined proposal is no longer pending: it cannot be approved.
    const again = await call('POST', `${A}/${id}/proposals/approve`, 'manager', {
      approve: true,
      root_addresses: [SUBMITTED],
    });
    expect(again.statusCode).toBe(404);

    ok(
      await call('POST', `${A}/${id}/proposals/approve`, 'owner', {
        approve: true,
        root_addresses: [PENDING],
      }),
    );
    list = (await call('GET', `/v1/info/token_lists/${id}`, 'anonymous')).json();
    expect(list).toMatchObject({ tokens_count: 1, proposals_count: 0 });
    const tokens = (await call('GET', `/v1/info/token_lists/${id}/tokens`, 'anonymous')).json();
    expect(tokens.rows).toMatchObject([
      { root_address: PENDING, symbol: 'PND', decimals: 6, verified: false },
    ]);
  });
});

describe('the list form (spec §5)', () => {
  it.each([
    ['url', { url: 'abc' }, FIELD_MESSAGES.latin],
    ['url', { url: `a${'b'.repeat(127)}` }, 'Field cannot be longer than 127 characters.'],
    ['url', { url: 'has-dash' }, FIELD_MESSAGES.latin],
    ['url', { url: 'ünïcode' }, FIELD_MESSAGES.latin],
    ['name', { name: '' }, FIELD_MESSAGES.empty],
    ['name', { name: 'n'.repeat(128) }, 'Field cannot be longer than 127 characters.'],
    ['description', { description: 'd'.repeat(4097) }, 'Field cannot be longer than 4096 characters.'],
    [
      'asset_logo',
      { asset_logo: 'A'.repeat(TOKEN_LIST_LIMITS.logoLength + 1) },
      'Field cannot be longer than 100000 characters.',
    ],
    ['managers.1', { managers: ['ok@example.com', 'not an email'] }, FIELD_MESSAGES.email],
  ])('refuses a bad %s', async (field, over, message) => {
    const answer = await call('POST', A, 'owner', listBody(over));
    expect(answer.statusCode, answer.body).toBe(400);
    const body = answer.json();
    expect(body.field).toBe(field);
    expect(body.message).toContain(message);
  });

  it('refuses an icon that is not an SVG', async () => {
    const answer = await call(
      'POST',
      A,
      'owner',
      listBody({ asset_logo: b64('<html><script>1</script></html>') }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: FIELD_MESSAGES.svg, field: 'asset_logo' });
  });

  it('keeps urls unique without regard to case, reserves system, and answers the lookup the form makes', async () => {
    const url = nextUrl();
    await createList({ url });
    const again = await call('POST', A, 'other', listBody({ url: url.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: FIELD_MESSAGES.unique, field: 'url' });
    for (const reserved of ['system', 'SYSTEM'])
      expect((await call('POST', A, 'owner', listBody({ url: reserved }))).json()).toMatchObject({
        field: 'url',
        message: FIELD_MESSAGES.unique,
      });
    expect((await call('GET', `/v1/info/token_lists/by_url/${url}`, 'anonymous')).json().url).toBe(url);
    expect((await call('GET', '/v1/info/token_lists/by_url/freeurl1', 'anonymous')).statusCode).toBe(404);
    expect((await call('GET', '/v1/info/token_lists/by_url/no-way', 'anonymous')).statusCode).toBe(400);
  });

  it('keeps the verified-only flag as created, and updates the rest', async () => {
    const id = await createList({ verified: true });
    const sent = await call('PUT', `${A}/${id}`, 'owner', {
      ...listBody({ name: 'Renamed' }),
      verified: false,
    });
    expect(sent.statusCode).toBe(400);
    const { verified: _, ...update } = listBody({
      name: 'Renamed',
      is_public: false,
      managers: ['x@example.com'],
    });
    const updated = await call('PUT', `${A}/${id}`, 'owner', update);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Renamed', verified: true, is_public: false });
    expect((await call('GET', `${A}/${id}/managers`, 'owner')).json()).toEqual(['x@example.com']);
  });

  it('answers malformed ids and bodies with 4xx in the error shape', async () => {
    for (const [method, path, body] of [
      ['GET', '/v1/info/token_lists/not-a-uuid', undefined],
      ['GET', '/v1/info/token_lists/system/tokens?limit=1000', undefined],
      ['POST', '/v1/info/token_lists/list', { limit: 'x' }],
      ['POST', `${A}/00000000-0000-4000-8000-000000000000/tokens`, { tokens: ['nope'] }],
      ['PUT', `${A}/ordering`, []],
    ] as const) {
      const answer = await call(method, path, 'owner', body);
      expect(answer.statusCode, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(Object.keys(answer.json()).sort()).toEqual(['code', 'field', 'message']);
    }
    expect(
      (
        await call('POST', `${A}/00000000-0000-4000-8000-000000000000/tokens`, 'owner', {
          tokens: [VERIFIED],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('public reads and My token lists', () => {
  it('lists the system list first, then the public lists; counts them; My token lists hold roles', async () => {
    const name = `Findable ${Date.now()}`;
    const pub = await createList({ name });
    await createList({ name, is_public: false });
    const found = (await call('POST', '/v1/info/token_lists/list', 'anonymous', { name: 'findable' })).json();
    expect(found.rows.map((l: { id: string }) => l.id)).toEqual([pub]);
    const all = (await call('POST', '/v1/info/token_lists/list', 'anonymous', { limit: 3 })).json();
    expect(all.rows[0]).toMatchObject({ id: 'system', verified: true, tokens_count: 1 });
    expect(all.rows).toHaveLength(3);
    const onlyVerified = (
      await call('POST', '/v1/info/token_lists/list', 'anonymous', { verified: true, limit: 100 })
    ).json();
    expect(onlyVerified.rows.every((l: { verified: boolean }) => l.verified)).toBe(true);
    const count = (
      await call('POST', '/v1/info/token_lists/list/count', 'anonymous', { name: 'findable' })
    ).json();
    expect(count).toEqual({ count: 1 });

    const mine = (await call('POST', `${A}/list`, 'manager', { only_my: true, name: 'findable' })).json();
    expect(mine.rows).toHaveLength(2);
    expect(
      mine.rows.every((r: { is_manager: boolean; is_owner: boolean }) => r.is_manager && !r.is_owner),
    ).toBe(true);
    expect(
      (await call('POST', `${A}/list/count`, 'unverified', { only_my: true, name: 'findable' })).json(),
    ).toEqual({
      count: 0,
    });
  });

  it('puts My token lists in the caller’s own order', async () => {
    const name = `Ordered ${Date.now()}`;
    const first = await createList({ name });
    const second = await createList({ name });
    ok(
      await call('PUT', `${A}/ordering`, 'manager', [
        { order: 0, id: first },
        { order: 1, id: second },
      ]),
    );
    const ids = async (who: Who) =>
      (await call('POST', `${A}/list`, who, { only_my: true, name }))
        .json()
        .rows.map((r: { token_list: { id: string } }) => r.token_list.id);
    expect(await ids('manager')).toEqual([first, second]);
    ok(await call('PUT', `${A}/ordering`, 'manager', [{ order: 5, id: first }]));
    expect(await ids('manager')).toEqual([second, first]);
  });

  it('serves the icon sanitized, under a CSP that runs nothing', async () => {
    const evil =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>';
    const id = await createList({ asset_logo: b64(evil) });
    const list = (await call('GET', `/v1/info/token_lists/${id}`, 'anonymous')).json();
    const icon = await call('GET', list.asset_logo_url.replace('/api/admin', ''), 'anonymous');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(icon.body).not.toMatch(/script|onload/);
    expect(icon.body).toContain('<rect');
  });
});

describe('manifests (spec §7 "Manifest files")', () => {
  const manifest = async (path: string) => {
    const answer = await call('GET', path, 'anonymous');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(validManifest(body), JSON.stringify(validManifest.errors)).toBe(true);
    return body;
  };
  const addresses = (m: { tokens: Array<{ address: string }> }) => m.tokens.map((t) => t.address);

  it('serves the system list of approved tokens', async () => {
    const m = await manifest('/v1/manifests/system/manifest.json');
    expect(m.tokens).toEqual([
      { name: 'Verified Token', chainId: NETWORK_ID, symbol: 'VRF', decimals: 9, address: VERIFIED },
    ]);
  });

  it('follows each change of a public list (add, reorder, approve, remove), by url and by id', async () => {
    const url = nextUrl();
    const id = await createList({ url });
    const byUrl = `/v1/manifests/${url}/manifest.json`;
    const byId = `/v1/manifests/id/${id}/manifest.json`;
    expect((await call('GET', `/v1/info/token_lists/${id}`, 'anonymous')).json().manifest_url).toBe(
      `/api/admin${byUrl}`,
    );
    const before = await manifest(byUrl);
    expect(before.tokens).toEqual([]);

    ok(await call('POST', `${A}/${id}/tokens`, 'manager', { tokens: [VERIFIED, SUBMITTED] }));
    const added = await manifest(byUrl);
    expect(addresses(added)).toEqual([VERIFIED, SUBMITTED]);
    expect(added.version.minor).toBeGreaterThan(before.version.minor);

    ok(
      await call('PUT', `${A}/${id}/tokens/ordering`, 'manager', [
        { order: 10, root_address: VERIFIED },
        { order: 5, root_address: SUBMITTED },
      ]),
    );
    expect(addresses(await manifest(byUrl))).toEqual([SUBMITTED, VERIFIED]);

    ok(await call('POST', `${A}/${id}/proposals`, 'other', { tokens: [PENDING] }));
    expect(addresses(await manifest(byUrl))).toEqual([SUBMITTED, VERIFIED]);
    ok(
      await call('POST', `${A}/${id}/proposals/approve`, 'manager', {
        approve: true,
        root_addresses: [PENDING],
      }),
    );
    const approved = await manifest(byId);
    expect(addresses(approved)).toEqual([SUBMITTED, VERIFIED, PENDING]);
    // Chain text on one line, as the format wants it.
    expect(approved.tokens[2]).toMatchObject({ name: 'Pending Token', chainId: NETWORK_ID });

    ok(await call('DELETE', `${A}/${id}/tokens`, 'owner', { root_addresses: [VERIFIED] }));
    expect(addresses(await manifest(byUrl))).toEqual([SUBMITTED, PENDING]);
  });

  it('serves a private list by id only, and none once deleted', async () => {
    const url = nextUrl();
    const id = await createList({ url, is_public: false });
    expect((await call('GET', `/v1/manifests/${url}/manifest.json`, 'anonymous')).statusCode).toBe(404);
    await manifest(`/v1/manifests/id/${id}/manifest.json`);
    ok(await call('DELETE', `${A}/${id}`, 'owner'));
    expect((await call('GET', `/v1/manifests/id/${id}/manifest.json`, 'anonymous')).statusCode).toBe(404);
    expect((await call('GET', `/v1/info/token_lists/${id}`, 'anonymous')).statusCode).toBe(404);
  });
});
