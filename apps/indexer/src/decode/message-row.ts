// A message cell → its `messages` row. The hash is the cell's representation hash and the BOC is that
// cell serialized on its own (the same cell the transaction references, so the same hash).
import { type Cell, loadMessage, type MsgAddress, writeBoc } from '@tvmscan/codec';
import { type MessageRow, toBytes } from '@tvmscan/db';

function address(a: MsgAddress): { workchain: number | null; id: Buffer | null } {
  // Std and var addresses name an account; external and none addresses do not.
  if (a.kind === 'std' || a.kind === 'var') return { workchain: a.workchain, id: toBytes(a.address) };
  return { workchain: null, id: null };
}

export interface MessageLink {
  /** The transaction that emitted it (out message) or consumed it (in message). */
  txHash: Buffer;
  direction: 'out' | 'in';
  txTime: number;
  txLt: bigint;
}

export function messageRow(cell: Cell, link: MessageLink): MessageRow {
  const { info } = loadMessage(cell);
  const src = address(info.src);
  const dst = address(info.dest);
  const internal = info.kind === 'internal' ? info : null;
  return {
    hash: toBytes(cell.hashHex()),
    msg_type: info.kind,
    src_workchain: src.workchain,
    src: src.id,
    dst_workchain: dst.workchain,
    dst: dst.id,
    value: internal ? internal.value.grams : null,
    ihr_fee: internal ? internal.ihrFee : null,
    fwd_fee: internal ? internal.fwdFee : null,
    import_fee: info.kind === 'externalIn' ? info.importFee : null,
    bounce: internal ? internal.bounce : null,
    bounced: internal ? internal.bounced : null,
    created_lt: info.kind === 'externalIn' ? null : info.createdLt,
    created_at: info.kind === 'externalIn' ? null : info.createdAt,
    src_tx_hash: link.direction === 'out' ? link.txHash : null,
    dst_tx_hash: link.direction === 'in' ? link.txHash : null,
    tx_time: link.txTime,
    tx_lt: link.txLt,
    boc: writeBoc(cell),
  };
}

/** What a message moves out of the sending account besides fees: value plus the fees it carries. */
export function outgoingCost(cell: Cell): bigint {
  const { info } = loadMessage(cell);
  return info.kind === 'internal' ? info.value.grams + info.ihrFee + info.fwdFee : 0n;
}
