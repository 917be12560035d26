// What every block the network produces must satisfy, checked from the blocks alone (and the states they
// update, followed from the zero states): the way an independent node or indexer would see them.
//
// Per transaction: the hash of its stored BOC, prev_trans chained per account, lts increasing per
// account and lying in the block's range, out messages created at lt + 1 + i, state-update hashes
// chained per account and ending in the account the new state holds. Per block: it round-trips through
// the codec, its value flow balances, its state update applied to the previous state gives the new
// one, and every augmented dictionary carries the extras the reference node derives from its leaves
// (block-parse.cpp: ShardAccountBlocks fees, InMsg::get_import_fees, OutMsg::get_export_value, the
// DepthBalanceInfo of ShardAccounts) with root extras that are their sums.
import {
  applyMerkleUpdate,
  type Cell,
  type CurrencyCollection,
  type DecodedBlock,
  decodeBlock,
  encodeBlock,
  type Flavor,
  loadMessage,
  loadMsgEnvelope,
  loadShardStateUnsplit,
  loadTransaction,
  readBoc,
  type ShardIdent,
  sha256,
  shardStateAccount,
  toHex,
  writeBoc,
} from '@tvmscan/codec';
import { expect } from 'vitest';
import { ACCOUNT_NONE } from '../src/accountLayout';
import { ZERO_HASH } from '../src/accounts';
import { parentShard, shardContains, shardKey } from '../src/collator/shards';
import type { MasterchainBatch, SourceBlock } from '../src/localnet';

const sumOf = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
const grams = (c: CurrencyCollection) => c.grams;
const idOf = (id: bigint) => id.toString(16).padStart(64, '0');
const addressIn = (shard: ShardIdent, id: string) => `${shard.workchain}:${id}`;

/** The state balance of the accounts of `state` that live in `shard`. */
function balanceIn(state: Cell, flavor: Flavor, shard: ShardIdent): bigint {
  const { accounts } = loadShardStateUnsplit(state.beginParse(), flavor);
  return sumOf(
    [...accounts.entries]
      .filter(([id]) => shardContains(shard, addressIn(shard, idOf(id))))
      .map(([, { extra }]) => extra.balance.grams),
  );
}

export interface CheckedBlock {
  decoded: DecodedBlock;
  /** The state after the block. */
  state: Cell;
}

export class ChainChecker {
  /** Known states by hash: the zero states, then every block's new state. */
  private readonly states = new Map<string, Cell>();
  /** The end lt of the latest block of each chain (by shard key), and of its parent after a split. */
  private readonly endLts = new Map<string, bigint>();
  /** Every transaction seen, by hash. */
  readonly transactions = new Map<string, ReturnType<typeof loadTransaction>>();

  constructor(
    private readonly flavor: Flavor,
    zeroStates: Iterable<Cell>,
  ) {
    for (const state of zeroStates) this.states.set(state.hashHex(), state);
  }

  /** Checks a batch: its shard blocks, then the masterchain block committing them. */
  batch(batch: MasterchainBatch): { masterchain: CheckedBlock; shards: CheckedBlock[] } {
    const shards = batch.shards.map((block) => this.block(block));
    const masterchain = this.block(batch.masterchain);
    const custom = masterchain.decoded.block.extra.custom;
    expect(custom?.shardHashes.map((h) => [h.descr.rootHash, h.descr.fileHash])).toEqual(
      shards.map((s) => [s.decoded.rootHash, s.decoded.fileHash]),
    );
    for (const [i, { descr }] of (custom?.shardHashes ?? []).entries()) {
      expect(descr.feesCollected.grams).toBe(shards[i].decoded.block.valueFlow.feesCollected.grams);
    }
    const mcInfo = masterchain.decoded.block.info;
    for (const shard of shards) expect(mcInfo.startLt).toBeGreaterThanOrEqual(shard.decoded.block.info.endLt);
    const mcFlow = masterchain.decoded.block.valueFlow;
    expect(mcFlow.feesImported.grams).toBe(
      sumOf(shards.map((s) => s.decoded.block.valueFlow.feesCollected.grams)),
    );
    return { masterchain, shards };
  }

