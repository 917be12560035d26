// Benchmark: BOC parsing + full-tree hashing of the real block and transaction fixtures, ours vs
// @ton/core `Cell.fromBoc` (which hashes every cell while parsing), in the same process, interleaved.
// Run: npm run bench:cells  (TVMSCAN_FIXTURES selects the fixture folder, as for the tests;
// BENCH_ROUNDS the number of timed rounds)
import { Cell as TonCell } from '@ton/core';
import { fixturesDir, listFixtures, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { type Cell, readBoc } from '../src/cell';
import { sha256Implementation } from '../src/util/sha256';

if (!fixturesDir) {
  console.error('no fixtures: set TVMSCAN_FIXTURES or place them at ../shared/fixtures');
  process.exit(1);
}

function load(folder: string): Uint8Array[] {
  return listFixtures(folder)
    .filter((f) => !f.endsWith('.json') && !f.endsWith('_id.txt'))
    .map((f) => readFixtureBoc(`${folder}/${f}`));
}

function countCells(roots: Cell[]): number {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (seen.has(c.hashHex())) continue;
    seen.add(c.hashHex());
    stack.push(...c.refs);
  }
  return seen.size;
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
console.log(`node ${process.version}, sha256: ${sha256Implementation}, ${rounds} rounds`);

for (const [folder, unit] of [
  ['blocks', 'blocks'],
  ['transactions', 'txs'],
] as const) {
  const bocs = load(folder);
  const buffers = bocs.map((b) => Buffer.from(b));
  const bytes = bocs.reduce((n, b) => n + b.length, 0);
  const cells = bocs.reduce((n, b) => n + countCells(readBoc(b)), 0);
  const passes = {
    'tvmscan readBoc + root hash': () => {
      for (const b of bocs) readBoc(b)[0].hash();
    },
    'tvmscan readBoc (hashes lazy)': () => {
      for (const b of bocs) readBoc(b);
    },
    '@ton/core Cell.fromBoc + hash': () => {
      for (const b of buffers) TonCell.fromBoc(b)[0].hash();
    },
  };
  const names = Object.keys(passes) as Array<keyof typeof passes>;
  // Warm up the JIT, then alternate rounds so machine load affects every side alike.
  for (let i = 0; i < 5; i++) for (const name of names) passes[name]();
  const elapsed = Object.fromEntries(names.map((n) => [n, 0])) as Record<keyof typeof passes, number>;
  for (let r = 0; r < rounds; r++) {
    for (const name of names) {
      const t = performance.now();
      passes[name]();
      elapsed[name] += performance.now() - t;
    }
  }
  console.log(`\n${folder}: ${bocs.length} BOCs, ${(bytes / 1e6).toFixed(2)} MB, ${cells} cells`);
  for (const name of names) {
    const seconds = elapsed[name] / 1000;
    const perSec = (bocs.length * rounds) / seconds;
    const mb = (bytes * rounds) / seconds / 1e6;
    const kCells = (cells * rounds) / seconds / 1000;
    console.log(
      `  ${name.padEnd(32)} ${perSec.toFixed(0).padStart(8)} ${unit}/s ${mb.toFixed(2).padStart(7)} MB/s ${kCells
        .toFixed(0)
        .padStart(6)}k cells/s`,
    );
  }
  const ratio = elapsed['@ton/core Cell.fromBoc + hash'] / elapsed['tvmscan readBoc + root hash'];
  console.log(`  ratio (tvmscan / @ton/core, parse + hash): ${ratio.toFixed(2)}x`);
}
