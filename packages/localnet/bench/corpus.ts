// Produces a corpus of real blocks for the codec bench: the local network, in memory and seeded, executes
// EVER transfers until at least --transactions (default 10,000) transactions are in its blocks, and every
// produced Block BOC (masterchain and shard, exactly as produced) is written to --out (default
// .bench/localnet-corpus at the repo root). A manifest.json records the parameters; when the directory
// already holds a corpus made with the same ones, nothing is produced, so repeated bench runs are fast.
// With --states the new account states the network hands the indexer with each shard block are kept too
// (states-<mc seqno>-<i>.json beside shard-<mc seqno>-<i>.boc: [["wc:hex", base64 Account BOC | null]]),
// so bench:ingest replays exactly what the indexer receives from the running network.
// Run: tsx packages/localnet/bench/corpus.ts [--out DIR] [--flavor everscale|tycho] [--seed S] [--transactions N] [--states]
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { decodeBlock } from '@tvmscan/codec';
import type { Flavor } from '../src/executor';
import { createLocalnet } from '../src/localnet';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: resolve(import.meta.dirname, '../../../.bench/localnet-corpus') },
    flavor: { type: 'string', default: 'everscale' },
    seed: { type: 'string', default: 'corpus' },
    transactions: { type: 'string', default: '10000' },
    states: { type: 'boolean', default: false },
  },
});
const flavor = values.flavor as Flavor;
if (flavor !== 'everscale' && flavor !== 'tycho') {
  console.error(`unknown flavor ${values.flavor}: everscale or tycho`);
  process.exit(1);
}
const out = resolve(values.out);
const seed = values.seed;
const minTransactions = Number(values.transactions);
const states = values.states;
const WALLETS = 200;
const TRANSFERS_PER_BLOCK = 1000;

interface Manifest {
  flavor: Flavor;
  seed: string;
  minTransactions: number;
  states?: boolean;
  transactions: number;
  blocks: number;
}

const manifestPath = join(out, 'manifest.json');
try {
  const m = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const present = readdirSync(out).filter((f) => f.endsWith('.boc')).length;
  if (
    m.flavor === flavor &&
    m.seed === seed &&
    m.minTransactions === minTransactions &&
    (m.states ?? false) === states &&
    present === m.blocks
  ) {
    console.log(`corpus ${out}: ${m.blocks} ${flavor} blocks, ${m.transactions} transactions (kept)`);
    process.exit(0);
  }
} catch {
  // no corpus yet, or an unreadable one: produce it
}

const transactionsIn = (boc: Uint8Array) =>
  [...decodeBlock(boc).block.extra.accountBlocks.entries.values()].reduce(
    (n, e) => n + e.value.transactions.size,
    0,
  );

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const started = performance.now();
const net = await createLocalnet({
  flavor,
  seed,
  wallets: WALLETS,
  trafficTps: TRANSFERS_PER_BLOCK,
  blockIntervalMs: 1000,
});
let transactions = 0;
let blocks = 0;
while (transactions < minTransactions) {
  const batch = await net.produceBlock();
  const seqno = String(net.head().mcSeqno).padStart(6, '0');
  for (const [name, block] of [
    [`mc-${seqno}.boc`, batch.masterchain],
    ...batch.shards.map((s, i) => [`shard-${seqno}-${i}.boc`, s] as const),
  ] as const) {
    writeFileSync(join(out, name), block.boc);
    transactions += transactionsIn(block.boc);
    blocks++;
  }
  if (!states) continue;
  batch.shards.forEach((s, i) => {
    const entries = [...(s.accountStates ?? new Map())].map(([account, boc]) => [
      account,
      boc === null ? null : Buffer.from(boc).toString('base64'),
    ]);
    writeFileSync(join(out, `states-${seqno}-${i}.json`), JSON.stringify(entries));
  });
}
const manifest: Manifest = { flavor, seed, minTransactions, states, transactions, blocks };
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `corpus ${out}: ${blocks} ${flavor} blocks, ${transactions} transactions ` +
    `(produced in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
