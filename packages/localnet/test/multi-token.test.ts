// The local network's VEP-1155 contracts (contracts/multi-collection.fc, multi-nft.fc, multi-wallet.fc) on a
// real network: a collection deployed, two tokens minted from its owner wallet, moved to a second owner,
// burnt, then read only through their getters — nekoton runLocal with their ABIs (src/contracts/
// multi-token.ts) — and through the events their transactions emit. On both executors: the salted wallet
// code runs on either, and a bounce restores a balance whichever layout the executor bounces with.
import {
  type Cell,
  loadAccount,
  loadTransaction,
  readBoc,
  sha256,
  toHex,
  transactionMessages,
  writeBoc,
} from '@tvmscan/codec';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractCode } from '../src/contracts/func';
import { EMPTY_CELL, localCall } from '../src/contracts/localCall';
import { multiNftAddress } from '../src/contracts/multi-token';
import {
  createLocalnet,
  type Localnet,
  MULTI_COLLECTION_ABI,
  MULTI_NFT_ABI,
  MULTI_WALLET_ABI,
  mintMultiTokenBody,
  multiCollectionDeploy,
  multiTokenBurnBody,
  multiTokenTransferBody,
  multiTokenWalletAddress,
  multiTokenWalletCode,
} from '../src/index';
import { nekoton } from '../src/nekoton';
import { batchTransactions } from './block-transactions';
import { accountBoc, sendFromGiver } from './giver';

const B = `0:${'77'.repeat(32)}`;
const C = `0:${'66'.repeat(32)}`;
const COLLECTION_JSON = '{"type":"Basic NFT","name":"Local multi-tokens"}';
const JSON_0 = '{"type":"Basic NFT","name":"Token 0"}';
const JSON_1 = '{"type":"Basic NFT","name":"Token 1"}';
const EVER = 1_000_000_000n;

interface AbiFunction {
  name: string;
  inputs: Array<{ type: string }>;
  outputs: Array<{ type: string }>;
}
/** The function id ABI 2.2 gives a function of `abi`, recomputed from the TS ABI's signature. */
function functionId(abi: string, name: string): number {
  const f = (JSON.parse(abi) as { functions: AbiFunction[] }).functions.find((x) => x.name === name);
  if (!f) throw new Error(`no ${name}`);
  const types = (ps: Array<{ type: string }>) => ps.map((p) => p.type).join(',');
  const hash = sha256(new TextEncoder().encode(`${name}(${types(f.inputs)})(${types(f.outputs)})v2`));
  return ((hash[0] << 24) | (hash[1] << 16) | (hash[2] << 8) | hash[3]) & 0x7fffffff;
}
const interfaceId = (abi: string, names: string[]) =>
  names.reduce((id, name) => (id ^ functionId(abi, name)) >>> 0, 0);

interface Seen {
  address: string;
  exitCode: number | null;
  inBody: string | null;
  bounced: boolean;
  events: Cell[];
}

