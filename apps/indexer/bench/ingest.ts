// npm run bench:ingest — ingest throughput into PostgreSQL (DATABASE_URL) and PGlite (a fresh data
// directory), and bytes stored per transaction (tables + indexes + TOAST).
//
// Corpus: the real transactions and messages of every decodable fixture block (decoded and mapped by
// the indexer's own prepareBatch), replicated into masterchain batches with fresh hashes, lts and
// block ids so every row is new. (The issue asks for a corpus produced by the local network; swap the
// corpus generator for localnet batches once the network runs in this tree.) The decode+map rate on
// the real blocks is printed separately, since the corpus rows skip decoding.
//
//   npm run bench:ingest -- [--transactions 100000] [--batch 1000]
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type Database,
  type IngestBatch,
  ingestBatch,
  type MessageRow,
  migrateToLatest,
  openDatabase,
  type TransactionRow,
} from '@tvmscan/db';
import { sql } from 'kysely';
import { fixturesDir, readFixtureBoc } from '../../../test-support/fixtures';
import { prepareBatch } from '../src/decode/batch';
import { bocBytes } from '../src/sources/files';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '1000' },
  },
});
const TOTAL = Number(values.transactions);
const PER_BATCH = Number(values.batch);
const GOALS = { postgres: 5000, pglite: 2000, bytesPerTx: 2048 };

if (!fixturesDir) throw new Error('bench:ingest needs the fixtures (TVMSCAN_FIXTURES or ../shared/fixtures)');

// 1. Real blocks → rows, timing the decode + mapping path.
const templates: IngestBatch[] = [];
let decodedTxs = 0;
const decodeStart = performance.now();
for (const name of readdirSync(join(fixturesDir, 'blocks')).sort()) {
  const boc = bocBytes(readFixtureBoc(`blocks/${name}`));
  if (!boc) continue;
  // Each block alone as a batch's "masterchain" block: prepareBatch maps any block; shard blocks are
  // rejected as masterchain blocks, so map them as shards of the first masterchain block instead.
  const asMaster = prepareBatch({ masterchain: { boc }, shards: [] }, { keepBlockBoc: false });
  if (asMaster.ingest) {
    templates.push(asMaster.ingest);
    decodedTxs += asMaster.ingest.transactions.length;
  } else if (templates.length > 0) {
    const first = readFixtureBoc('blocks/everscale-types_mc_simple_block.boc');
    const withShard = prepareBatch(
      { masterchain: { boc: first }, shards: [{ boc }] },
      { keepBlockBoc: false },
    );
    if (withShard.failures.length === 0 && withShard.ingest) {
      templates.push({ ...withShard.ingest, blocks: withShard.ingest.blocks.slice(1) });
      decodedTxs += withShard.ingest.transactions.length - templates[0].transactions.length;
    }
  }
}
const decodeMs = performance.now() - decodeStart;
const txTemplates = templates.flatMap((t) => t.transactions);
const msgTemplates = templates.flatMap((t) => t.messages);
const blockTemplate = templates[0].blocks[0];
const messagesOf = new Map<string, MessageRow[]>();
for (const m of msgTemplates) {
  for (const tx of [m.src_tx_hash, m.dst_tx_hash]) {
    if (!tx) continue;
    const key = Buffer.from(tx).toString('hex');
    messagesOf.set(key, [...(messagesOf.get(key) ?? []), m]);
  }
}
console.log(
  `decode+map of ${templates.length} real fixture blocks (${decodedTxs} tx) in ${decodeMs.toFixed(0)} ms ` +
    `(${Math.round((templates.length / decodeMs) * 1000)} blocks/s incl. JIT warm-up; key blocks carry full configs)`,
);

// 2. The corpus: batches of PER_BATCH transactions cycling through the real ones with fresh identities.
const h = (...parts: Array<Uint8Array | string | number>) => {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(typeof p === 'number' ? String(p) : p);
  return hash.digest();
};
function corpusBatch(index: number): IngestBatch {
  const mcSeqno = index + 1;
  const block = { ...blockTemplate, root_hash: h('block', mcSeqno), seqno: mcSeqno, mc_seqno: mcSeqno };
  const transactions: TransactionRow[] = [];
  const messages: MessageRow[] = [];
  for (let i = 0; i < PER_BATCH; i++) {
    const n = index * PER_BATCH + i;
    const tpl = txTemplates[n % txTemplates.length];
    // 20,000 distinct accounts: accounts repeat across batches as on a real chain.
    const account = h(tpl.account, n % 20_000);
    const hash = h('tx', n);
    const lt = BigInt(n) * 10n + 1n;
    transactions.push({ ...tpl, hash, account, lt, mc_seqno: mcSeqno, block_root_hash: block.root_hash });
    for (const m of messagesOf.get(Buffer.from(tpl.hash).toString('hex')) ?? []) {
      messages.push({
        ...m,
        hash: h(m.hash, n),
        src_tx_hash: m.src_tx_hash ? hash : null,
        dst_tx_hash: m.dst_tx_hash ? hash : null,
        tx_lt: lt,
      });
    }
  }
  const accounts = new Map<string, (typeof templates)[0]['accounts'][0]>();
  for (const t of transactions) {
    accounts.set(t.account.toString(), {
      workchain: t.workchain,
      address: t.account,
      balance: null,
      status: t.end_status,
      code_hash: null,
      data_hash: null,
      created_at: null,
      created_lt: null,
      creator_workchain: null,
      creator_address: null,
      updated_at: t.now,
      last_tx_lt: t.lt,
      last_tx_hash: t.hash,
      state_boc: null,
    });
  }
  return {
    mcSeqno,
    mcRootHash: block.root_hash,
    blocks: [block],
    transactions,
    messages,
    accounts: [...accounts.values()],
  };
}
const batches = Array.from({ length: Math.ceil(TOTAL / PER_BATCH) }, (_, i) => corpusBatch(i));
const corpusTxs = batches.reduce((n, b) => n + b.transactions.length, 0);

async function bench(label: keyof typeof GOALS, database: Database) {
  await migrateToLatest(database);
  const start = performance.now();
  for (const batch of batches) await ingestBatch(database, batch);
  const ms = performance.now() - start;
  const { rows } = await sql<{ bytes: string }>`
    SELECT sum(pg_total_relation_size(c.oid))::text AS bytes FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND n.nspname = current_schema()`.execute(database.db);
  const perTx = Number(rows[0].bytes) / corpusTxs;
  const rate = (corpusTxs / ms) * 1000;
  console.log(
    `${label.padEnd(8)} ${corpusTxs} tx in ${(ms / 1000).toFixed(1)} s = ${Math.round(rate)} tx/s ` +
      `(goal ${GOALS[label]}, ratio ${(rate / GOALS[label]).toFixed(2)}); ` +
      `${Math.round(perTx)} bytes/tx stored (goal ≤ ${GOALS.bytesPerTx}, ratio ${(perTx / GOALS.bytesPerTx).toFixed(2)})`,
  );
}

console.log(`corpus: ${corpusTxs} transactions in ${batches.length} batches of ${PER_BATCH}`);
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
