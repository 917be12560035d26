// TVM Solidity through the operator's manifest (TVMSCAN_COMPILERS). No registry here ships sold, solc or
// tvm_linker, so the suite runs the path against STAND-INs (test/stand-in/replay.mjs) that replay the
// real recorded build of @broxus/tip3's TokenRoot (TVM Solidity 0.57.1 + tvm_linker): sold writing a
// StateInit TVC, sold writing the code cell alone, solc + tvm_linker. It shows that the manifest is
// read and checked, that a binary whose checksum differs (at start or swapped later) or a missing
// linker is refused, that both TVC shapes give the deployed TokenRoot's code hash, and that the flags
// and linker of a request are checked. A real compile runs only where the operator's manifest names a
// binary present on the machine, and is reported skipped otherwise.

import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@tvmscan/db';
import { tokenContractArtifacts } from '@tvmscan/localnet';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompileRunner,
  DEFAULT_COMPILE_LIMITS,
  fileSha256,
  loadCompilerManifest,
  ManifestError,
  type NativeCompiler,
  verifyRoutes,
} from '../src/index';

const require = createRequire(import.meta.url);
const TIP3 = dirname(require.resolve('@broxus/tip3/package.json'));
const STAND_IN = fileURLToPath(new URL('./stand-in/', import.meta.url));
const standIn = (name: string) => ({ path: join(STAND_IN, name), sha256: fileSha256(join(STAND_IN, name)) });
const ROOT_HASH = tokenContractArtifacts().find((a) => a.name === 'TokenRoot')!.codeHash;
const V = '/v';

/** Every file of the package's contracts, TokenRoot.tsol the target. */
function tip3Sources(
  dir = join(TIP3, 'contracts'),
): { path: string; content: string; source_type: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tip3Sources(path);
    if (!name.endsWith('.tsol')) return [];
    const rel = relative(join(TIP3, 'contracts'), path);
    return [
      {
        path: `contracts/src/${rel}`,
        content: readFileSync(path, 'utf8'),
        source_type: rel === 'TokenRoot.tsol' ? 'VerifyTarget' : 'Dependency',
      },
    ];
  });
}
const request = (version: string, extra: object = {}, sources = tip3Sources()) => ({
  compiler: { version, flags: [''] },
  sources,
  license: 'AGPL-3.0',
  ...extra,
});