describe.each(['everscale', 'tycho'] as const)('on the %s executor', (flavor) => {
  let net: Localnet;
  let owner: string;
  let collection: string;
  let other: string;
  let walletCode: Cell;
  const seen: Seen[] = [];

  const produce = async (blocks: number) => {
    for (let i = 0; i < blocks; i++) {
      for (const { address, cell } of batchTransactions(await net.produceBlock())) {
        const tx = loadTransaction(cell);
        const { inMsg, outMsgs } = transactionMessages(tx);
        const compute = 'computePh' in tx.description ? tx.description.computePh : null;
        seen.push({
          address,
          exitCode: compute?.kind === 'vm' ? compute.exitCode : null,
          inBody: inMsg ? Buffer.from(writeBoc(inMsg.body)).toString('base64') : null,
          bounced: inMsg?.info.kind === 'internal' && inMsg.info.bounced,
          events: outMsgs.filter((m) => m.info.kind === 'externalOut').map((m) => m.body),
        });
      }
    }
  };
  const send = (dest: string, value: bigint, payload?: string) => sendFromGiver(net, dest, value, payload);
  const boc = (address: string) => accountBoc(net, address);
  const collectionCall = (method: string, input = {}) =>
    localCall(boc(collection), MULTI_COLLECTION_ABI, method, input);
  const nftCall = (address: string, method: string, input = {}) =>
    localCall(boc(address), MULTI_NFT_ABI, method, input);
  const walletCall = (address: string, method: string, input = {}) =>
    localCall(boc(address), MULTI_WALLET_ABI, method, input);
  const walletOf = (id: number, holder: string) =>
    collectionCall('multiTokenWalletAddress', { id: String(id), owner: holder }).token as string;
  const balanceOf = (id: number, holder: string) =>
    BigInt(walletCall(walletOf(id, holder), 'balance').value as string);
  const supplyOf = (id: number) =>
    BigInt(
      nftCall(collectionCall('nftAddress', { id: String(id) }).nft as string, 'multiTokenSupply')
        .count as string,
    );
  const codeHashOf = (address: string) => {
    const account = loadAccount(readBoc(boc(address))[0]);
    if (account?.storage.state.kind !== 'active') throw new Error(`${address} is not active`);
    return account.storage.state.stateInit.code?.hashHex();
  };
  /** The events the account at `address` emitted, decoded with `abi`. */
  const eventsOf = (address: string, abi: string) =>
    seen
      .filter((t) => t.address === address)
      .flatMap((t) => t.events)
      .map((body) => nekoton.decodeEvent(Buffer.from(writeBoc(body)).toString('base64'), abi, undefined));
  /** The exit code of the transaction of `address` whose inbound body was `body`. */
  const exitOf = (address: string, body: string) =>
    seen.filter((t) => t.address === address && t.inBody === body).map((t) => t.exitCode);

  let refusedMint: string;
  let foreignAccept: string;
  let overdraft: string;

  beforeAll(async () => {
    net = await createLocalnet({ flavor, seed: 'multi-token' });
    owner = net.genesis.giver.wallet.address;
    walletCode = await contractCode('multi-wallet');
    const deployed = await multiCollectionDeploy({ owner, json: COLLECTION_JSON });
    collection = deployed.address;
    // A collection the giver does not own, to be refused a mint by.
    const foreign = await multiCollectionDeploy({ owner: B, json: COLLECTION_JSON });
    other = foreign.address;
    // One giver message a block: EverWallet refuses a message stamped no later than the last it accepted
    // (exit code 52), and two signed in the same millisecond carry the same time.
    await send(collection, 10n * EVER);
    await produce(1);
    await send(other, 10n * EVER);
    await produce(1);
    net.sendMessage(deployed.deploy);
    net.sendMessage(foreign.deploy);
    await produce(1);
    await send(collection, 2n * EVER, mintMultiTokenBody(owner, 100n, JSON_0));
    await produce(3);
    await send(collection, 2n * EVER, mintMultiTokenBody(owner, 1n, JSON_1));
    await produce(3);
    const giver0 = walletOf(0, owner);
    await send(giver0, EVER, multiTokenTransferBody(30n, B, EVER / 5n, owner));
    await produce(4);
    // B's wallet exists: deploying it again must not reset its balance.
    await send(giver0, EVER, multiTokenTransferBody(10n, B, EVER / 5n, owner));
    await produce(4);
    await send(
      giver0,
      EVER,
      nekoton.encodeInternalInput(MULTI_WALLET_ABI, 'transferToWallet', {
        count: '5',
        recipientToken: walletOf(0, B),
        remainingGasTo: owner,
        notify: false,
        payload: EMPTY_CELL,
      }),
    );
    await produce(4);
    // To C's wallet, which nobody deployed: acceptTransfer bounces and the tokens come back.
    await send(giver0, EVER, multiTokenTransferBody(7n, C, 0n, owner));
    await produce(4);
    await send(giver0, EVER, multiTokenBurnBody(15n, owner));
    await produce(4);
    // The giver's only token 1 goes to B: the giver's wallet of it is left empty.
    await send(walletOf(1, owner), EVER, multiTokenTransferBody(1n, B, EVER / 5n, owner));
    await produce(4);
    // Refusals.
    refusedMint = mintMultiTokenBody(owner, 5n, JSON_0);
    await send(other, EVER, refusedMint);
    await produce(1);
    foreignAccept = nekoton.encodeInternalInput(MULTI_WALLET_ABI, 'acceptTransfer', {
      count: '1000',
      sender: owner,
      remainingGasTo: owner,
      notify: false,
      payload: EMPTY_CELL,
    });
    await send(walletOf(0, B), EVER, foreignAccept);
    await produce(1);
    overdraft = multiTokenTransferBody(1000n, B, 0n, owner);
    await send(giver0, EVER, overdraft);
    await produce(4);
  }, 180_000);

  it('holds as much of each token in its wallets as its NFT says it has', () => {
    expect(balanceOf(0, owner)).toBe(100n - 30n - 10n - 5n - 15n);
    expect(balanceOf(0, B)).toBe(30n + 10n + 5n);
    expect(supplyOf(0)).toBe(85n);
    expect(supplyOf(0)).toBe(balanceOf(0, owner) + balanceOf(0, B));
    expect(balanceOf(1, owner)).toBe(0n);
    expect(balanceOf(1, B)).toBe(1n);
    expect(supplyOf(1)).toBe(balanceOf(1, owner) + balanceOf(1, B));
  });

  it('says which interfaces each contract implements, with the ids VEP-1155 publishes', () => {
    const walletInterface = interfaceId(MULTI_WALLET_ABI, [
      'getInfo',
      'balance',
      'transfer',
      'transferToWallet',
      'acceptTransfer',
      'burn',
    ]);
    expect(walletInterface).toBe(0x2f202802);
    expect(
      interfaceId(MULTI_COLLECTION_ABI, [
        'multiTokenWalletCode',
        'multiTokenCodeHash',
        'multiTokenWalletAddress',
      ]),
    ).toBe(0x5c435318);
    expect(interfaceId(MULTI_NFT_ABI, ['multiTokenSupply'])).toBe(0x243cf87e);
    const tip42 = interfaceId(MULTI_NFT_ABI, ['getJson']);
    expect(tip42).toBe(0x24d7d5f5);

    const ids = [0x3204ec29, 0x1217aaab, 0x78084f7e, tip42, 0x244a5200, 0x7239d7b1, 0x5c435318, 0x243cf87e];
    const supported = (call: (m: string, i: object) => Record<string, unknown>) =>
      [...ids, walletInterface].filter(
        (id) => call('supportsInterface', { interfaceID: id }).value0 === true,
      );
    expect(supported(collectionCall)).toEqual([0x3204ec29, 0x1217aaab, tip42, 0x5c435318]);
    const nft = collectionCall('nftAddress', { id: '0' }).nft as string;
    expect(supported((m, i) => nftCall(nft, m, i))).toEqual([0x3204ec29, 0x78084f7e, tip42, 0x243cf87e]);
    const wallet = walletOf(0, B);
    expect(supported((m, i) => walletCall(wallet, m, i))).toEqual([0x3204ec29, walletInterface]);
  });

  it('answers its owner, its tokens, their NFTs and wallets, and its JSON', async () => {
    expect(collectionCall('getOwner').value0).toBe(owner);
    expect(collectionCall('totalSupply').count).toBe('2');
    expect(collectionCall('getJson').json).toBe(COLLECTION_JSON);
    const nftCode = await contractCode('multi-nft');
    expect(BigInt(collectionCall('nftCodeHash').codeHash as string)).toBe(BigInt(`0x${nftCode.hashHex()}`));
    for (const [id, json] of [JSON_0, JSON_1].entries()) {
      const nft = collectionCall('nftAddress', { id: String(id) }).nft as string;
      expect(nft).toBe(multiNftAddress(nftCode, collection, BigInt(id)));
      expect(net.account(nft)).toBeDefined();
      expect(nftCall(nft, 'getInfo')).toEqual({ id: String(id), owner, manager: owner, collection });
      expect(nftCall(nft, 'getJson').json).toBe(json);
      expect(nftCall(nft, 'royaltyInfo', { salePrice: '1000000' })).toEqual({
        receiver: owner,
        royaltyAmount: '50000',
      });
      for (const holder of [owner, B]) {
        const wallet = walletOf(id, holder);
        expect(wallet).toBe(multiTokenWalletAddress(walletCode, collection, BigInt(id), holder));
        expect(walletCall(wallet, 'getInfo')).toEqual({ id: String(id), owner: holder, collection });
      }
    }
  });

  it('salts wallet code by token and emptiness, so a code hash finds the wallets of a token', () => {
    const hash = (id: number, isEmpty: boolean) =>
      BigInt(collectionCall('multiTokenCodeHash', { id: String(id), isEmpty }).codeHash as string)
        .toString(16)
        .padStart(64, '0');
    expect(codeHashOf(walletOf(0, owner))).toBe(hash(0, false));
    expect(codeHashOf(walletOf(0, B))).toBe(hash(0, false));
    expect(codeHashOf(walletOf(1, B))).toBe(hash(1, false));
    expect(codeHashOf(walletOf(1, owner))).toBe(hash(1, true));
    expect(new Set([hash(0, false), hash(0, true), hash(1, false), hash(1, true)]).size).toBe(4);
    const code = collectionCall('multiTokenWalletCode', { id: '1', isEmpty: true }).code as string;
    expect(toHex(readBoc(new Uint8Array(Buffer.from(code, 'base64')))[0].hash())).toBe(hash(1, true));
    expect(multiTokenWalletCode(walletCode, collection, 0n, false).hashHex()).toBe(hash(0, false));
  });

  it('emits the standard events with what happened', () => {
    const wallet0 = walletOf(0, owner);
    const wallet1 = walletOf(1, owner);
    const b0 = walletOf(0, B);
    const b1 = walletOf(1, B);
    expect(eventsOf(collection, MULTI_COLLECTION_ABI)).toEqual([
      {
        event: 'MultiTokenCreated',
        data: { id: '0', token: wallet0, balance: '100', owner, creator: owner },
      },
      {
        event: 'MultiTokenCreated',
        data: { id: '1', token: wallet1, balance: '1', owner, creator: owner },
      },
      { event: 'MultiTokenBurned', data: { id: '0', count: '15', owner } },
    ]);
    for (const id of [0, 1]) {
      const nft = collectionCall('nftAddress', { id: String(id) }).nft as string;
      expect(eventsOf(nft, MULTI_NFT_ABI)).toEqual([
        { event: 'NftCreated', data: { id: String(id), owner, manager: owner, collection } },
      ]);
    }
    const created = (id: string, holder: string, balance: string) => ({
      event: 'MultiTokenWalletCreated',
      data: { id, owner: holder, collection, balance },
    });
    const moved = (senderWallet: string, recipient: string, count: string, newBalance: string) => ({
      event: 'MultiTokenTransfered',
      data: { sender: owner, senderWallet, recipient, count, newBalance },
    });
    expect(eventsOf(wallet0, MULTI_WALLET_ABI)).toEqual([created('0', owner, '100')]);
    expect(eventsOf(wallet1, MULTI_WALLET_ABI)).toEqual([created('1', owner, '1')]);
    expect(eventsOf(b0, MULTI_WALLET_ABI)).toEqual([
      created('0', B, '0'),
      moved(wallet0, B, '30', '30'),
      moved(wallet0, B, '10', '40'),
      moved(wallet0, B, '5', '45'),
    ]);
    expect(eventsOf(b1, MULTI_WALLET_ABI)).toEqual([created('1', B, '0'), moved(wallet1, B, '1', '1')]);
  });

  it('takes back what a transfer to a wallet nobody deployed bounced with', () => {
    const account = net.account(walletOf(0, C));
    const state = account && loadAccount(readBoc(account.boc)[0]);
    expect(state?.storage.state.kind ?? 'nonexistent').not.toBe('active');
    // The giver's wallet sent 7 to C's and took the bounce: 40 is what it holds without them.
    const bounces = seen.filter((t) => t.address === walletOf(0, owner) && t.bounced);
    expect(bounces.map((t) => t.exitCode)).toEqual([0]);
    expect(balanceOf(0, owner)).toBe(40n);
  });

  it('refuses a mint by anyone but the owner, a transfer from no wallet and one past the balance', () => {
    expect(exitOf(other, refusedMint)).toEqual([101]);
    expect(localCall(boc(other), MULTI_COLLECTION_ABI, 'totalSupply').count).toBe('0');
    expect(exitOf(walletOf(0, B), foreignAccept)).toEqual([102]);
    expect(exitOf(walletOf(0, owner), overdraft)).toEqual([105]);
    expect(balanceOf(0, owner)).toBe(40n);
    expect(balanceOf(0, B)).toBe(45n);
    expect(supplyOf(0)).toBe(85n);
  });
});
