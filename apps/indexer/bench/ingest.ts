// npm run bench:ingest — the indexer as it runs, end to end, into PostgreSQL (DATABASE_URL) and into
// PGlite (a fresh data directory): runIndexer over a folder-backed source, so every batch is decoded
// on the decode worker, its tokens derived, and written in one database transaction with the defaults
// `tvmscan dev` runs with. Also printed: the write alone (ingestBatch over batches decoded beforehand),
// the decode alone (prepareBatch on this thread), and bytes stored per transaction over the whole
// schema as shipped (every table with its indexes and TOAST). Each figure is the median of
// BENCH_ROUNDS rounds (default 3), each round into an empty database, with the ratio to its goal.
//
// Corpus: masterchain batches produced by the local network (EVER transfers among 200 wallets), written
// once to .bench/localnet-ingest-corpus by packages/localnet/bench/corpus.ts with the account states
// the network hands the indexer, and reused while its manifest matches.
//
//   npm run bench:ingest -- [--corpus DIR]     BENCH_ROUNDS=5 BENCH_BACKENDS=postgres,pglite
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, type IngestBatch, ingestBatch, migrateToLatest, openDatabase } from '@tvmscan/db';
import { sql } from 'kysely';
import { prepareBatch } from '../src/decode/batch';
import { runIndexer } from '../src/run';
import type { BlockSource, MasterchainBatch, SourceBlock } from '../src/sources/types';

const { values } = parseArgs({
  options: {
    corpus: {
      type: 'string',
      default: resolve(import.meta.dirname, '../../../.bench/localnet-ingest-corpus'),
    },
  },
});
const GOALS = { postgres: 5000, pglite: 2000, bytesPerTx: 2048 };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',');
const dir = resolve(values.corpus);
const names = readdirSync(dir);
const mcFiles = names.filter((n) => /^mc-\d+\.boc$/.test(n)).sort();

/** One batch of the corpus folder: mc-<seqno>.boc, shard-<seqno>-<i>.boc, states-<seqno>-<i|mc>.json. */
function readBatch(mcFile: string): MasterchainBatch {
  const seqno = mcFile.slice(3, -4);
  const file = (name: string) => new Uint8Array(readFileSync(join(dir, name)));
  const states = (name: string): Map<string, Uint8Array | null> | undefined => {
    if (!names.includes(name)) return undefined;
    const entries = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Array<[string, string | null]>;
    return new Map(
      entries.map(([k, b64]) => [k, b64 === null ? null : new Uint8Array(Buffer.from(b64, 'base64'))]),
    );
  };
  const shards: SourceBlock[] = names
    .filter((n) => n.startsWith(`shard-${seqno}-`) && n.endsWith('.boc'))
    .sort()
    .map((n) => {
      const accountStates = states(`states-${n.slice(6, -4)}.json`);
      if (!accountStates) throw new Error(`${dir} has no states for ${n}: produce the corpus with --states`);
      return { boc: file(n), accountStates };
    });
  return { masterchain: { boc: file(mcFile), accountStates: states(`states-${seqno}-mc.json`) }, shards };
}

