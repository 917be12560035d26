// npm run bench:localnet — end-to-end throughput of the local network per flavor, for two kinds of
// traffic: EVER transfers (the network's own traffic: sign, execute, deliver, collate, encode) and TIP-3
// transfers (an owner's EverWallet calls its token wallet, which pays the recipient's token wallet; the
// bench signs them, and that counts too). Figures: executed transactions per second and blocks per
// second at that load, on the wall clock and on the process's CPU time (the machine is shared: CPU time
// is what one core gives the network). BENCH_PROFILE=1 adds where the time of a transaction goes:
// the executor (the TVM in WASM, a fixed cost), signing, garbage collection and the network's own work.
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { decodeBlock } from '@tvmscan/codec';
import { signedTransfer } from '../src/contracts/everWallet';
import { signedCall } from '../src/contracts/external';
import {
  mintBody,
  tokenRoot,
  tokenRootConstructor,
  tokenRootState,
  tokenWalletAddress,
  transferBody,
} from '../src/contracts/tip3';
import type { Flavor } from '../src/executor';
import type { Participant } from '../src/genesis';
import { deriveKeyPair, type SignatureContext } from '../src/keys';
import { createLocalnet, type Localnet, type MasterchainBatch } from '../src/localnet';
import { seededRandom } from '../src/traffic';

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 5);
const TRANSFERS_PER_BLOCK = Number(process.env.BENCH_TRANSFERS ?? 200);
const WALLETS = 100;
const PROFILE = process.env.BENCH_PROFILE === '1';
const FLAVORS = (process.env.BENCH_FLAVORS ?? 'tycho,everscale').split(',') as Flavor[];
const EVER = 1_000_000_000n;

const transactionsIn = (batch: MasterchainBatch) =>
  [batch.masterchain, ...batch.shards].reduce(
    (n, block) =>
      n +
      [...decodeBlock(block.boc).block.extra.accountBlocks.entries.values()].reduce(
        (m, e) => m + e.value.transactions.size,
        0,
      ),
    0,
  );

interface Measured {
  transactions: number;
  seconds: number;
  cpuSeconds: number;
  breakdown: Breakdown | null;
}

