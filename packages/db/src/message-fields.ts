// A message cell → the header fields of its `messages` row. Shared by the indexer, which writes the
// rows, and the transaction page, which reads a transaction's messages straight from its stored BOC:
// both see the same values for the same cell.
import { type Cell, loadCommonMsgInfo, type MsgAddress } from '@tvmscan/codec';
import { toBytes } from './bytes';
import type { MsgType } from './schema';

/** The `messages` columns a message cell itself determines (the links come from its transactions). */
export interface MessageFields {
  hash: Buffer;
  msg_type: MsgType;
  src_workchain: number | null;
  src: Buffer | null;
  dst_workchain: number | null;
  dst: Buffer | null;
  value: bigint | null;
  ihr_fee: bigint | null;
  fwd_fee: bigint | null;
  import_fee: bigint | null;
  bounce: boolean | null;
  bounced: boolean | null;
  created_lt: bigint | null;
  created_at: number | null;
}

function address(a: MsgAddress): { workchain: number | null; id: Buffer | null } {
  // Std and var addresses name an account; external and none addresses do not.
  if (a.kind === 'std' || a.kind === 'var') return { workchain: a.workchain, id: toBytes(a.address) };
  return { workchain: null, id: null };
}

export function messageFields(cell: Cell): MessageFields {
  // The header is all a row needs: its init and body are not read.
  const info = loadCommonMsgInfo(cell.beginParse());
  const src = address(info.src);
  const dst = address(info.dest);
  const internal = info.kind === 'internal' ? info : null;
  return {
    hash: Buffer.from(cell.hash()),
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
  };
}
