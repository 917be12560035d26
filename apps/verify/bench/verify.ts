// npm run bench:verify — compile-and-match through the service's HTTP route: POST /compile of the local
// network's elector (333 lines of FunC, with stdlib.fc) and of its Tolk counter, BENCH_RUNS times each
// (default 20), then p50/p99. Each request starts a child process, compiles, hashes the BOC and looks the
// hash up in the database (a first run records it, later ones find it already verified). The reference,
// measured in the same run, is the same compile in this process with no child (the compiler alone), so
// the service's own cost is the difference. Goal: p50 ≤ 1.5 s for each.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { runTolkCompiler } from '@ton/tolk-js';
import { compileFunc } from '@ton-community/func-js';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import Fastify from 'fastify';
import { verifyRoutes } from '../src/index';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const GOAL_P50_MS = 1500;
const CONTRACTS = new URL('../../../packages/localnet/contracts/', import.meta.url);
const source = (name: string) => readFileSync(new URL(name, CONTRACTS), 'utf8');

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function timed(runs: number, f: () => Promise<void>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await f();
    ms.push(performance.now() - t);
  }
  return ms;
}

const database = await openMigrated();
const app = Fastify();
await app.register(verifyRoutes, { prefix: '/v', database });
await app.ready();

const contracts = {
  elector: {
    version: 'func@0.4.6-wasmfix.debugger.1',
    sources: [
      { path: 'elector.fc', content: source('elector.fc'), source_type: 'VerifyTarget' },
      { path: 'stdlib.fc', content: source('stdlib.fc'), source_type: 'Dependency' },
    ],
    direct: async () => {
      const r = await compileFunc({ targets: ['elector.fc'], sources: (p: string) => source(p) });
      if (r.status !== 'ok') throw new Error(r.message);
    },
  },
  'counter (Tolk)': {
    version: 'tolk@1.3.0',
    sources: [{ path: 'counter.tolk', content: source('counter.tolk'), source_type: 'VerifyTarget' }],
    direct: async () => {
      const r = await runTolkCompiler({ entrypointFileName: 'counter.tolk', fsReadCallback: source });
      if (r.status !== 'ok') throw new Error(r.message);
    },
  },
};

console.log(`bench:verify — ${RUNS} runs each, Node ${process.version}`);
let met = true;
for (const [name, c] of Object.entries(contracts)) {
  const service = await timed(RUNS, async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/v/compile',
      payload: { compiler: { version: c.version, flags: [] }, sources: c.sources, license: 'MIT' },
    });
    const body = r.json();
    if (r.statusCode !== 200 || Object.keys(body.failed_to_verify).length) throw new Error(r.body);
  });
  const direct = await timed(RUNS, c.direct);
  const p50 = percentile(service, 50);
  met &&= p50 <= GOAL_P50_MS;
  console.log(
    `${name.padEnd(16)} service p50 ${p50.toFixed(0)} ms, p99 ${percentile(service, 99).toFixed(0)} ms` +
      ` | reference (compiler in-process) p50 ${percentile(direct, 50).toFixed(0)} ms, p99 ${percentile(direct, 99).toFixed(0)} ms` +
      ` | goal p50 ≤ ${GOAL_P50_MS} ms ${p50 <= GOAL_P50_MS ? 'met' : 'MISSED'}`,
  );
}
await app.close();
await dispose(database);
process.exitCode = met ? 0 : 1;
