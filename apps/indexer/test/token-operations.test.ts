// Token operations decoded from a wallet's in-message, for the cases the local network's scenario does
// not produce: a bounced burn (BurnCancellation), plus a bounced transfer, a mint, an aborted
// transaction and a body that is no TIP-3 call, on transactions of a wallet whose state the batch
// lacks (known from an earlier batch, as with a block source that gives no states).
import {
  beginCell,
  type Cell,
  currencyOf,
  messageToCell,
  readBoc,
  type TransDescrOrdinary,
  transactionToCell,
  writeBoc,
} from '@tvmscan/codec';
import { Catalogue, nekoton } from '@tvmscan/contracts';
import { type Database, type IngestBatch, ingestBatch } from '@tvmscan/db';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import { addr, tokenBatch1 } from '@tvmscan/test-support/token-batch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenDeriver } from '../src/derive/tokens/index';

const catalogue = new Catalogue();
const wallet = tokenBatch1().wallets[0]; // alice's LUSD wallet
const peer = addr('wallet:root:lusd:bob');
const std = (address: Buffer) =>
  ({ kind: 'std', anycast: null, workchain: 0, address: address.toString('hex') }) as const;

const description = (aborted: boolean): TransDescrOrdinary => ({
  kind: 'ordinary',
  creditFirst: true,
  storagePh: null,
  creditPh: { dueFeesCollected: null, credit: currencyOf(1n) },
  computePh: { kind: 'skipped', reason: 'noState' },
  action: null,
  aborted,
  bounce: null,
  destroyed: false,
});

/** A transaction of alice's wallet consuming an internal message with `body`. */
function walletTx(n: number, body: Cell, opts: { bounced?: boolean; aborted?: boolean } = {}) {
  const inMsg = messageToCell({
    info: {
      kind: 'internal',
      ihrDisabled: true,
      bounce: false,
      bounced: opts.bounced ?? false,
      src: std(peer),
      dest: std(wallet.address as Buffer),
      value: currencyOf(1_000_000n),
      ihrFee: 0n,
      fwdFee: 0n,
      createdLt: BigInt(1000 + n),
      createdAt: 1_700_000_000,
    },
    init: null,
    body,
    initInRef: false,
    bodyInRef: true,
  });
  const cell = transactionToCell({
    accountAddr: (wallet.address as Buffer).toString('hex'),
    lt: BigInt(1001 + n),
    prevTransHash: '0'.repeat(64),
    prevTransLt: 0n,
    now: 1_700_000_000 + n,
    outmsgCnt: 0,
    origStatus: 'active',
    endStatus: 'active',
    inMsg,
    outMsgs: new Map(),
    totalFees: currencyOf(1n),
    stateUpdate: { oldHash: '0'.repeat(64), newHash: '0'.repeat(64) },
    description: description(opts.aborted ?? false),
  });
  // Only the fields the derivation reads; the rest of a transaction row is the core write path's.
  return {
    hash: Buffer.from(cell.hashHex(), 'hex'),
    workchain: 0,
    account: wallet.address,
    lt: String(1001 + n),
    now: 1_700_000_000 + n,
    aborted: opts.aborted ?? false,
    boc: Buffer.from(writeBoc(cell)),
  } as unknown as IngestBatch['transactions'][number];
}

/** What a bounced message carries: 0xffffffff, then the first 256 bits of the call it answers. */
const bounced = (kind: 'tip3_wallet' | 'tip3_root', method: string, amount: bigint) =>
  beginCell()
    .storeUint(0xffffffff, 32)
    .storeUint(Number.parseInt(catalogue.functionId(kind, method), 16), 32)
    .storeUint(amount, 128)
    .storeUint(0, 64)
    .endCell();

const call = (method: string, input: Record<string, unknown>) =>
  readBoc(
    Buffer.from(nekoton.encodeInternalInput(catalogue.abi.tip3_wallet, method, input as never), 'base64'),
  )[0];

describe.each(backends)('token operations on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigrated(open);
    const base = { blocks: [], transactions: [], messages: [], accounts: [] };
    await ingestBatch(database, { mcSeqno: 1, mcRootHash: addr('mc:1'), ...base, tokens: tokenBatch1() });
  });
  afterAll(async () => {
    if (database) await dispose(database);
  });

  it('decodes bounces, mints and skips aborted or foreign calls of a known wallet', async () => {
    const foreign = beginCell().storeUint(0x12345678, 32).endCell();
    const txs = [
      walletTx(1, bounced('tip3_wallet', 'acceptTransfer', 70n), { bounced: true }),
      walletTx(2, bounced('tip3_root', 'acceptBurn', 30n), { bounced: true }),
      walletTx(
        3,
        call('acceptMint', {
          amount: '5',
          remainingGasTo: `0:${'0'.repeat(64)}`,
          notify: false,
          payload: 'te6ccgEBAQEAAgAAAA==',
        }),
      ),
      walletTx(
        4,
        call('acceptMint', {
          amount: '9',
          remainingGasTo: `0:${'0'.repeat(64)}`,
          notify: false,
          payload: 'te6ccgEBAQEAAgAAAA==',
        }),
        {
          aborted: true,
        },
      ),
      walletTx(5, foreign),
    ];
    const batch = {
      mcSeqno: 2,
      mcRootHash: addr('mc:2'),
      blocks: [],
      transactions: txs,
      messages: [],
      accounts: [],
    };
    const derived = await new TokenDeriver().derive(database.db, batch);
    const ops = derived.transactions.map((t) => ({
      kind: t.kind,
      amount: t.amount,
      counterparty: t.counterparty_wallet ? Buffer.from(t.counterparty_wallet).toString('hex') : null,
      owner: Buffer.from(t.owner!).toString('hex'),
    }));
    const alice = addr('owner:alice').toString('hex');
    expect(ops).toEqual([
      { kind: 'SendCancellation', amount: '70', counterparty: peer.toString('hex'), owner: alice },
      { kind: 'BurnCancellation', amount: '30', counterparty: null, owner: alice },
      { kind: 'Mint', amount: '5', counterparty: null, owner: alice },
    ]);
  });
});