  block(source: SourceBlock): CheckedBlock {
    const decoded = decodeBlock(source.boc);
    const { block } = decoded;
    const { info, valueFlow: v, extra } = block;
    const where = `${shardKey(info.shard)}#${info.seqNo}`;
    expect(decoded.flavor, where).toBe(this.flavor);
    expect(encodeBlock(block, this.flavor).hashHex(), where).toBe(decoded.rootHash);
    expect(toHex(sha256(source.boc)), where).toBe(decoded.fileHash);

    // Value flow.
    const inflow = sumOf(
      [v.fromPrevBlk, v.imported, v.feesImported, v.created, v.minted, v.recovered].map(grams),
    );
    const outflow = v.toNextBlk.grams + v.exported.grams + v.feesCollected.grams + (v.burned?.grams ?? 0n);
    expect(inflow, `${where} value flow`).toBe(outflow);

    // lt range: after the chain's (or its parent's) previous block.
    expect(info.endLt, where).toBeGreaterThan(info.startLt);
    const key = shardKey(info.shard);
    const prevKey = info.afterSplit ? shardKey(parentShard(info.shard)) : key;
    const previousEnd = this.endLts.get(prevKey);
    if (previousEnd !== undefined) expect(info.startLt, where).toBeGreaterThanOrEqual(previousEnd);
    this.endLts.set(key, info.endLt);

    // The state update takes the previous state to the new one.
    const update = block.stateUpdate;
    const before = this.states.get(update.oldHash);
    expect(before, `${where}: the state its update starts from is known`).toBeDefined();
    const after = applyMerkleUpdate(update.cell, before!);
    expect(after.hashHex(), where).toBe(update.newHash);
    this.states.set(update.newHash, after);

    // ShardAccounts: every leaf's DepthBalanceInfo is its account's balance; the root and the state's
    // total balance are their sum, and so is the value flow's to_next_blk.
    const state = loadShardStateUnsplit(after.beginParse(), this.flavor);
    for (const { value, extra: depth } of state.accounts.entries.values()) {
      expect(depth.splitDepth).toBe(0);
      expect(depth.balance.grams).toBe(value.account?.storage.balance.grams ?? 0n);
    }
    const total = sumOf([...state.accounts.entries.values()].map((e) => e.extra.balance.grams));
    expect(state.accounts.rootExtra.balance.grams, where).toBe(total);
    expect(state.totalBalance.grams, where).toBe(total);
    expect(v.toNextBlk.grams, where).toBe(total);
    expect(v.fromPrevBlk.grams, where).toBe(balanceIn(before!, this.flavor, info.shard));

    const createdHere = new Set<string>();
    const txByInMsg = new Map<string, Cell>();
    for (const { value } of extra.accountBlocks.entries.values()) {
      for (const { value: cell } of value.transactions.values()) {
        const tx = loadTransaction(cell);
        for (const out of tx.outMsgs.values()) createdHere.add(out.hashHex());
        if (tx.inMsg) txByInMsg.set(tx.inMsg.hashHex(), cell);
      }
    }

    // Transactions, account by account.
    let accountFees = 0n;
    for (const [id, { value: accountBlock, extra: blockFees }] of extra.accountBlocks.entries) {
      const accountId = idOf(id);
      expect(accountBlock.accountAddr).toBe(accountId);
      const address = addressIn(info.shard, accountId);
      expect(shardContains(info.shard, address), `${address} lives in ${where}`).toBe(true);
      const stored = shardStateAccount(before!, accountId);
      let last = {
        hash: stored?.lastTransHash ?? ZERO_HASH,
        lt: stored?.lastTransLt ?? 0n,
        state: stored ? stored.accountCell.hashHex() : ACCOUNT_NONE.hashHex(),
      };
      expect(accountBlock.stateUpdate.oldHash, `${address} account block`).toBe(last.state);
      let fees = 0n;
      for (const [lt, { value: cell, extra: txFees }] of accountBlock.transactions) {
        const boc = writeBoc(cell);
        const tx = loadTransaction(readBoc(boc)[0]);
        const label = `${address} lt ${lt}`;
        expect(tx.hash, label).toBe(cell.hashHex());
        expect(tx.accountAddr, label).toBe(accountId);
        expect(tx.lt, label).toBe(lt);
        expect(tx.now, label).toBe(info.genUtime);
        expect(lt, `${label} in [${info.startLt}, ${info.endLt})`).toBeGreaterThanOrEqual(info.startLt);
        expect(lt + BigInt(tx.outMsgs.size), label).toBeLessThan(info.endLt);
        expect({ hash: tx.prevTransHash, lt: tx.prevTransLt }, label).toEqual({
          hash: last.hash,
          lt: last.lt,
        });
        expect(lt, label).toBeGreaterThan(last.lt);
        expect(tx.stateUpdate.oldHash, label).toBe(last.state);
        expect(txFees.grams, label).toBe(tx.totalFees.grams);
        for (const [i, out] of tx.outMsgs) {
          const message = loadMessage(out).info;
          if (message.kind === 'externalIn') throw new Error(`${label} sends an inbound external message`);
          expect(message.createdLt, `${label} out ${i}`).toBe(lt + 1n + BigInt(i));
          expect(message.createdAt, `${label} out ${i}`).toBe(info.genUtime);
        }
        fees += tx.totalFees.grams;
        this.transactions.set(tx.hash, tx);
        last = { hash: tx.hash, lt, state: tx.stateUpdate.newHash };
      }
      expect(blockFees.grams, `${address} account block fees`).toBe(fees);
      accountFees += fees;
      expect(accountBlock.stateUpdate.newHash, `${address} account block`).toBe(last.state);
      // The new state holds the account the last transaction left, and its id; so does the BOC the
      // indexer is handed.
      const now = shardStateAccount(after, accountId);
      expect(now ? now.accountCell.hashHex() : ACCOUNT_NONE.hashHex(), address).toBe(last.state);
      if (now)
        expect({ hash: now.lastTransHash, lt: now.lastTransLt }).toEqual({ hash: last.hash, lt: last.lt });
      const handed = source.accountStates?.get(address);
      expect(handed === null ? ACCOUNT_NONE.hashHex() : handed && readBoc(handed)[0].hashHex(), address).toBe(
        last.state,
      );
    }
    expect(extra.accountBlocks.rootExtra.grams, `${where} account blocks`).toBe(accountFees);

    // InMsgDescr: one entry per inbound message, with the reference node's ImportFees.
    let importedFees = 0n;
    let importedValue = 0n;
    expect(extra.inMsgDescr.entries.size, where).toBe(txByInMsg.size);
    for (const [hash, { value: inMsg, extra: fees }] of extra.inMsgDescr.entries) {
      const label = `${where} in ${idOf(hash)}`;
      let expected: { fees: bigint; value: bigint };
      let message: Cell;
      if (inMsg.kind === 'importExt') {
        message = inMsg.msg;
        expected = { fees: 0n, value: 0n };
      } else if (inMsg.kind === 'importImm' || inMsg.kind === 'importFin') {
        const envelope = loadMsgEnvelope(inMsg.inMsg.beginParse());
        message = envelope.msg;
        const info = loadMessage(message).info;
        if (info.kind !== 'internal') throw new Error(`${label}: an envelope of a non-internal message`);
        expect(inMsg.fwdFee, label).toBe(envelope.fwdFeeRemaining);
        expect(createdHere.has(message.hashHex()), label).toBe(inMsg.kind === 'importImm');
        expected =
          inMsg.kind === 'importImm'
            ? { fees: inMsg.fwdFee, value: 0n }
            : {
                fees: envelope.fwdFeeRemaining,
                value: info.value.grams + info.ihrFee + envelope.fwdFeeRemaining,
              };
      } else {
        throw new Error(`${label}: the network never imports ${inMsg.kind}`);
      }
      expect(message.hashHex(), label).toBe(idOf(hash));
      expect(inMsg.transaction.hashHex(), label).toBe(txByInMsg.get(idOf(hash))?.hashHex());
      expect({ fees: fees.feesCollected, value: fees.valueImported.grams }, label).toEqual(expected);
      importedFees += expected.fees;
      importedValue += expected.value;
    }
    expect(extra.inMsgDescr.rootExtra.feesCollected, where).toBe(importedFees);
    expect(extra.inMsgDescr.rootExtra.valueImported.grams, where).toBe(importedValue);
    expect(v.imported.grams, where).toBe(importedValue);

    // OutMsgDescr: one entry per created message, with the value it takes out of the block.
    let exported = 0n;
    expect(extra.outMsgDescr.entries.size, where).toBe(createdHere.size);
    for (const [hash, { value: outMsg, extra: value }] of extra.outMsgDescr.entries) {
      const label = `${where} out ${idOf(hash)}`;
      let expected: bigint;
      let message: Cell;
      if (outMsg.kind === 'exportExt') {
        message = outMsg.msg;
        expect(loadMessage(message).info.kind, label).toBe('externalOut');
        expected = 0n;
      } else if (outMsg.kind === 'exportImm' || outMsg.kind === 'exportNew') {
        const envelope = loadMsgEnvelope(outMsg.outMsg.beginParse());
        message = envelope.msg;
        const info = loadMessage(message).info;
        if (info.kind !== 'internal') throw new Error(`${label}: an envelope of a non-internal message`);
        const delivered = extra.inMsgDescr.entries.get(hash)?.value;
        expect(delivered?.kind ?? 'queued', label).toBe(outMsg.kind === 'exportImm' ? 'importImm' : 'queued');
        expected =
          outMsg.kind === 'exportImm' ? 0n : info.value.grams + info.ihrFee + envelope.fwdFeeRemaining;
      } else {
        throw new Error(`${label}: the network never exports ${outMsg.kind}`);
      }
      expect(message.hashHex(), label).toBe(idOf(hash));
      expect(createdHere.has(idOf(hash)), label).toBe(true);
      expect(value.grams, label).toBe(expected);
      exported += expected;
    }
    expect(extra.outMsgDescr.rootExtra.grams, where).toBe(exported);
    expect(v.exported.grams, where).toBe(exported);
    // The block collects its transactions' fees and the forwarding fees it imported.
    expect(v.feesCollected.grams - v.feesImported.grams, where).toBe(accountFees + importedFees);
    return { decoded, state: after };
  }
}