/** The corpus as a block source read file by file, as the indexer reads a folder or a feed. */
const corpusSource: BlockSource = {
  async *batches(after, signal) {
    for (const mc of mcFiles) {
      if (signal.aborted) return;
      if (after === null || Number(mc.slice(3, -4)) > after) yield readBatch(mc);
    }
  },
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const list = (xs: number[]) => xs.map((x) => Math.round(x).toLocaleString('en')).join(' / ');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const corpusTxs = (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { transactions: number })
  .transactions;
console.log(
  `corpus ${dir}: ${corpusTxs} transactions in ${mcFiles.length} masterchain batches` +
    `${names.some((n) => n.endsWith('-mc.json')) ? '' : ' (no masterchain account states: the elector is not derived)'}`,
);
console.log(`load average at start: ${load()}`);

async function bytesPerTx(database: Database): Promise<{ total: number; byTable: string }> {
  const { rows } = await sql<{ relname: string; bytes: string }>`
    SELECT c.relname, pg_total_relation_size(c.oid)::text AS bytes FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND n.nspname = current_schema()`.execute(database.db);
  const total = rows.reduce((n, r) => n + Number(r.bytes), 0) / corpusTxs;
  const byTable = rows
    .filter((r) => Number(r.bytes) / corpusTxs >= 1)
    .sort((a, b) => Number(b.bytes) - Number(a.bytes))
    .map((r) => `${r.relname} ${Math.round(Number(r.bytes) / corpusTxs)}`)
    .join(', ');
  return { total, byTable };
}

/** A fresh, migrated database of that kind, dropped when `use` is done with it. */
async function withFresh<T>(
  kind: 'postgres' | 'pglite',
  use: (database: Database) => Promise<T>,
): Promise<T> {
  const schema = `bench_${Date.now()}`;
  const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'tvmscan-bench-')) : null;
  const database = await openDatabase(dataDir ? { dataDir } : { url: process.env.DATABASE_URL, schema });
  try {
    await migrateToLatest(database);
    return await use(database);
  } finally {
    if (!dataDir) await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(database.db);
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Transactions per second of `work` over the corpus, once per round, each into a fresh database;
 * `after` looks at the database once the clock has stopped.
 */
async function rates(
  kind: 'postgres' | 'pglite',
  work: (database: Database) => Promise<void>,
  after?: (database: Database) => Promise<void>,
): Promise<number[]> {
  const out: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    out.push(
      await withFresh(kind, async (database) => {
        const start = performance.now();
        await work(database);
        const rate = (corpusTxs / (performance.now() - start)) * 1000;
        await after?.(database);
        return rate;
      }),
    );
  }
  return out;
}

const kinds = (['postgres', 'pglite'] as const).filter((kind) => {
  if (!BACKENDS.includes(kind)) return false;
  if (kind === 'postgres' && !process.env.DATABASE_URL) console.log('postgres skipped: set DATABASE_URL');
  return kind === 'pglite' || Boolean(process.env.DATABASE_URL);
});

// End to end first, while this process holds nothing else (the write-only rounds below keep the whole
// decoded corpus in memory, which would burden the writing thread's garbage collector).
const stored = new Map<string, { total: number; byTable: string }>();
for (const kind of kinds) {
  const endToEnd = await rates(
    kind,
    async (database) => {
      const progress = await runIndexer({
        database,
        source: corpusSource,
        signal: new AbortController().signal,
      });
      if (progress.transactions !== corpusTxs || progress.failedBlocks > 0)
        throw new Error(`indexed ${progress.transactions} of ${corpusTxs} transactions`);
    },
    async (database) => {
      stored.set(kind, await bytesPerTx(database));
    },
  );
  const goal = GOALS[kind];
  const bytes = stored.get(kind)!;
  console.log(
    `${kind.padEnd(8)} end to end (runIndexer): ${list(endToEnd)} tx/s, median ${list([median(endToEnd)])} ` +
      `(goal ${goal}, ratio ${(median(endToEnd) / goal).toFixed(2)})`,
  );
  console.log(
    `${' '.repeat(9)}${Math.round(bytes.total)} bytes/tx stored, whole schema (goal ≤ ${GOALS.bytesPerTx}, ` +
      `ratio ${(bytes.total / GOALS.bytesPerTx).toFixed(2)}): ${bytes.byTable}`,
  );
}

// Decoding alone, on this thread: what the decode worker has to keep up with.
const decodeRates: number[] = [];
let prepared: IngestBatch[] = [];
for (let round = 0; round < ROUNDS; round++) {
  prepared = [];
  const start = performance.now();
  for (const mc of mcFiles) {
    const p = prepareBatch(readBatch(mc), { keepBlockBoc: false });
    if (!p.ingest || p.failures.length > 0) throw new Error(`corpus batch ${mc} failed to decode`);
    prepared.push(p.ingest);
  }
  decodeRates.push((corpusTxs / (performance.now() - start)) * 1000);
}
console.log(
  `decode + map alone (one thread): ${list(decodeRates)} tx/s, median ${list([median(decodeRates)])}`,
);

// Writing alone: ingestBatch over the batches decoded above.
for (const kind of kinds) {
  const writeOnly = await rates(kind, async (database) => {
    for (const batch of prepared) await ingestBatch(database, batch);
  });
  console.log(
    `${kind.padEnd(8)} write alone (ingestBatch): ${list(writeOnly)} tx/s, median ${list([median(writeOnly)])} ` +
      `(ratio to the end-to-end goal ${(median(writeOnly) / GOALS[kind]).toFixed(2)})`,
  );
}
console.log(`load average at end: ${load()}`);
