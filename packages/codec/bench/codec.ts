// Benchmark: decoding what the indexer stores — the BOC, its hashes and the TL-B fields — on real data,
// ours vs @ton/core (`Cell.fromBoc` + `loadTransaction`), in the same process, rounds interleaved so
// machine load hits both sides alike; medians of the timed rounds.
//   blocks:       every real block fixture: decodeBlock (root + file hash, every header/descr field)
//                 plus loadTransaction and loadMessage for every transaction and message in it;
//                 @ton/core: Cell.fromBoc + hash + loadTransaction of the same transaction cells
//   transactions: every transaction contained in those blocks, each as its own BOC, repeated to
//                 >= 10,000: readBoc + hash + loadTransaction + loadMessage of in/out messages
//   --corpus DIR: the same two passes, first over every block BOC in DIR (the local network's corpus,
//                 written by packages/localnet/bench/corpus.ts) and its transactions, each once, unrepeated
//                 when there are >= 10,000 of them
// Run: npm run bench:codec   (TVMSCAN_FIXTURES selects the fixtures; BENCH_ROUNDS the timed rounds)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Cell as TonCell, loadTransaction as tonLoadTransaction } from '@ton/core';
import { fixturesDir, listFixtures, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { type Cell, readBoc, writeBoc } from '../src/cell';
import { decodeBlock } from '../src/models/decode';
import { loadMessage } from '../src/models/message';
import { loadTransaction } from '../src/models/transaction';
import { sha256Implementation } from '../src/util/sha256';

const { values: args } = parseArgs({ options: { corpus: { type: 'string' } } });
if (!fixturesDir && !args.corpus) {
  console.error(
    'no fixtures: set TVMSCAN_FIXTURES or place them at ../shared/fixtures, or pass --corpus DIR',
  );
  process.exit(1);
}

const BLOCK_TAGS = new Set([0x11ef55aa, 0x11ef55bb]);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const MIN_CORPUS = 10_000;

function blockTransactions(boc: Uint8Array): Cell[] {
  const txs: Cell[] = [];
  for (const { value } of decodeBlock(boc).block.extra.accountBlocks.entries.values()) {
    for (const t of value.transactions.values()) txs.push(t.value);
  }
  return txs;
}

// @ton/core has no Block model, so its side of the block pass follows ref paths (computed once here
// from our decode) from the root to every transaction cell and decodes those with its loadTransaction.
function refPaths(root: Cell, targets: Set<string>): number[][] {
  const paths: number[][] = [];
  const seen = new Set<string>();
  const walk = (c: Cell, path: number[]) => {
    const h = c.hashHex();
    if (seen.has(h)) return;
    seen.add(h);
    if (targets.has(h)) paths.push(path);
    for (let i = 0; i < c.refs.length; i++) walk(c.refs[i], [...path, i]);
  };
  walk(root, []);
  return paths;
}

function decodeTransactionFully(root: Cell): void {
  const tx = loadTransaction(root);
  if (tx.inMsg) loadMessage(tx.inMsg);
  for (const m of tx.outMsgs.values()) loadMessage(m);
}

let sink = 0; // keeps results observable so no pass can be optimized away

interface Pass {
  what: string;
  units: number;
  ours: () => void;
  ton: () => void;
}

/** The blocks pass and the transactions pass over a set of block BOCs. */
function passesOver(blocks: Uint8Array[]): { summary: string; passes: Record<string, Pass> } {
  const unique = blocks.flatMap(blockTransactions).map((c) => writeBoc(c));
  const corpus: Uint8Array[] = [];
  while (corpus.length < MIN_CORPUS) corpus.push(...unique);
  const corpusBuffers = corpus.map((b) => Buffer.from(b));
  const blockInputs = blocks.map((b) => ({
    buffer: Buffer.from(b),
    txPaths: refPaths(readBoc(b)[0], new Set(blockTransactions(b).map((c) => c.hashHex()))),
  }));
  const blockTxCount = unique.length;
  return {
    summary: `${blocks.length} blocks holding ${blockTxCount} transactions; transaction corpus ${corpus.length} BOCs (${unique.length} unique)`,
    passes: {
      blocks: {
        what: `${blocks.length} blocks, ${blockTxCount} tx`,
        units: blockTxCount,
        ours: () => {
          for (const b of blocks) {
            const d = decodeBlock(b);
            sink += d.fileHash.length;
            for (const { value } of d.block.extra.accountBlocks.entries.values()) {
              for (const t of value.transactions.values()) decodeTransactionFully(t.value);
            }
          }
        },
        ton: () => {
          for (const { buffer, txPaths } of blockInputs) {
            const root = TonCell.fromBoc(buffer)[0];
            sink += root.hash().length;
            for (const path of txPaths) {
              let c = root;
              for (const i of path) c = c.refs[i];
              sink += tonLoadTransaction(c.beginParse()).outMessagesCount;
            }
          }
        },
      },
      transactions: {
        what: `${corpus.length} tx BOCs`,
        units: corpus.length,
        ours: () => {
          for (const b of corpus) {
            const root = readBoc(b)[0];
            sink += root.hashHex().length;
            decodeTransactionFully(root);
          }
        },
        ton: () => {
          for (const b of corpusBuffers) {
            const root = TonCell.fromBoc(b)[0];
            sink += root.hash().length;
            const tx = tonLoadTransaction(root.beginParse());
            sink += tx.outMessagesCount;
          }
        },
      },
    },
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function run(section: string, blocks: Uint8Array[]): void {
  const { summary, passes } = passesOver(blocks);
  console.log(`${section}: ${summary}`);
  for (const [name, p] of Object.entries(passes)) {
    for (let i = 0; i < 2; i++) {
      p.ours();
      p.ton();
    }
    const ours: number[] = [];
    const ton: number[] = [];
    for (let r = 0; r < rounds; r++) {
      let t = performance.now();
      p.ours();
      ours.push(performance.now() - t);
      t = performance.now();
      p.ton();
      ton.push(performance.now() - t);
    }
    const oursRate = (p.units / median(ours)) * 1000;
    const tonRate = (p.units / median(ton)) * 1000;
    console.log(
      `  ${name} (${p.what}): tvmscan ${oursRate.toFixed(0)} tx/s | @ton/core ${tonRate.toFixed(0)} tx/s | ratio ${(oursRate / tonRate).toFixed(2)}x`,
    );
  }
}

console.log(`node ${process.version}, sha256: ${sha256Implementation}, ${rounds} rounds (medians)`);
if (args.corpus) {
  const dir = args.corpus;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.boc'))
    .sort();
  run(
    `local network corpus ${dir}`,
    files.map((f) => new Uint8Array(readFileSync(join(dir, f)))),
  );
}
if (fixturesDir) {
  // Every block BOC among the fixtures (proofs and fragments have other root tags).
  const blocks: Uint8Array[] = [];
  for (const name of listFixtures('blocks')) {
    if (/\.(json)$|_id\.txt$/.test(name)) continue;
    const bytes = readFixtureBoc(`blocks/${name}`);
    if (BLOCK_TAGS.has(readBoc(bytes)[0].beginParse(true).loadUint(32))) blocks.push(bytes);
  }
  run('real fixture blocks', blocks);
}
if (sink === 0) console.log('(no work done)');
