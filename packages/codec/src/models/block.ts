// block#11ef55aa global_id:int32 info:^BlockInfo value_flow:^ValueFlow
//   state_update:^(MERKLE_UPDATE ShardState) extra:^BlockExtra = Block;             (everscale)
// block#11ef55bb global_id:int32 info:^BlockInfo value_flow:^ValueFlow
//   ^[ state_update:^(MERKLE_UPDATE ShardState) out_msg_queue_updates:OutMsgQueueUpdates ]
//   extra:^BlockExtra = Block;                                                        (tycho)
// out_msg_queue_updates#1 diff_hash:bits256 tail_len:uint32 = OutMsgQueueUpdates;   (tycho)
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { toHex } from '../util';
import { type BlockExtra, loadBlockExtra, storeBlockExtra } from './block-extra';
import { type BlockInfo, loadBlockInfo, storeBlockInfo } from './block-info';
import { invalid, loadTag, storeHash } from './block-tlb';
import type { Flavor } from './flavor';
import { loadMerkleUpdate, type MerkleUpdate } from './merkle-update';
import { loadValueFlow, storeValueFlow, type ValueFlow } from './value-flow';

export interface OutMsgQueueUpdates {
  diffHash: string;
  tailLen: number;
}

export interface Block {
  globalId: number;
  info: BlockInfo;
  valueFlow: ValueFlow;
  stateUpdate: MerkleUpdate;
  /** Tycho only; null for everscale blocks. */
  outMsgQueueUpdates: OutMsgQueueUpdates | null;
  extra: BlockExtra;
}

export const BLOCK_TAG = { everscale: 0x11ef55aa, tycho: 0x11ef55bb } as const satisfies Record<
  Flavor,
  number
>;
const OUT_MSG_QUEUE_UPDATES_TAG = 1;

/** The flavor a Block root announces by its tag; anything else is not a block. */
export function blockFlavor(root: Cell): Flavor {
  const s = root.beginParse();
  const tag = loadTag(s, 32, [BLOCK_TAG.everscale, BLOCK_TAG.tycho], 'Block');
  return tag === BLOCK_TAG.tycho ? 'tycho' : 'everscale';
}

export function loadBlock(s: Slice, flavor: Flavor): Block {
  loadTag(s, 32, [BLOCK_TAG[flavor]], 'Block');
  const globalId = s.loadInt(32);
  const info = loadBlockInfo(s.loadRef().beginParse(), flavor);
  const valueFlow = loadValueFlow(s.loadRef().beginParse());
  let stateUpdate: MerkleUpdate;
  let outMsgQueueUpdates: OutMsgQueueUpdates | null = null;
  if (flavor === 'tycho') {
    const updates = s.loadRef().beginParse();
    stateUpdate = loadMerkleUpdate(updates.loadRef());
    loadTag(updates, 4, [OUT_MSG_QUEUE_UPDATES_TAG], 'OutMsgQueueUpdates');
    outMsgQueueUpdates = { diffHash: toHex(updates.loadHash()), tailLen: updates.loadUint(32) };
    updates.endParse('Block.out_msg_queue_updates');
  } else {
    stateUpdate = loadMerkleUpdate(s.loadRef());
  }
  const extra = loadBlockExtra(s.loadRef().beginParse(), flavor);
  s.endParse('Block');
  return { globalId, info, valueFlow, stateUpdate, outMsgQueueUpdates, extra };
}

export function storeBlock(b: Builder, block: Block, flavor: Flavor): void {
  const info = beginCell();
  storeBlockInfo(info, block.info, flavor);
  const valueFlow = beginCell();
  storeValueFlow(valueFlow, block.valueFlow);
  const extra = beginCell();
  storeBlockExtra(extra, block.extra, flavor);
  b.storeUint(BLOCK_TAG[flavor], 32)
    .storeInt(block.globalId, 32)
    .storeRef(info.endCell())
    .storeRef(valueFlow.endCell());
  if (flavor === 'tycho') {
    const q = block.outMsgQueueUpdates;
    if (!q) throw invalid('Block.out_msg_queue_updates', 'a tycho block needs out_msg_queue_updates');
    const updates = beginCell().storeRef(block.stateUpdate.cell).storeUint(OUT_MSG_QUEUE_UPDATES_TAG, 4);
    storeHash(updates, q.diffHash, 'OutMsgQueueUpdates.diff_hash');
    b.storeRef(updates.storeUint(q.tailLen, 32).endCell());
  } else {
    b.storeRef(block.stateUpdate.cell);
  }
  b.storeRef(extra.endCell());
}

/** Builds the Block root cell (the store side the local network's collator uses). */
export function encodeBlock(block: Block, flavor: Flavor): Cell {
  const b = beginCell();
  storeBlock(b, block, flavor);
  return b.endCell();
}
