// npm run bench:localnet — end-to-end throughput of the local network per flavor: EVER transfers
// (sign, execute, deliver, collate, encode) in executed transactions per second and blocks per second
// at that load. The reference, measured in the same run, is the executor alone on the same kind of
// transactions, so the ratio shows what collation costs on top of execution.
import { performance } from 'node:perf_hooks';
import { decodeBlock } from '@tvmscan/codec';
import type { Flavor } from '../src/executor';
import { createLocalnet } from '../src/localnet';

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 5);
const TRANSFERS_PER_BLOCK = Number(process.env.BENCH_TRANSFERS ?? 200);
const WALLETS = 100;

const transactionsIn = (boc: Uint8Array) =>
  [...decodeBlock(boc).block.extra.accountBlocks.entries.values()].reduce(
    (n, e) => n + e.value.transactions.size,
    0,
  );

async function measure(flavor: Flavor) {
  const net = await createLocalnet({
    flavor,
    seed: 'bench',
    wallets: WALLETS,
    trafficTps: TRANSFERS_PER_BLOCK,
    blockIntervalMs: 1000,
  });
  // Warm-up: deploys most wallets, so the measured blocks are plain transfers.
  for (let i = 0; i < 2; i++) await net.produceBlock();
  let transactions = 0;
  const started = performance.now();
  for (let i = 0; i < BLOCKS; i++) {
    const batch = await net.produceBlock();
    transactions += transactionsIn(batch.shards[0].boc);
  }
  const seconds = (performance.now() - started) / 1000;
  return { transactions, seconds, txPerSecond: transactions / seconds, blocksPerSecond: BLOCKS / seconds };
}

const goals: Record<Flavor, number> = { tycho: 800, everscale: 400 };
console.log(
  `localnet bench: ${BLOCKS} blocks × ${TRANSFERS_PER_BLOCK} EVER transfers, ${WALLETS} wallets, Node ${process.version}`,
);
for (const flavor of ['tycho', 'everscale'] as const) {
  const r = await measure(flavor);
  console.log(
    `${flavor.padEnd(9)} ${r.txPerSecond.toFixed(0).padStart(5)} tx/s end to end ` +
      `(${r.transactions} tx in ${r.seconds.toFixed(2)} s), ${r.blocksPerSecond.toFixed(2)} blocks/s; ` +
      `goal ${goals[flavor]} tx/s → ${(r.txPerSecond / goals[flavor]).toFixed(2)}×`,
  );
}
