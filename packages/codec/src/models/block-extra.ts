// block_extra in_msg_descr:^InMsgDescr out_msg_descr:^OutMsgDescr
//   account_blocks:^ShardAccountBlocks rand_seed:bits256 created_by:bits256
//   custom:(Maybe ^McBlockExtra) = BlockExtra;
// Tag #4a33f6fd; Tycho collators also write #4a33f6fc with the same layout, so the tag read is kept
// and written back. In everscale blocks #4a33f6fc is ever-node's "fast finality" layout, which moves
// custom into a reference next to the references to the latest shard blocks:
//   ... created_by:bits256 ^[ custom:(Maybe ^McBlockExtra) ref_shard_blocks:(HashmapE 32 ...) ]
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { toHex } from '../util';
import { loadShardAccountBlocks, type ShardAccountBlocks, storeShardAccountBlocks } from './account-block';
import { loadTag, storeHash } from './block-tlb';
import type { Flavor } from './flavor';
import { type InMsgDescr, loadInMsgDescr, storeInMsgDescr } from './in-msg';
import { loadMcBlockExtra, type McBlockExtra, storeMcBlockExtra } from './mc-block-extra';
import { loadOutMsgDescr, type OutMsgDescr, storeOutMsgDescr } from './out-msg';

export interface BlockExtra {
  /** 0x4a33f6fd, or 0x4a33f6fc as some Tycho collators write it. */
  tag: number;
  inMsgDescr: InMsgDescr;
  outMsgDescr: OutMsgDescr;
  accountBlocks: ShardAccountBlocks;
  randSeed: string;
  createdBy: string;
  custom: McBlockExtra | null;
  /** Everscale fast-finality layout only (absent otherwise): the ref_shard_blocks root, kept as a cell. */
  fastFinality?: { refShardBlocks: Cell | null };
}

export const BLOCK_EXTRA_TAG = 0x4a33f6fd;
const BLOCK_EXTRA_TAG_V2 = 0x4a33f6fc;

export function loadBlockExtra(s: Slice, flavor: Flavor): BlockExtra {
  const tag = loadTag(s, 32, [BLOCK_EXTRA_TAG, BLOCK_EXTRA_TAG_V2], 'BlockExtra');
  const inMsgDescr = loadInMsgDescr(s.loadRef().beginParse());
  const outMsgDescr = loadOutMsgDescr(s.loadRef().beginParse());
  const accountBlocks = loadShardAccountBlocks(s.loadRef().beginParse());
  const randSeed = toHex(s.loadHash());
  const createdBy = toHex(s.loadHash());
  let fastFinality: BlockExtra['fastFinality'];
  let tail = s;
  if (flavor === 'everscale' && tag === BLOCK_EXTRA_TAG_V2) {
    tail = s.loadRef().beginParse();
    fastFinality = { refShardBlocks: null };
  }
  const customCell = tail.loadMaybeRef();
  if (fastFinality) fastFinality.refShardBlocks = tail.loadMaybeRef();
  const custom = customCell ? loadMcBlockExtra(customCell.beginParse(), flavor) : null;
  const extra: BlockExtra = { tag, inMsgDescr, outMsgDescr, accountBlocks, randSeed, createdBy, custom };
  if (fastFinality) extra.fastFinality = fastFinality;
  return extra;
}

export function storeBlockExtra(b: Builder, x: BlockExtra, flavor: Flavor): void {
  const inMsgs = beginCell();
  storeInMsgDescr(inMsgs, x.inMsgDescr);
  const outMsgs = beginCell();
  storeOutMsgDescr(outMsgs, x.outMsgDescr);
  const accounts = beginCell();
  storeShardAccountBlocks(accounts, x.accountBlocks);
  b.storeUint(x.tag, 32).storeRef(inMsgs.endCell()).storeRef(outMsgs.endCell()).storeRef(accounts.endCell());
  storeHash(b, x.randSeed, 'BlockExtra.rand_seed');
  storeHash(b, x.createdBy, 'BlockExtra.created_by');
  const tail = x.fastFinality ? beginCell() : b;
  if (x.custom) {
    const custom = beginCell();
    storeMcBlockExtra(custom, x.custom, flavor);
    tail.storeBit(1).storeRef(custom.endCell());
  } else {
    tail.storeBit(0);
  }
  if (x.fastFinality) b.storeRef(tail.storeMaybeRef(x.fastFinality.refShardBlocks).endCell());
}