/** Produces `BLOCKS` blocks, `prepare` submitting each block's messages first, and measures them all. */
async function measure(net: Localnet, prepare: () => Promise<void>): Promise<Measured> {
  const profiler = PROFILE ? await startProfiler() : null;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const batches: MasterchainBatch[] = [];
  for (let i = 0; i < BLOCKS; i++) {
    await prepare();
    batches.push(await net.produceBlock());
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const breakdown = profiler ? await profiler.stop() : null;
  const transactions = batches.reduce((n, batch) => n + transactionsIn(batch), 0);
  return { transactions, seconds, cpuSeconds: (used.user + used.system) / 1e6, breakdown };
}

const newNetwork = (flavor: Flavor, trafficTps: number) =>
  createLocalnet({ flavor, seed: 'bench', wallets: WALLETS, trafficTps, blockIntervalMs: 1000 });

async function everTransfers(flavor: Flavor): Promise<Measured> {
  const net = await newNetwork(flavor, TRANSFERS_PER_BLOCK);
  // Warm-up: deploys most wallets, so the measured blocks are plain transfers.
  for (let i = 0; i < 2; i++) await net.produceBlock();
  return measure(net, async () => {});
}

/** Signs external messages as a wallet app does: each wallet's times keep increasing. */
class Signer {
  private readonly lastTime = new Map<string, number>();
  constructor(private readonly context: SignatureContext) {}

  time(address: string): number {
    const time = Math.max(Date.now(), (this.lastTime.get(address) ?? 0) + 100);
    this.lastTime.set(address, time);
    return time;
  }

  async transfer(from: Participant, dest: string, value: bigint, payload?: string, deploy = false) {
    const signed = await signedTransfer(
      from.wallet,
      from.key,
      { dest, value, bounce: payload !== undefined, deploy, nowMs: this.time(from.wallet.address), payload },
      this.context,
    );
    return new Uint8Array(Buffer.from(signed.boc, 'base64'));
  }
}

async function tip3Transfers(flavor: Flavor): Promise<Measured> {
  const net = await newNetwork(flavor, 0);
  const signer = new Signer({ type: 'signatureId', globalId: net.globalId });
  const { giver, wallets } = net.genesis;
  const owner = (i: number) => wallets[i].wallet.address;
  const key = deriveKeyPair('bench', 'token');
  const root = tokenRootState({
    name: 'Bench',
    symbol: 'BNCH',
    decimals: 9,
    rootOwner: owner(0),
    nonce: 0n,
    publicKey: key.publicKey,
  });
  const send = (boc: Uint8Array) => net.sendMessage(boc);
  // Set-up, unmeasured: deploy the wallets and fund the root, deploy the root, mint to every wallet.
  send(await signer.transfer(giver, root.address, 5n * EVER));
  for (const w of wallets) send(await signer.transfer(w, w.wallet.address, 1n, undefined, true));
  await net.produceBlock();
  const deploy = await signedCall(
    {
      address: root.address,
      abi: tokenRoot().abi,
      method: 'constructor',
      stateInit: root.stateInit,
      input: tokenRootConstructor(owner(0)),
      nowMs: Date.now(),
    },
    key,
    { type: 'signatureId', globalId: net.globalId },
  );
  send(new Uint8Array(Buffer.from(deploy.boc, 'base64')));
  await net.produceBlock();
  for (let i = 0; i < WALLETS; i++) {
    const body = mintBody(1_000_000n * EVER, owner(i), EVER / 10n, owner(0));
    send(await signer.transfer(wallets[0], root.address, EVER, body));
  }
  await net.produceBlock();

  const random = seededRandom('bench/tip3');
  return measure(net, async () => {
    for (let n = 0; n < TRANSFERS_PER_BLOCK; n++) {
      const from = Math.floor(random() * WALLETS);
      const to = (from + 1 + Math.floor(random() * (WALLETS - 1))) % WALLETS;
      const amount = EVER + BigInt(Math.floor(random() * 1000));
      const body = transferBody(amount, owner(to), 0n, owner(from));
      send(
        await signer.transfer(wallets[from], tokenWalletAddress(root.address, owner(from)), EVER / 2n, body),
      );
    }
  });
}

// Where the time goes: self time of the sampled stacks, by the outermost frame of each kind.
type Breakdown = Record<'executor' | 'signing' | 'gc' | 'network', number>;

// nekoton-wasm's bindings are named after their export.
const EXECUTOR_FRAMES = new Set(['emulate_with_emulator', 'module.exports.executeLocal']);
const SIGNING_FRAMES = new Set(['signedCall', 'module.exports.encodeInternalInput']);

async function startProfiler() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return {
    async stop(): Promise<Breakdown> {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      const parent = new Map<number, number>();
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
      const kindOf = (id: number): keyof Breakdown | null => {
        for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
          const name = nodes.get(at)!.callFrame.functionName;
          if (EXECUTOR_FRAMES.has(name)) return 'executor';
          if (SIGNING_FRAMES.has(name)) return 'signing';
          if (name === '(garbage collector)') return 'gc';
          if (name === '(idle)' || name === '(program)') return null;
        }
        return 'network';
      };
      const out: Breakdown = { executor: 0, signing: 0, gc: 0, network: 0 };
      const samples = profile.samples ?? [];
      const deltas = profile.timeDeltas ?? [];
      for (let i = 0; i < samples.length; i++) {
        const kind = kindOf(samples[i]);
        if (kind) out[kind] += deltas[i] ?? 0;
      }
      return out;
    },
  };
}

const goals: Record<Flavor, number> = { tycho: 800, everscale: 400 };
console.log(
  `localnet bench: ${BLOCKS} blocks × ${TRANSFERS_PER_BLOCK} transfers, ${WALLETS} wallets, Node ${process.version}`,
);
for (const flavor of FLAVORS) {
  for (const [kind, run] of [
    ['EVER', everTransfers],
    ['TIP-3', tip3Transfers],
  ] as const) {
    const r = await run(flavor);
    const perSecond = r.transactions / r.seconds;
    const perCpuSecond = r.transactions / r.cpuSeconds;
    console.log(
      `${flavor.padEnd(9)} ${kind.padEnd(5)} ${perSecond.toFixed(0).padStart(5)} tx/s end to end, ` +
        `${perCpuSecond.toFixed(0).padStart(5)} tx/s of CPU time (${r.transactions} tx in ` +
        `${r.seconds.toFixed(2)} s, ${r.cpuSeconds.toFixed(2)} s CPU), ${(BLOCKS / r.seconds).toFixed(2)} blocks/s; ` +
        `goal ${goals[flavor]} tx/s → ${(perSecond / goals[flavor]).toFixed(2)}× (CPU ${(perCpuSecond / goals[flavor]).toFixed(2)}×)`,
    );
    if (r.breakdown) {
      const total = Object.values(r.breakdown).reduce((a, b) => a + b, 0);
      // Shares of the sampled time, applied to the CPU time per transaction.
      const perTx = (us: number) => ((us / total) * r.cpuSeconds * 1000) / r.transactions;
      console.log(
        `${''.padEnd(15)} per transaction, ms of CPU: ` +
          Object.entries(r.breakdown)
            .map(([k, us]) => `${k} ${perTx(us).toFixed(3)} (${((100 * us) / total).toFixed(0)}%)`)
            .join(', '),
      );
    }
  }
}
