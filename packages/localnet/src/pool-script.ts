// Constant-product pools on a fresh local network, scripted: TIP-3 roots (the @broxus/tip3 builds) owned
// by the giver, pools of contracts/cp-pool.fc between them, liquidity and swaps sent by the giver through
// its token wallets. Each step's messages go in together and the network then produces blocks until
// their chains of internal messages have run (a swap crosses six accounts). What suites of the pools and
// of the prices read from them start with; they compute what the pools must hold themselves, this only
// sends.
import { cpPoolDeploy, poolTransferBody } from './contracts/cp-pool';
import { signedCall } from './contracts/external';
import {
  mintBody,
  tokenRoot,
  tokenRootConstructor,
  tokenRootState,
  tokenWalletAddress,
} from './contracts/tip3';
import { giverMessage } from './giver-message';
import { deriveKeyPair } from './keys';
import { createLocalnet, type Localnet } from './localnet';

const EVER = 1_000_000_000n;
/** Blocks a step waits for its messages to settle. */
const SETTLE_BLOCKS = 8;

export interface PoolToken {
  symbol: string;
  decimals: number;
}
export interface PoolSpec {
  /** Indices into the tokens. */
  a: number;
  b: number;
}
/** One step of the script: liquidity or a swap of `amount` (raw units) of token `token` into pool `pool`. */
export interface PoolStep {
  kind: 'liquidity' | 'swap';
  pool: number;
  token: number;
  amount: bigint;
}

export interface PoolNetwork {
  net: Localnet;
  roots: string[];
  pools: string[];
  /** The giver's address: root owner, provider and swapper. */
  giver: string;
}

/** Deploys `tokens` (each minted to the giver, `minted` raw units of each) and `pools`, then runs `steps`
 *  in order, each settled before the next; the steps of an array go in together (a provider's liquidity). */
export async function poolNetwork(
  seed: string,
  tokens: PoolToken[],
  minted: bigint[],
  pools: PoolSpec[],
  steps: Array<PoolStep | PoolStep[]>,
): Promise<PoolNetwork> {
  const net = await createLocalnet({ flavor: 'everscale', seed });
  const giver = net.genesis.giver.wallet.address;
  let clock = Date.now();
  // EverWallet accepts only increasing times: every giver message gets a later stamp than the last.
  const fromGiver = async (dest: string, value: bigint, payload?: string) => {
    clock = Math.max(clock + 10, Date.now());
    net.sendMessage(await giverMessage(net, dest, value, payload, clock));
  };
  const settle = async () => {
    for (let i = 0; i < SETTLE_BLOCKS; i++) await net.produceBlock();
  };
  const roots = tokens.map((t, i) => {
    const key = deriveKeyPair(seed, `pool-token/${i}`);
    return {
      key,
      ...tokenRootState({
        name: t.symbol,
        ...t,
        rootOwner: giver,
        nonce: BigInt(i),
        publicKey: key.publicKey,
      }),
    };
  });
  const deployedPools = await Promise.all(
    pools.map((p, i) => cpPoolDeploy({ rootA: roots[p.a].address, rootB: roots[p.b].address, nonce: i })),
  );
  for (const r of roots) await fromGiver(r.address, 5n * EVER);
  for (const p of deployedPools) await fromGiver(p.address, 5n * EVER);
  await settle();
  for (const r of roots) {
    const deploy = await signedCall(
      {
        address: r.address,
        abi: tokenRoot().abi,
        method: 'constructor',
        stateInit: r.stateInit,
        input: tokenRootConstructor(giver),
        nowMs: Date.now(),
      },
      r.key,
      { type: 'signatureId', globalId: net.globalId },
    );
    net.sendMessage(new Uint8Array(Buffer.from(deploy.boc, 'base64')));
  }
  await settle();
  for (const p of deployedPools) net.sendMessage(p.deploy);
  for (const [i, r] of roots.entries())
    await fromGiver(r.address, EVER, mintBody(minted[i], giver, EVER / 10n, giver));
  await settle();
  for (const step of steps) {
    for (const s of Array.isArray(step) ? step : [step]) {
      const wallet = tokenWalletAddress(roots[s.token].address, giver);
      await fromGiver(wallet, EVER, poolTransferBody(s.amount, deployedPools[s.pool].address, giver, s.kind));
    }
    await settle();
  }
  return { net, roots: roots.map((r) => r.address), pools: deployedPools.map((p) => p.address), giver };
}
