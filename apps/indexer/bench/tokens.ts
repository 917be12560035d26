// bench:tokens — what deriving TIP-3/TIP-4/VEP-1155 data costs the indexer: the local network's token
// scenario (real TokenRoot/TokenWallet/Collection/Nft and multi-token transactions) is produced once, then
// every batch is prepared, derived and ingested into embedded PGlite; derive time is reported next to
// ingest time, medians per batch. Usage: npx tsx apps/indexer/bench/tokens.ts [--blocks 40]
import { ingestBatch, migrateToLatest, openDatabase } from '@tvmscan/db';
import { createLocalnet } from '@tvmscan/localnet';
import { prepareBatch } from '../src/decode/batch';
import { TokenDeriver } from '../src/derive/tokens/index';

const arg = process.argv.indexOf('--blocks');
const blocks = arg > 0 ? Number(process.argv[arg + 1]) : 40;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const net = await createLocalnet({ flavor: 'everscale', seed: 'bench-tokens', trafficTps: 5 });
for (let i = 0; i < blocks; i++) await net.produceBlock();
const database = await openDatabase({});
await migrateToLatest(database);
const startup = performance.now();
const deriver = new TokenDeriver();
const startupMs = performance.now() - startup;
const derive: number[] = [];
const ingest: number[] = [];
let transactions = 0;
let operations = 0;
for (const batch of net.batchesSince(null)) {
  const prepared = prepareBatch(batch, { keepBlockBoc: false }).ingest!;
  transactions += prepared.transactions.length;
  let t = performance.now();
  prepared.tokens = await deriver.derive(database.db, prepared);
  derive.push(performance.now() - t);
  const p = prepared.tokens;
  operations += p.transactions.length + p.nftEvents.length + p.multiTokenEvents.length;
  t = performance.now();
  await ingestBatch(database, prepared);
  ingest.push(performance.now() - t);
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
console.log(
  `${blocks} batches, ${transactions} transactions, ${operations} token operations, NFT and multi-token events`,
);
console.log(`catalogue start-up ${startupMs.toFixed(0)} ms`);
console.log(`derive: median ${median(derive).toFixed(1)} ms/batch, total ${sum(derive).toFixed(0)} ms`);
console.log(
  `ingest (PGlite): median ${median(ingest).toFixed(1)} ms/batch, total ${sum(ingest).toFixed(0)} ms`,
);
await database.close();
await net.stop();