let work: string;
let manifest: string;
let natives: NativeCompiler[];
let database: Database;
let app: FastifyInstance;
const post = (payload: object) => app.inject({ method: 'POST', url: `${V}/compile`, payload });
const get = (url: string) => app.inject({ method: 'GET', url: `${V}${url}` });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'tvmscan-solidity-'));
  const lib = join(work, 'stdlib_sol.tvm');
  writeFileSync(lib, 'the linker library the manifest declares\n');
  // A copy of sold-replay that the test later changes, as a binary swapped after the start would be.
  const swapped = join(work, 'sold-swapped');
  copyFileSync(join(STAND_IN, 'sold-replay'), swapped);
  chmodSync(swapped, 0o755);
  const meta = { fork: 'everx-labs/TVM-Solidity-Compiler', commit: 'a1b2c3d', version: '0.57.1' };
  const linker = {
    version: 'tvm_linker@0.15.70',
    ...standIn('tvm-linker-replay'),
    lib: { path: lib, sha256: fileSha256(lib) },
  };
  manifest = join(work, 'compilers.json');
  writeFileSync(
    manifest,
    JSON.stringify([
      { key: 'sold@0.57.1', ...standIn('sold-replay'), ...meta },
      { key: 'sold-code@0.57.1', ...standIn('sold-replay-code-cell'), ...meta },
      { key: 'solc@0.57.1', ...standIn('solc-replay'), ...meta, linker },
      { key: 'sold-swapped@0.57.1', path: swapped, sha256: fileSha256(swapped), ...meta },
      { key: 'sold-wrong-sum', ...standIn('sold-replay'), sha256: '0'.repeat(64), ...meta },
      {
        key: 'solc-no-linker',
        ...standIn('solc-replay'),
        ...meta,
        linker: { ...linker, path: join(work, 'absent') },
      },
      {
        key: 'solc-false-linker',
        ...standIn('solc-replay'),
        ...meta,
        linker: { ...linker, version: 'false', path: '/bin/false', sha256: fileSha256('/bin/false') },
      },
    ]),
  );
  natives = loadCompilerManifest(manifest);
  database = await openMigrated();
  app = Fastify();
  await app.register(verifyRoutes, { prefix: V, database, nativeCompilers: natives });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the compiler manifest', () => {
  it('offers an entry only while every file it names is present with its checksum', async () => {
    const compilers = (await get('/supported/compilers')).json() as {
      key: string;
      available: boolean;
      linker: string | null;
    }[];
    const solidity = compilers.filter((c) => !/^(func|tolk)@/.test(c.key));
    expect(solidity).toEqual([
      { key: 'sold@0.57.1', language: 'solidity', version: '0.57.1', available: true, linker: null },
      { key: 'sold-code@0.57.1', language: 'solidity', version: '0.57.1', available: true, linker: null },
      {
        key: 'solc@0.57.1',
        language: 'solidity',
        version: '0.57.1',
        available: true,
        linker: 'tvm_linker@0.15.70',
      },
      { key: 'sold-swapped@0.57.1', language: 'solidity', version: '0.57.1', available: true, linker: null },
      { key: 'sold-wrong-sum', language: 'solidity', version: '0.57.1', available: false, linker: null },
      {
        key: 'solc-no-linker',
        language: 'solidity',
        version: '0.57.1',
        available: false,
        linker: 'tvm_linker@0.15.70',
      },
      { key: 'solc-false-linker', language: 'solidity', version: '0.57.1', available: true, linker: 'false' },
    ]);
    expect(natives.find((c) => c.key === 'sold-wrong-sum')?.unavailable).toMatch(
      /does not have the declared sha256/,
    );
    expect(natives.find((c) => c.key === 'solc-no-linker')?.unavailable).toMatch(
      /absent is missing or not executable/,
    );
    const texts = (await get('/supported/solc')).json() as Record<string, string>;
    expect(texts['solc@0.57.1']).toBe(
      'TVM Solidity 0.57.1 (everx-labs/TVM-Solidity-Compiler a1b2c3d, tvm_linker tvm_linker@0.15.70)',
    );
    expect(Object.keys(texts)).not.toContain('sold-wrong-sum');
    expect(Object.keys(texts)).not.toContain('solc-no-linker');
    expect((await get('/supported/linker')).json()).toEqual(['tvm_linker@0.15.70', 'false']);
  });

  it('refuses a malformed manifest at start, naming the entry', () => {
    const write = (content: string) => {
      const path = join(work, 'bad.json');
      writeFileSync(path, content);
      return () => loadCompilerManifest(path);
    };
    expect(write('{')).toThrow(ManifestError);
    const entry = {
      key: 'sold@x',
      path: '/bin/true',
      sha256: 'a'.repeat(64),
      fork: 'f',
      commit: 'abcdef0',
      version: '1',
    };
    expect(write(JSON.stringify([{ ...entry, sha256: 'xyz' }]))).toThrow(
      /0\.sha256: a sha256 as 64 lowercase hex digits/,
    );
    expect(write(JSON.stringify([entry, entry]))).toThrow(/1\.key: sold@x is used twice/);
    expect(write(JSON.stringify([{ ...entry, key: 'func@0.4.6-wasmfix.debugger.1' }]))).toThrow(
      /by a bundled compiler/,
    );
    expect(write(JSON.stringify([{ ...entry, shell: 'sh' }]))).toThrow(ManifestError);
  });
});

