// Values the explorer derives from a transaction rather than reads from it, computed the way
// ever-block-json (the Everscale reference serializer) does, native coins only:
// - balance delta: what the account's balance gained or lost: credit − total_fees − Σ(value + fwd_fee +
//   ihr_fee) over the internal messages it sent;
// - ext_in_msg_fee: for an external inbound message, the import fee, which total_fees includes but no
//   phase records: total_fees − storage − gas − action fees.
import type { Message } from './message';
import type { Transaction } from './transaction';
import type { TransactionDescr } from './transaction-descr';

function phases(d: TransactionDescr) {
  return {
    credit: 'creditPh' in d ? (d.creditPh?.credit.grams ?? 0n) : 0n,
    storage: 'storagePh' in d ? (d.storagePh?.storageFeesCollected ?? 0n) : 0n,
    gas: 'computePh' in d && d.computePh.kind === 'vm' ? d.computePh.gasFees : 0n,
    action: 'action' in d ? (d.action?.totalActionFees ?? 0n) : 0n,
  };
}

export function transactionBalanceDelta(tx: Transaction, outMsgs: readonly Message[]): bigint {
  let delta = phases(tx.description).credit - tx.totalFees.grams;
  for (const m of outMsgs) {
    if (m.info.kind === 'internal') delta -= m.info.value.grams + m.info.fwdFee + m.info.ihrFee;
  }
  return delta;
}

/** null unless the transaction was started by an external inbound message. */
export function extInMsgFee(tx: Transaction, inMsg: Message | null): bigint | null {
  if (inMsg?.info.kind !== 'externalIn') return null;
  const p = phases(tx.description);
  return tx.totalFees.grams - p.storage - p.gas - p.action;
}
