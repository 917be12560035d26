// A message cell → its `messages` row: the header fields (shared with the read side, which decodes
// messages from stored transaction BOCs) plus the transaction that emitted or consumed it. The
// message's BOC is not stored apart: it is that cell of the stored transaction BOC.
import type { Cell } from '@tvmscan/codec';
import { type MessageRow, messageFields } from '@tvmscan/db';

export interface MessageLink {
  /** The transaction that emitted it (out message) or consumed it (in message). */
  txHash: Buffer;
  direction: 'out' | 'in';
  txTime: number;
  txLt: bigint;
}

export function messageRow(cell: Cell, link: MessageLink): MessageRow {
  return {
    ...messageFields(cell),
    src_tx_hash: link.direction === 'out' ? link.txHash : null,
    dst_tx_hash: link.direction === 'in' ? link.txHash : null,
    tx_time: link.txTime,
    tx_lt: link.txLt,
  };
}

/** What a message moves out of the sending account besides fees: value plus the fees it carries. */
export function outgoingCost(row: MessageRow): bigint {
  return row.msg_type === 'internal'
    ? BigInt(row.value ?? 0) + BigInt(row.ihr_fee ?? 0) + BigInt(row.fwd_fee ?? 0)
    : 0n;
}
