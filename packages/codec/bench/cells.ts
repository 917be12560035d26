// Benchmark: BOC parsing + full-tree hashing of every real block fixture, ours vs @ton/core
// `Cell.fromBoc` (which hashes every cell while parsing), measured in the same process, interleaved.
// Run: npm run bench:cells  (TVMSCAN_FIXTURES selects the fixture folder, as for the tests)
import { Cell as TonCell } from '@ton/core';
import { fixturesDir, listFixtures, readFixtureBoc } from '../../../test-support/fixtures';
import { readBoc } from '../src/cell';
import { sha256Implementation } from '../src/util/sha256';

if (!fixturesDir) {
  console.error('no fixtures: set TVMSCAN_FIXTURES or place them at ../shared/fixtures');
  process.exit(1);
}

const blocks = listFixtures('blocks')
  .filter((f) => !f.endsWith('.json') && !f.endsWith('_id.txt'))
  .map((f) => ({ name: f, bytes: readFixtureBoc(`blocks/${f}`) }));
const buffers = blocks.map((b) => Buffer.from(b.bytes));
const totalBytes = blocks.reduce((n, b) => n + b.bytes.length, 0);
const totalCells = blocks.reduce((n, b) => n + countCells(b.bytes), 0);

function countCells(bytes: Uint8Array): number {
  const seen = new Set<string>();
  const stack = [...readBoc(bytes)];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (seen.has(c.hashHex())) continue;
    seen.add(c.hashHex());
    stack.push(...c.refs);
  }
  return seen.size;
}

const passes = {
  ours: () => {
    for (const b of blocks) readBoc(b.bytes)[0].hash();
  },
  oursParseOnly: () => {
    for (const b of blocks) readBoc(b.bytes);
  },
  tonCore: () => {
    for (const buf of buffers) TonCell.fromBoc(buf)[0].hash();
  },
};
type Pass = keyof typeof passes;

// Warm up the JIT, then alternate rounds so machine load affects both sides alike.
for (let i = 0; i < 5; i++) for (const run of Object.values(passes)) run();
const elapsed: Record<Pass, number> = { ours: 0, oursParseOnly: 0, tonCore: 0 };
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
for (let r = 0; r < rounds; r++) {
  for (const name of Object.keys(passes) as Pass[]) {
    const t = performance.now();
    passes[name]();
    elapsed[name] += performance.now() - t;
  }
}

const report = (name: Pass, label: string) => {
  const seconds = elapsed[name] / 1000;
  const blocksPerSec = (blocks.length * rounds) / seconds;
  const mbPerSec = (totalBytes * rounds) / seconds / 1e6;
  const cellsPerSec = (totalCells * rounds) / seconds;
  console.log(
    `${label.padEnd(34)} ${blocksPerSec.toFixed(0).padStart(7)} blocks/s ${mbPerSec.toFixed(2).padStart(7)} MB/s ${(
      cellsPerSec / 1000
    )
      .toFixed(0)
      .padStart(6)}k cells/s`,
  );
};

console.log(
  `${blocks.length} block BOCs, ${(totalBytes / 1e6).toFixed(2)} MB, ${totalCells} cells; ${rounds} rounds; ` +
    `node ${process.version}, sha256: ${sha256Implementation}`,
);
report('ours', 'tvmscan readBoc + root hash');
report('oursParseOnly', 'tvmscan readBoc (hashes lazy)');
report('tonCore', '@ton/core Cell.fromBoc + hash');
console.log(`ratio (tvmscan / @ton/core, parse + hash): ${(elapsed.tonCore / elapsed.ours).toFixed(2)}x`);
