// The verification service over HTTP against a local network indexed into a real database: the local
// network's own FunC and Tolk contracts compiled from the sources in packages/localnet/contracts match
// the code of the accounts the network runs, and those accounts then show verified; another source or
// optimisation level leaves them unverified; every refusal names its field; compiles run under a wall
// time and a bounded queue.
import { readFileSync } from 'node:fs';
import { type Database, recordVerifiedContract } from '@tvmscan/db';
import {
  ANNOUNCER_ABI,
  announceBody,
  announcerState,
  COUNTER_ABI,
  counterState,
  createLocalnet,
  giverMessage,
  incrementBody,
  type Localnet,
} from '@tvmscan/localnet';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { indexBatches } from '@tvmscan/test-support/indexed';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompileRunner, DEFAULT_COMPILE_LIMITS, verifyRoutes } from '../src/index';

const CONTRACTS = new URL('../../../packages/localnet/contracts/', import.meta.url);
const source = (name: string) => readFileSync(new URL(name, CONTRACTS), 'utf8');
const ELECTOR = `-1:${'3'.repeat(64)}`;
const FUNC = 'func@0.4.6-wasmfix.debugger.1';
const OLD_FUNC = 'func@0.4.4-newops.1';
const V = '/api/verify';

let net: Localnet;
let database: Database;
let app: FastifyInstance;
let announcer: string;
let counter: string;

beforeAll(async () => {
  let time = Date.now();
  net = await createLocalnet({ seed: 'verify', wallets: 1, clock: () => (time += 1000) });
  announcer = (await announcerState()).address;
  // The announcer makes a transaction, so the index holds its state (the elector's tick-tocks do).
  net.sendMessage(await giverMessage(net, announcer, 10n ** 9n, announceBody('verify me'), Date.now()));
  counter = (await counterState()).address;
  net.sendMessage(await giverMessage(net, counter, 10n ** 9n, incrementBody(5), Date.now()));
  for (let i = 0; i < 3; i++) await net.produceBlock();
  database = await openMigrated();
  await indexBatches(database, net.batchesSince(null));
  app = Fastify();
  await app.register(verifyRoutes, { prefix: V, database });
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
  await net?.stop();
});

const get = (url: string) => app.inject({ method: 'GET', url: `${V}${url}` });
const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `${V}${url}`, payload: payload as object });

type Source = { path: string; content: string; source_type: 'CompileTarget' | 'VerifyTarget' | 'Dependency' };
const compileRequest = (sources: Source[], version = FUNC, extra: object = {}) => ({
  compiler: { version, flags: [''] },
  sources,
  license: 'GPL-2.0-only',
  ...extra,
});
const electorSources = (elector = source('elector.fc')): Source[] => [
  { path: 'contracts/src/elector.fc', content: elector, source_type: 'VerifyTarget' },
  { path: 'contracts/src/stdlib.fc', content: source('stdlib.fc'), source_type: 'Dependency' },
];
const codeHashOf = async (address: string) =>
  (
    await database.db
      .selectFrom('accounts')
      .select('code_hash')
      .where('workchain', '=', Number(address.split(':')[0]))
      .where('address', '=', Buffer.from(address.split(':')[1], 'hex'))
      .executeTakeFirstOrThrow()
  ).code_hash!.toString('hex');