describe('compiling TVM Solidity', () => {
  it('gives the deployed TokenRoot code hash from a StateInit TVC, a code-cell TVC and solc + tvm_linker', async () => {
    const first = await post(request('sold@0.57.1'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().compiled).toMatchObject([
      { contract_name: 'TokenRoot', code_hash: ROOT_HASH, success: true },
    ]);
    const codeCell = await post(request('sold-code@0.57.1'));
    expect(codeCell.json()).toMatchObject({
      already_verified: { 'contracts/src/TokenRoot.tsol': ROOT_HASH },
    });
    const linked = await post(request('solc@0.57.1', { linker: { version: 'tvm_linker@0.15.70' } }));
    expect(linked.json()).toMatchObject({ already_verified: { 'contracts/src/TokenRoot.tsol': ROOT_HASH } });
    const info = (await get(`/info/code_hash/${ROOT_HASH}`)).json();
    expect(info).toMatchObject({
      contract_name: 'TokenRoot',
      compiler_version: 'sold@0.57.1',
      verified_by: 'compiled',
    });
    // The build's own ABI is recorded: no ABI was uploaded.
    expect(info.abi).toEqual(JSON.parse(readFileSync(join(TIP3, 'build', 'TokenRoot.abi.json'), 'utf8')));
  });

  it('reports a failing compile and a failing linker with their output', async () => {
    const sources = tip3Sources();
    const target = sources.find((s) => s.source_type === 'VerifyTarget')!;
    target.content = target.content.replace('pragma', 'pragmA');
    const failed = (await post(request('sold@0.57.1', {}, sources))).json();
    expect(failed.compiled).toEqual([]);
    expect(failed.failed_to_verify['contracts/src/TokenRoot.tsol'].compiler_output).toMatchObject({
      success: false,
      stderr: expect.stringMatching(/replays only the recorded build[\s\S]*exited with 1/),
    });
    const unlinked = (await post(request('solc-false-linker', { linker: { version: 'false' } }))).json();
    expect(unlinked.failed_to_verify['contracts/src/TokenRoot.tsol']).toMatchObject({
      compiler_output: { success: true },
      linker_output: { success: false, stderr: 'exited with 1' },
    });
  });

  it('refuses a binary changed since the start instead of running it', async () => {
    const swapped = natives.find((c) => c.key === 'sold-swapped@0.57.1')!.path;
    writeFileSync(swapped, `${readFileSync(swapped, 'utf8')}\n// changed\n`);
    const answer = (await post(request('sold-swapped@0.57.1'))).json();
    expect(answer.failed_to_verify['contracts/src/TokenRoot.tsol'].compiler_output.stderr).toMatch(
      /sold-swapped does not have the declared sha256/,
    );
  });

  it('checks the compiler, the linker and the flags a request names', async () => {
    const refused = async (payload: object) => {
      const r = await post(payload);
      expect(r.statusCode, r.body).toBe(400);
      return r.json() as { field: string; message: string };
    };
    expect(await refused(request('sold-wrong-sum'))).toMatchObject({
      field: 'compiler.version',
      message: 'sold-wrong-sum is not installed on this server',
    });
    expect(await refused(request('solc@0.57.1'))).toMatchObject({
      field: 'linker.version',
      message: 'solc@0.57.1 needs the linker tvm_linker@0.15.70',
    });
    expect(await refused(request('solc@0.57.1', { linker: { version: 'tvm_linker@0.16.0' } }))).toMatchObject(
      {
        field: 'linker.version',
      },
    );
    expect(
      await refused(request('sold@0.57.1', { linker: { version: 'tvm_linker@0.15.70' } })),
    ).toMatchObject({
      field: 'linker.version',
      message: 'sold@0.57.1 uses no linker',
    });
    for (const flag of ['--output-dir=/etc', '--include-path=/', '-O2', '--contract=../x'])
      expect(
        await refused({
          ...request('sold@0.57.1'),
          compiler: { version: 'sold@0.57.1', flags: ['--tvm-version=ever', flag] },
        }),
      ).toMatchObject({ field: 'compiler.flags.1' });
    const wrongExtension = tip3Sources().map((s) =>
      s.source_type === 'VerifyTarget' ? { ...s, path: 'contracts/src/TokenRoot.fc' } : s,
    );
    expect(await refused(request('sold@0.57.1', {}, wrongExtension))).toMatchObject({
      field: expect.stringMatching(/^sources\.\d+\.path$/),
    });
  });
});

describe('a hostile binary', () => {
  it('is killed with everything it started at the wall time, cannot write past the file-size cap nor take memory past the data cap', async () => {
    const script = (name: string, body: string) => {
      const path = join(work, name);
      writeFileSync(path, `#!/bin/sh\n${body}\n`);
      chmodSync(path, 0o755);
      return { key: name, path, sha256: fileSha256(path), fork: 'f', commit: 'abcdef0', version: '0' };
    };
    writeFileSync(
      join(work, 'hostile.json'),
      JSON.stringify([
        script('forks', 'sleep 3117 &\nexec sleep 3118'),
        script('fills', 'head -c 100000000 /dev/zero > "$3/TokenRoot.tvc"'),
        script('eats', `exec awk 'BEGIN { s = "x"; while (1) s = s s }'`),
      ]),
    );
    // The wall-time case runs under a 3 s limit; the caps' cases under a long one, so that on a loaded
    // machine the child's start and awk's doublings up to the data cap are not cut by the clock first.
    const serve = async (timeoutMs: number) => {
      const app = Fastify();
      await app.register(verifyRoutes, {
        prefix: V,
        database,
        runner: new CompileRunner({
          ...DEFAULT_COMPILE_LIMITS,
          timeoutMs,
          fileBytes: 1024 ** 2,
          dataBytes: 1024 ** 3,
        }),
        nativeCompilers: loadCompilerManifest(join(work, 'hostile.json')),
      });
      return app;
    };
    const quick = await serve(3_000);
    const patient = await serve(30_000);
    const compile = async (app: typeof quick, key: string) =>
      (await app.inject({ method: 'POST', url: `${V}/compile`, payload: request(key) })).json()
        .failed_to_verify['contracts/src/TokenRoot.tsol'].compiler_output.stderr as string;
    try {
      expect(await compile(quick, 'forks')).toMatch(/ran past 3 s and was stopped/);
      await new Promise((r) => setTimeout(r, 200));
      expect(execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })).not.toMatch(/sleep 311[78]/);
      expect(await compile(patient, 'fills')).toMatch(/File size limit exceeded[\s\S]*exited with/);
      expect(await compile(patient, 'eats')).toMatch(/cannot allocate[\s\S]*exited with/);
    } finally {
      await Promise.all([quick.close(), patient.close()]);
    }
  }, 90_000);
});

