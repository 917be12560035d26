// npm run bench:ingest — ingest throughput into PostgreSQL (DATABASE_URL) and PGlite (a fresh data
// directory), and bytes stored per transaction (tables + indexes + TOAST).
//
// Corpus: masterchain batches produced by the local network (EVER transfers among 200 wallets), written
// once to .bench/localnet-ingest-corpus by packages/localnet/bench/corpus.ts with the account states the
// network hands the indexer, and reused while its manifest matches. Every batch goes through the
// indexer's own decode path (prepareBatch: codec decode, row mapping, account states) and then
// ingestBatch, one database transaction per masterchain batch, as the running indexer does. Decoding is
// timed apart from writing: it is the same for both databases.
//
//   npm run bench:ingest -- [--corpus DIR]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, type IngestBatch, ingestBatch, migrateToLatest, openDatabase } from '@tvmscan/db';
import { sql } from 'kysely';
import { prepareBatch } from '../src/decode/batch';
import type { MasterchainBatch, SourceBlock } from '../src/sources/types';

const { values } = parseArgs({
  options: {
    corpus: {
      type: 'string',
      default: resolve(import.meta.dirname, '../../../.bench/localnet-ingest-corpus'),
    },
  },
});
const GOALS = { postgres: 5000, pglite: 2000, bytesPerTx: 2048 };
const dir = resolve(values.corpus);

/** The corpus folder → source batches: mc-<seqno>.boc, shard-<seqno>-<i>.boc and states-<seqno>-<i>.json. */
function readCorpus(): MasterchainBatch[] {
  const names = readdirSync(dir);
  const file = (name: string) => new Uint8Array(readFileSync(join(dir, name)));
  const states = (name: string): Map<string, Uint8Array | null> => {
    if (!names.includes(name)) throw new Error(`${dir} has no ${name}: produce the corpus with --states`);
    const entries = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Array<[string, string | null]>;
    return new Map(
      entries.map(([k, b64]) => [k, b64 === null ? null : new Uint8Array(Buffer.from(b64, 'base64'))]),
    );
  };
  return names
    .filter((n) => /^mc-\d+\.boc$/.test(n))
    .sort()
    .map((mc) => {
      const seqno = mc.slice(3, -4);
      const shards: SourceBlock[] = names
        .filter((n) => n.startsWith(`shard-${seqno}-`) && n.endsWith('.boc'))
        .sort()
        .map((n) => ({ boc: file(n), accountStates: states(`states-${n.slice(6, -4)}.json`) }));
      return { masterchain: { boc: file(mc), accountStates: new Map() }, shards };
    });
}

const sources = readCorpus();
const decodeStart = performance.now();
const batches: IngestBatch[] = sources.map((source) => {
  const prepared = prepareBatch(source, { keepBlockBoc: false });
  if (!prepared.ingest || prepared.failures.length > 0) throw new Error('corpus batch failed to decode');
  return prepared.ingest;
});
const decodeMs = performance.now() - decodeStart;
const corpusTxs = batches.reduce((n, b) => n + b.transactions.length, 0);
const corpusMsgs = new Set(batches.flatMap((b) => b.messages.map((m) => Buffer.from(m.hash).toString('hex'))))
  .size;
console.log(
  `corpus ${dir}: ${corpusTxs} transactions, ${corpusMsgs} messages in ${batches.length} masterchain batches; ` +
    `decode + map ${Math.round((corpusTxs / decodeMs) * 1000)} tx/s (${(decodeMs / 1000).toFixed(1)} s)`,
);

async function bench(label: 'postgres' | 'pglite', database: Database) {
  await migrateToLatest(database);
  const start = performance.now();
  for (const batch of batches) await ingestBatch(database, batch);
  const ms = performance.now() - start;
  const { rows } = await sql<{ relname: string; bytes: string }>`
    SELECT c.relname, pg_total_relation_size(c.oid)::text AS bytes FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND n.nspname = current_schema()`.execute(database.db);
  const total = rows.reduce((n, r) => n + Number(r.bytes), 0);
  const perTx = total / corpusTxs;
  const rate = (corpusTxs / ms) * 1000;
  const serial = (corpusTxs / (ms + decodeMs)) * 1000;
  console.log(
    `${label.padEnd(8)} ${corpusTxs} tx written in ${(ms / 1000).toFixed(1)} s = ${Math.round(rate)} tx/s ` +
      `(goal ${GOALS[label]}, ratio ${(rate / GOALS[label]).toFixed(2)}; with decoding, one core: ${Math.round(serial)} tx/s); ` +
      `${Math.round(perTx)} bytes/tx stored (goal ≤ ${GOALS.bytesPerTx}, ratio ${(perTx / GOALS.bytesPerTx).toFixed(2)})`,
  );
  const largest = rows
    .filter((r) => Number(r.bytes) / corpusTxs >= 1)
    .sort((a, b) => Number(b.bytes) - Number(a.bytes))
    .map((r) => `${r.relname} ${Math.round(Number(r.bytes) / corpusTxs)}`);
  console.log(`         bytes/tx by table (with its indexes): ${largest.join(', ')}`);
}

const url = process.env.DATABASE_URL;
if (url) {
  const schema = `bench_${Date.now()}`;
  const database = await openDatabase({ url, schema });
  try {
    await bench('postgres', database);
  } finally {
    await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(database.db);
    await database.close();
  }
} else {
  console.log('postgres skipped: set DATABASE_URL');
}
const dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-bench-'));
try {
  const database = await openDatabase({ dataDir });
  await bench('pglite', database);
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
