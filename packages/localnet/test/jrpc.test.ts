// A real client on the local network's JRPC endpoint, on both flavors: everscale-standalone-client (the
// library wallets and dapps use) funds a new EverWallet from the giver, the new wallet deploys itself
// with its first transfer, both transactions are found in the network's later blocks, and the account's
// transaction list and the transaction a message caused are served as a node serves them.
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { decodeBlock, loadStateInit, loadTransaction, readBoc } from '@tvmscan/codec';
import type * as Provider from 'everscale-inpage-provider';
import type * as Standalone from 'everscale-standalone-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJrpcEndpoint, createLocalnet, deriveKeyPair, type JrpcEndpoint, type Localnet } from '../src';
import type { Flavor } from '../src/executor';

const require = createRequire(import.meta.url);
const standalone: typeof Standalone = require('everscale-standalone-client/nodejs');
const { ProviderRpcClient, Address }: typeof Provider = require('everscale-inpage-provider');

const GLOBAL_ID = 42;
const NANO = 1_000_000_000n;

describe.each<Flavor>(['everscale', 'tycho'])('JRPC endpoint on %s', (flavor) => {
  let net: Localnet;
  let rpc: JrpcEndpoint;
  let server: Server;
  let endpoint: string;

  async function call(method: string, params: unknown = {}): Promise<Record<string, unknown>> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
    });
    return (await response.json()) as Record<string, unknown>;
  }

  function transactionsInBlocks(): Map<string, string> {
    const byHash = new Map<string, string>();
    for (const batch of net.batchesSince(null)) {
      for (const source of [batch.masterchain, ...batch.shards]) {
        const { block } = decodeBlock(source.boc);
        for (const accountBlock of block.extra.accountBlocks.entries.values()) {
          for (const { value } of accountBlock.value.transactions.values()) {
            const tx = loadTransaction(value);
            byHash.set(tx.hash, `${block.info.shard.workchain}:${tx.accountAddr}`);
          }
        }
      }
    }
    return byHash;
  }

  const transactionOf = (boc: string) =>
    loadTransaction(readBoc(new Uint8Array(Buffer.from(boc, 'base64')))[0]);

  beforeAll(async () => {
    net = await createLocalnet({
      flavor,
      blockIntervalMs: 200,
      trafficTps: 0,
      globalId: GLOBAL_ID,
      wallets: 2,
    });
    rpc = createJrpcEndpoint(net);
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(rpc.handle(body));
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;
    await net.start();
    while (net.head().mcSeqno < 2) await new Promise((r) => setTimeout(r, 50));
  });

  afterAll(async () => {
    await net?.stop();
    rpc?.close();
    await new Promise((ok) => server?.close(ok));
  });

  it('answers the protocol errors precisely', async () => {
    const notJson = await (await fetch(endpoint, { method: 'POST', body: '{' })).json();
    expect(notJson).toMatchObject({ id: null, error: { code: -32700 } });
    expect(await call('noSuchMethod')).toMatchObject({ id: 7, error: { code: -32601 } });
    expect(await call('getContractState', { address: 'nope' })).toMatchObject({
      error: { code: -32602, message: 'address: not an address: nope' },
    });
    expect(await call('getTransaction', { id: 'ab' })).toMatchObject({ error: { code: -32602 } });
    expect(await call('sendMessage', { message: 'AAAA' })).toMatchObject({ error: { code: -32602 } });
  });

  it('serves the key block and its config, the timings and accounts by code hash', async () => {
    const config = (await call('getBlockchainConfig')).result as { globalId: number; seqno: number };
    expect(config.globalId).toBe(GLOBAL_ID);
    const key = (await call('getLatestKeyBlock')).result as { block: string };
    const block = decodeBlock(new Uint8Array(Buffer.from(key.block, 'base64')));
    expect(block.block.info.keyBlock).toBe(true);
    expect(block.block.info.seqNo).toBe(config.seqno);
    const timings = (await call('getTimings')).result as { lastMcBlockSeqno: number };
    expect(timings.lastMcBlockSeqno).toBeGreaterThanOrEqual(2);

    const giver = net.genesis.giver.wallet.address;
    const state = (await call('getContractState', { address: giver })).result as Record<string, unknown>;
    expect(state.type).toBe('exists');
    const unchanged = await call('getContractState', {
      address: giver,
      lastTransactionLt: (state.lastTransactionId as { lt: string }).lt,
    });
    expect((unchanged.result as { type: string }).type).toBe('unchanged');

    const stateInit = readBoc(new Uint8Array(Buffer.from(net.genesis.giver.wallet.stateInit, 'base64')))[0];
    const codeHash = loadStateInit(stateInit.beginParse()).code?.hashHex();
    const byCode = (await call('getAccountsByCodeHash', { codeHash, limit: 10 })).result as string[];
    expect(byCode).toContain(giver);
    expect(
      (await call('getAccountsByCodeHash', { codeHash, limit: 10, continuation: byCode.at(-1) })).result,
    ).toEqual([]);
  });

  it("serves Tycho's block calls: a block by its full id only, and the block of a transaction", async () => {
    const batch = net.batch(2);
    const { rootHash, fileHash, block } = decodeBlock(batch.masterchain.boc);
    const id = `-1:8000000000000000:2:${rootHash}:${fileHash}`;
    const data = (await call('getBlockData', { blockId: id })).result as { data: string };
    expect(Buffer.from(data.data, 'base64').equals(Buffer.from(batch.masterchain.boc))).toBe(true);
    // Any part of the id that is not the block's finds nothing.
    for (const wrong of [
      `-1:8000000000000000:2:${rootHash}:${'0'.repeat(64)}`,
      `-1:8000000000000000:3:${rootHash}:${fileHash}`,
      `0:8000000000000000:2:${rootHash}:${fileHash}`,
    ])
      expect((await call('getBlockData', { blockId: wrong })).result).toEqual({ data: null });
    expect(await call('getBlockData', { blockId: `-1:8000000000000000:2:${rootHash}` })).toMatchObject({
      error: {
        code: -32602,
        message: 'blockId: a block id workchain:shard:seqno:root_hash:file_hash is required',
      },
    });

    // The tick transaction of an account in that masterchain block names the block.
    const accountBlock = [...block.extra.accountBlocks.entries.values()][0].value;
    const txHash = [...accountBlock.transactions.values()][0].value.hashHex();
    expect((await call('getTransactionBlockId', { id: txHash })).result).toEqual({ blockId: id });
    expect((await call('getTransactionBlockId', { id: '0'.repeat(64) })).result).toBeNull();
    const capabilities = (await call('getCapabilities')).result as { capabilities: string[] };
    expect(capabilities.capabilities).toEqual(
      expect.arrayContaining(['getBlockData', 'getTransactionBlockId']),
    );
  });

  it('lets everscale-standalone-client fund a new wallet, deploy it and send a transfer', async () => {
    const giver = net.genesis.giver;
    const alice = deriveKeyPair('jrpc-test', 'alice');
    const bob = net.genesis.wallets[0].wallet.address;
    const giverAccount = await standalone.EverWalletAccount.fromPubkey({
      publicKey: giver.key.publicKey,
      workchain: 0,
    });
    const aliceAccount = await standalone.EverWalletAccount.fromPubkey({
      publicKey: alice.publicKey,
      workchain: 0,
    });
    const provider = new ProviderRpcClient({
      provider: standalone.EverscaleStandaloneClient.create({
        connection: { id: GLOBAL_ID, group: 'localnet', type: 'jrpc', data: { endpoint } },
        keystore: new standalone.SimpleKeystore({ giver: giver.key, alice }),
        accountsStorage: new standalone.SimpleAccountsStorage({ entries: [giverAccount, aliceAccount] }),
        message: { retryCount: 1, timeout: 30 },
      }),
    });
    await provider.ensureInitialized();

    const funded = await provider.sendMessage({
      sender: giverAccount.address,
      recipient: aliceAccount.address,
      amount: String(10n * NANO),
      bounce: false,
    });
    const fundedTx = funded.transaction;
    expect(fundedTx?.aborted).toBe(false);

    const sent = await provider.sendMessage({
      sender: aliceAccount.address,
      recipient: new Address(bob),
      amount: String(NANO),
      bounce: false,
    });
    expect(sent.transaction?.aborted).toBe(false);

    const state = await provider.getFullContractState({ address: aliceAccount.address });
    expect(state.state?.isDeployed).toBe(true);
    expect(BigInt(state.state?.balance ?? 0)).toBeLessThan(9n * NANO);

    const inBlocks = transactionsInBlocks();
    expect(inBlocks.get(fundedTx?.id.hash ?? '')).toBe(giverAccount.address.toString());
    expect(inBlocks.get(sent.transaction?.id.hash ?? '')).toBe(aliceAccount.address.toString());
    const fetched = (await call('getTransaction', { id: sent.transaction?.id.hash })).result as string;
    expect(transactionOf(fetched).hash).toBe(sent.transaction?.id.hash);

    // Alice's transactions, newest first: her transfer, then the giver's funds arriving; paged by lt.
    const alicesAddress = aliceAccount.address.toString();
    const list = (await call('getTransactionsList', { account: alicesAddress, limit: 10 }))
      .result as string[];
    const alices = list.map(transactionOf);
    expect(alices.map((tx) => tx.hash)[0]).toBe(sent.transaction?.id.hash);
    expect(alices).toHaveLength(2);
    expect(alices[0].prevTransHash).toBe(alices[1].hash);
    const older = (
      await call('getTransactionsList', {
        account: alicesAddress,
        lastTransactionLt: String(alices[1].lt),
        limit: 10,
      })
    ).result as string[];
    expect(older.map((boc) => transactionOf(boc).hash)).toEqual([alices[1].hash]);

    // The giver's message to Alice, followed to the transaction it caused.
    const giverTx = transactionOf((await call('getTransaction', { id: fundedTx?.id.hash })).result as string);
    const toAlice = giverTx.outMsgs.get(0)!.hashHex();
    const dst = (await call('getDstTransaction', { messageHash: toAlice })).result as string;
    expect(transactionOf(dst).hash).toBe(alices[1].hash);
    expect(transactionOf(dst).inMsg?.hashHex()).toBe(toAlice);
    expect((await call('getDstTransaction', { messageHash: 'ab'.repeat(32) })).result).toBeNull();
  }, 90_000);
});