// A real TVM Solidity compile, where the operator's manifest names binaries present on this machine.
const operatorManifest = process.env.TVMSCAN_COMPILERS;
const installed = operatorManifest
  ? loadCompilerManifest(operatorManifest).filter((c) => c.unavailable === null)
  : [];
const why = operatorManifest
  ? `${operatorManifest} names no binary present here`
  : 'TVMSCAN_COMPILERS is not set on this machine';
if (installed.length === 0) it.skip(`a real TVM Solidity compile (skipped: ${why})`, () => undefined);
else
  describe('a real TVM Solidity compile', () => {
    it.each(installed.map((c) => [c.key, c] as const))(
      '%s compiles @broxus/tip3 TokenRoot',
      async (_key, c) => {
        const local = Fastify();
        await local.register(verifyRoutes, { prefix: V, database, nativeCompilers: installed });
        const r = await local.inject({
          method: 'POST',
          url: `${V}/compile`,
          payload: request(c.key, c.linker ? { linker: { version: c.linker.version } } : {}),
        });
        await local.close();
        const answer = r.json();
        expect(answer.failed_to_verify, JSON.stringify(answer.failed_to_verify)).toEqual({});
        // Only the compiler that made the recorded build reproduces its hash.
        if (c.version === '0.57.1' && c.linker)
          expect([
            ...answer.compiled.map((x: { code_hash: string }) => x.code_hash),
            ...Object.values(answer.already_verified),
          ]).toContain(ROOT_HASH);
      },
    );
  });