describe(`verification on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('lists the WebAssembly compilers, no linker', async () => {
    const compilers = (await get('/supported/compilers')).json();
    expect(compilers.map((c: { key: string }) => c.key)).toEqual([
      FUNC,
      OLD_FUNC,
      'tolk@1.3.0',
      'tolk@1.2.0',
    ]);
    expect(
      compilers.every((c: { available: boolean; linker: null }) => c.available && c.linker === null),
    ).toBe(true);
    expect((await get('/supported/solc')).json()).toMatchObject({
      [FUNC]: 'FunC 0.4.6 (func-js-bin 0.4.6-wasmfix.debugger.1)',
      'tolk@1.3.0': 'Tolk 1.3.0 (tolk-js 1.3.0)',
    });
    expect((await get('/supported/linker')).json()).toEqual([]);
  });

  it('leaves the elector unverified by a one-character change and by another optimisation level', async () => {
    const changed = source('elector.fc').replace('one_coin = 1000000000;', 'one_coin = 1000000001;');
    expect(changed).not.toBe(source('elector.fc'));
    const r = await post('/compile', compileRequest(electorSources(changed)));
    expect(r.statusCode).toBe(200);
    // A failed compile says why (a crashed or cut-off child's output is in stderr).
    expect(r.json().failed_to_verify).toEqual({});
    expect(r.json().compiled[0].code_hash).not.toBe(await codeHashOf(ELECTOR));
    const o1 = await post('/compile', {
      ...compileRequest(electorSources()),
      compiler: { version: FUNC, flags: ['-O1'] },
    });
    expect(o1.json().compiled[0].code_hash).not.toBe(await codeHashOf(ELECTOR));
    expect((await get(`/info/address/${ELECTOR}`)).statusCode).toBe(404);
  });

  it('verifies the elector from its source: the hash is the indexed account code hash', async () => {
    const r = await post('/compile', compileRequest(electorSources()));
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.failed_to_verify).toEqual({});
    expect(body.compiled).toHaveLength(1);
    expect(body.compiled[0]).toMatchObject({ contract_name: 'elector', success: true });
    const hash = body.compiled[0].code_hash;
    expect(hash).toBe(await codeHashOf(ELECTOR));
    const info = (await get(`/info/address/${ELECTOR}`)).json();
    expect(info).toMatchObject({
      code_hash: hash,
      contract_name: 'elector',
      compiler_version: FUNC,
      linker_version: null,
      abi: null,
      verified_by: 'compiled',
      license: 'GPL-2.0-only',
      salted: false,
    });
    expect(info.sources.map((s: { path: string }) => s.path)).toEqual([
      'contracts/src/elector.fc',
      'contracts/src/stdlib.fc',
    ]);
    expect((await get(`/info/${ELECTOR}`)).json().code_hash).toBe(hash);
    expect((await get(`/info/${hash.toUpperCase()}`)).json().code_hash).toBe(hash);
    expect((await get(`/info/code_hash/${hash}`)).json().contract_name).toBe('elector');
    // The same sources again: already verified, nothing recorded twice.
    const again = (await post('/compile', compileRequest(electorSources()))).json();
    expect(again).toEqual({
      compiled: [],
      already_verified: { 'contracts/src/elector.fc': hash },
      failed_to_verify: {},
    });
  });

  it('finds the same hash with an older FunC whose code generation did not change: already verified', async () => {
    const r = (await post('/compile', compileRequest(electorSources(), OLD_FUNC))).json();
    expect(r).toEqual({
      compiled: [],
      already_verified: { 'contracts/src/elector.fc': await codeHashOf(ELECTOR) },
      failed_to_verify: {},
    });
  });

  it('verifies the announcer with the ABI sent beside it, and lists newest first with the total', async () => {
    const r = await post(
      '/compile',
      compileRequest(
        [
          { path: 'announcer.fc', content: source('announcer.fc'), source_type: 'CompileTarget' },
          { path: 'announcer.abi.json', content: ANNOUNCER_ABI, source_type: 'Dependency' },
          { path: 'stdlib.fc', content: source('stdlib.fc'), source_type: 'Dependency' },
        ],
        FUNC,
        { project_link: 'https://example.org/announcer' },
      ),
    );
    const hash = r.json().compiled[0].code_hash;
    expect(hash).toBe(await codeHashOf(announcer));
    const info = (await get(`/info/address/${announcer}`)).json();
    expect(info.abi).toEqual(JSON.parse(ANNOUNCER_ABI));
    expect(info.project_link).toBe('https://example.org/announcer');
    const list = (await post('/info/list', { limit: 2, offset: 0 })).json();
    expect(list.total_count).toBe(4);
    expect(list.data[0]).toMatchObject({
      code_hash: hash,
      contract_name: 'announcer',
      verified_by: 'compiled',
    });
    expect((await post('/info/list', { limit: 2, offset: 2 })).json().data).toHaveLength(2);
  });

  it('verifies the Tolk counter with the tolk-js that built it', async () => {
    const counterSource: Source[] = [
      { path: 'contracts/src/counter.tolk', content: source('counter.tolk'), source_type: 'VerifyTarget' },
      { path: 'contracts/src/counter.abi.json', content: COUNTER_ABI, source_type: 'Dependency' },
    ];
    const r = (await post('/compile', compileRequest(counterSource, 'tolk@1.3.0'))).json();
    expect(r.failed_to_verify).toEqual({});
    expect(r.compiled[0]).toMatchObject({ contract_name: 'counter', code_hash: await codeHashOf(counter) });
    const info = (await get(`/info/address/${counter}`)).json();
    expect(info).toMatchObject({
      compiler_version: 'tolk@1.3.0',
      abi: JSON.parse(COUNTER_ABI),
      salted: false,
    });
  });

  it('lets a compile replace an attestation of the same hash', async () => {
    const hash = await codeHashOf(ELECTOR);
    // Recorded here as `tvmscan verify attest` will record it: verified_by attested.
    const attestedHash = 'ab'.repeat(32);
    await recordVerifiedContract(database.db, {
      codeHash: attestedHash,
      contractName: 'Attested',
      compilerVersion: 'sold 0.72.0',
      linkerVersion: null,
      abi: null,
      sources: [{ path: 'contracts/src/a.tsol', content: 'contract A {}' }],
      verifiedBy: 'attested',
      verifiedAt: 1,
    });
    expect((await get(`/info/${attestedHash}`)).json().verified_by).toBe('attested');
    expect((await get(`/info/${hash}`)).json().verified_by).toBe('compiled');
  });

  it('reports a compile error as the compiler said it, and records nothing', async () => {
    const r = await post(
      '/compile',
      compileRequest([
        { path: 'bad.fc', content: '() recv_internal() { oops }', source_type: 'CompileTarget' },
      ]),
    );
    expect(r.statusCode).toBe(200);
    const failed = r.json().failed_to_verify['contracts/src/bad.fc'];
    expect(failed.compiler_output.success).toBe(false);
    expect(failed.compiler_output.stderr).toMatch(/bad\.fc:1/);
    const missing = (
      await post(
        '/compile',
        compileRequest([{ path: 'e.fc', content: '#include "nowhere.fc";', source_type: 'CompileTarget' }]),
      )
    ).json();
    expect(missing.failed_to_verify['contracts/src/e.fc'].compiler_output.stderr).toMatch(/nowhere\.fc/);
  });

  it('refuses bad requests naming the field', async () => {
    const one = (path: string, content = '() main() { }') => [
      { path, content, source_type: 'CompileTarget' as const },
    ];
    const cases: [unknown, string][] = [
      [compileRequest(one('a.fc'), 'func@9.9.9'), 'compiler.version'],
      [compileRequest(one('../a.fc')), 'sources.0.path'],
      [compileRequest(one('contracts/src/../../a.fc')), 'sources.0.path'],
      [compileRequest(one('/etc/passwd.fc')), 'sources.0.path'],
      [compileRequest(one('a.sol')), 'sources.0.path'],
      [compileRequest(one('a.tolk')), 'sources.0.path'],
      [compileRequest([...one('a.fc'), ...one('contracts/src/a.fc')]), 'sources.1.path'],
      [compileRequest([{ path: 'a.fc', content: '', source_type: 'Dependency' }]), 'sources'],
      [compileRequest(one('a.fc'), FUNC, { linker: { version: '0.15.48' } }), 'linker.version'],
      [compileRequest(one('a.fc'), FUNC, { project_link: 'http://example.org' }), 'project_link'],
      [compileRequest(one('a.fc'), FUNC, { audit_url: 'javascript:alert(1)' }), 'audit_url'],
      [compileRequest(one('a.fc'), FUNC, { license: '' }), 'license'],
      [
        { ...compileRequest(one('a.fc')), compiler: { version: FUNC, flags: ['--rm -rf'] } },
        'compiler.flags.0',
      ],
      [compileRequest(one('a.fc', 'x\u0000')), 'sources.0.content'],
      [compileRequest(one('a.fc', 'x'.repeat(256 * 1024 + 1))), 'sources.0.content'],
      [compileRequest(Array.from({ length: 101 }, (_, i) => one(`a${i}.fc`)[0])), 'sources'],
      [
        compileRequest([
          ...one('a.fc'),
          { path: 'a.abi.json', content: '{"events":[]}', source_type: 'Dependency' },
        ]),
        'sources.1.content',
      ],
    ];
    for (const [payload, field] of cases) {
      const r = await post('/compile', payload);
      expect(r.statusCode, field).toBe(400);
      expect(r.json(), field).toMatchObject({ code: 'BAD_REQUEST', field });
    }
    const big = await post(
      '/compile',
      compileRequest(Array.from({ length: 9 }, (_, i) => one(`b${i}.fc`, 'x'.repeat(250_000))[0])),
    );
    expect(big.statusCode).toBe(413);
    expect((await get('/info/not-a-hash')).json()).toMatchObject({ code: 'BAD_REQUEST', field: 'id' });
    expect((await get(`/info/code_hash/${'0'.repeat(64)}`)).json()).toMatchObject({
      code: 'NOT_FOUND',
      field: 'hash',
    });
    // A schema's refusal names the field in its message too (api-schema validationRefusal).
    expect((await post('/info/list', { limit: 20, offset: 10_001 })).json()).toMatchObject({
      field: 'offset',
      message: expect.stringMatching(/^offset: /),
    });
  });
});

describe('compiles under caps', () => {
  // Tolk instantiates f<(T, T)> without end: the compiler never returns (nor yields to its event loop).
  const endless = [
    {
      path: 'endless.tolk',
      content:
        'fun f<T>(x: T): int { return f<(T, T)>((x, x)); }\nfun onInternalMessage(in: InMessage) { f<int>(1); }\n',
      source_type: 'CompileTarget' as const,
    },
  ];
  let capped: FastifyInstance;
  beforeAll(async () => {
    capped = Fastify();
    const runner = new CompileRunner({ ...DEFAULT_COMPILE_LIMITS, timeoutMs: 4_000, queue: 1 });
    await capped.register(verifyRoutes, { prefix: V, database, runner });
    await capped.ready();
  });
  afterAll(() => capped?.close());

  it('stops a compile that never finishes, and refuses compiles past the queue with 429', async () => {
    const send = () =>
      capped.inject({ method: 'POST', url: `${V}/compile`, payload: compileRequest(endless, 'tolk@1.3.0') });
    const started = Date.now();
    const [first, second, third] = await Promise.all([send(), send(), send()]);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('5');
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    for (const r of [first, second]) {
      expect(r.statusCode).toBe(200);
      expect(r.json().failed_to_verify['contracts/src/endless.tolk'].compiler_output.stderr).toMatch(
        /past 4 s/,
      );
    }
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);
});
