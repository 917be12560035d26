// What a shard block says about its transactions: InMsgDescr, OutMsgDescr, ShardAccountBlocks and the
// value flow they add up to. Every message and transaction cell is the executor's own; only the
// envelopes and descriptors around them are built here.
import {
  type AccountBlock,
  type AugEntry,
  addCurrencyCollections,
  beginCell,
  type Cell,
  type ImportFees,
  type InMsg,
  type InMsgDescr,
  type MsgEnvelope,
  msgEnvelopeCell,
  type OutMsg,
  type OutMsgDescr,
  type ShardAccountBlocks,
  storeInMsg,
  type ValueFlow,
} from '@tvmscan/codec';
import type { ExecutedTransaction, Round } from '../chain';

type CurrencyCollection = ValueFlow['feesCollected'];

import { routeOf } from '../routing';

export const grams = (value: bigint): CurrencyCollection => ({ grams: value, other: new Map() });
const ZERO = grams(0n);

export interface ShardDescriptors {
  inMsgDescr: InMsgDescr;
  outMsgDescr: OutMsgDescr;
  accountBlocks: ShardAccountBlocks;
  /** Fees of the block's transactions plus the forwarding fees it imported. */
  feesCollected: bigint;
}

// Source and destination live in this one shard: the envelope's route starts and ends here.
const envelopeOf = (msg: Cell, fwdFeeRemaining: bigint): MsgEnvelope => ({
  curAddr: { kind: 'regular', useDestBits: 0 },
  nextAddr: { kind: 'regular', useDestBits: 0 },
  fwdFeeRemaining,
  msg,
  v2: null,
});

const inMsgCell = (m: InMsg) => {
  const b = beginCell();
  storeInMsg(b, m);
  return b.endCell();
};

const key = (cell: Cell) => BigInt(`0x${cell.hashHex()}`);

/** Messages created and delivered within the round are imported immediately (msg_import_imm); ones
 *  created in an earlier block or another shard are imported from the queue (msg_import_fin), and ones
 *  leaving for another shard or a later block are exported new (msg_export_new). */
export function shardDescriptors(round: Pick<Round, 'transactions'>): ShardDescriptors {
  const inEntries = new Map<bigint, AugEntry<InMsg, ImportFees>>();
  const outEntries = new Map<bigint, AugEntry<OutMsg, CurrencyCollection>>();
  const accountEntries = new Map<bigint, AugEntry<AccountBlock, CurrencyCollection>>();
  const created = new Set<string>();
  for (const tx of round.transactions) for (const out of tx.outMsgs) created.add(out.hashHex());
  // A message delivered in this block: its envelope, and the InMsg that reimports it (OutMsg refers to it).
  const delivered = new Map<string, { envelope: Cell; inMsg: Cell }>();
  let feesCollected = 0n;

  const accountBlock = (tx: ExecutedTransaction) => {
    const id = BigInt(`0x${tx.address.split(':')[1]}`);
    const txFees = grams(tx.totalFees);
    const block = accountEntries.get(id);
    if (block) {
      block.value.transactions.set(tx.lt, { value: tx.cell, extra: txFees });
      block.value.stateUpdate = { oldHash: block.value.stateUpdate.oldHash, newHash: tx.newStateHash };
      block.extra = addCurrencyCollections(block.extra, txFees);
    } else {
      accountEntries.set(id, {
        value: {
          accountAddr: tx.address.split(':')[1],
          transactions: new Map([[tx.lt, { value: tx.cell, extra: txFees }]]),
          stateUpdate: { oldHash: tx.oldStateHash, newHash: tx.newStateHash },
        },
        extra: txFees,
      });
    }
  };

  for (const tx of round.transactions) {
    feesCollected += tx.totalFees;
    accountBlock(tx);
    // A tick-tock transaction has no inbound message to describe.
    if (!tx.inMsg) continue;
    const route = routeOf(tx.inMsg);
    let inMsg: InMsg;
    let fees: ImportFees;
    if (route.kind === 'externalIn') {
      inMsg = { kind: 'importExt', msg: tx.inMsg, transaction: tx.cell };
      fees = { feesCollected: 0n, valueImported: ZERO };
    } else if (route.kind === 'internal') {
      const envelope = msgEnvelopeCell(envelopeOf(tx.inMsg, route.fwdFee));
      const immediate = created.has(tx.inMsg.hashHex());
      inMsg = {
        kind: immediate ? 'importImm' : 'importFin',
        inMsg: envelope,
        transaction: tx.cell,
        fwdFee: route.fwdFee,
      };
      // What the block imports: for a message from the queue its value and the forwarding fee it still
      // carries (both then collected or credited here); one created in this very block was never
      // exported, so it brings in only the fee (InMsg::get_import_fees in the reference node).
      fees = {
        feesCollected: route.fwdFee,
        valueImported: immediate ? ZERO : grams(route.value + route.fwdFee),
      };
      feesCollected += route.fwdFee;
      delivered.set(tx.inMsg.hashHex(), { envelope, inMsg: inMsgCell(inMsg) });
    } else {
      throw new Error(`transaction ${tx.hash} has an outbound external message as its inbound message`);
    }
    inEntries.set(key(tx.inMsg), { value: inMsg, extra: fees });
  }

  for (const tx of round.transactions) {
    for (const out of tx.outMsgs) {
      const route = routeOf(out);
      if (route.kind === 'externalOut') {
        outEntries.set(key(out), {
          value: { kind: 'exportExt', msg: out, transaction: tx.cell },
          extra: ZERO,
        });
        continue;
      }
      if (route.kind !== 'internal') continue;
      const reimport = delivered.get(out.hashHex());
      // Only a message left in the queue takes value out of the block (OutMsg::get_export_value).
      const exported = reimport ? ZERO : grams(route.value + route.fwdFee);
      const value: OutMsg = reimport
        ? { kind: 'exportImm', outMsg: reimport.envelope, transaction: tx.cell, reimport: reimport.inMsg }
        : {
            kind: 'exportNew',
            outMsg: msgEnvelopeCell(envelopeOf(out, route.fwdFee)),
            transaction: tx.cell,
          };
      outEntries.set(key(out), { value, extra: exported });
    }
  }

  const sum = <E>(entries: Map<bigint, AugEntry<unknown, E>>, add: (a: E, b: E) => E, empty: E) =>
    [...entries.values()].reduce((acc, e) => add(acc, e.extra), empty);
  return {
    inMsgDescr: {
      entries: inEntries,
      rootExtra: sum(
        inEntries,
        (a, b) => ({
          feesCollected: a.feesCollected + b.feesCollected,
          valueImported: addCurrencyCollections(a.valueImported, b.valueImported),
        }),
        { feesCollected: 0n, valueImported: ZERO },
      ),
    },
    outMsgDescr: { entries: outEntries, rootExtra: sum(outEntries, addCurrencyCollections, ZERO) },
    accountBlocks: { entries: accountEntries, rootExtra: sum(accountEntries, addCurrencyCollections, ZERO) },
    feesCollected,
  };
}
