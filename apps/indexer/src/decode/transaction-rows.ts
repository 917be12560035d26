// A transaction cell → its `transactions` row plus the message rows it references and the facts the
// account row needs. Balance change = credit − what out messages carry away (value + forward/IHR
// fees) − total fees: exact for the native currency without needing account states.
import { type Cell, type LoadedTransaction, loadTransaction, writeBoc } from '@tvmscan/codec';
import { type MessageRow, type TransactionRow, type TxType, toBytes } from '@tvmscan/db';
import { messageRow, outgoingCost } from './message-row';

export interface TransactionContext {
  workchain: number;
  mcSeqno: number;
  blockRootHash: Buffer;
}

export interface DecodedTransaction {
  tx: LoadedTransaction;
  row: TransactionRow;
  messages: MessageRow[];
  /** The internal message that created the account, when this transaction deployed it. */
  creator: { workchain: number | null; address: Buffer | null } | null;
}

function txType(tx: LoadedTransaction): TxType {
  const d = tx.description;
  return d.kind === 'tickTock' ? (d.isTock ? 'tock' : 'tick') : d.kind;
}

export function decodeTransaction(cell: Cell, ctx: TransactionContext): DecodedTransaction {
  const tx = loadTransaction(cell);
  const d = tx.description;
  const hash = Buffer.from(cell.hash());
  const link = { txHash: hash, txTime: tx.now, txLt: tx.lt };
  const messages: MessageRow[] = [];
  let creator: DecodedTransaction['creator'] = null;
  if (tx.inMsg) {
    const row = messageRow(tx.inMsg, { ...link, direction: 'in' });
    messages.push(row);
    const deployed =
      (tx.origStatus === 'nonexist' || tx.origStatus === 'uninit') && tx.endStatus === 'active';
    if (deployed && row.msg_type === 'internal')
      creator = { workchain: row.src_workchain ?? null, address: (row.src as Buffer | null) ?? null };
  }
  let sent = 0n;
  for (const out of tx.outMsgs.values()) {
    const row = messageRow(out, { ...link, direction: 'out' });
    messages.push(row);
    sent += outgoingCost(row);
  }
  const credit = 'creditPh' in d ? (d.creditPh?.credit.grams ?? 0n) : 0n;
  const computePh = 'computePh' in d ? d.computePh : null;
  const action = 'action' in d ? d.action : null;
  const row: TransactionRow = {
    hash,
    workchain: ctx.workchain,
    account: toBytes(tx.accountAddr),
    lt: tx.lt,
    now: tx.now,
    mc_seqno: ctx.mcSeqno,
    block_root_hash: ctx.blockRootHash,
    tx_type: txType(tx),
    aborted: 'aborted' in d ? d.aborted : false,
    destroyed: 'destroyed' in d ? d.destroyed : false,
    exit_code: computePh?.kind === 'vm' ? computePh.exitCode : null,
    result_code: action ? action.resultCode : null,
    total_fees: tx.totalFees.grams,
    balance_change: credit - sent - tx.totalFees.grams,
    in_msg_hash: tx.inMsg ? Buffer.from(tx.inMsg.hash()) : null,
    boc: writeBoc(cell),
  };
  return { tx, row, messages, creator };
}
