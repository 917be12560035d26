// McBlockExtra: what a masterchain block adds — the shard tree, fees, signatures and, for key
// blocks, the whole config.
//
// ed25519_signature#5 R:bits256 s:bits256 = CryptoSignatureSimple;
// sig_pair$_ node_id_short:bits256 sign:CryptoSignature = CryptoSignaturePair;
// shard_fee_created$_ fees:CurrencyCollection create:CurrencyCollection = ShardFeeCreated;
// _ (HashmapAugE 96 ShardFeeCreated ShardFeeCreated) = ShardFees;
// masterchain_block_extra#cca5 key_block:(## 1) shard_hashes:ShardHashes shard_fees:ShardFees
//   ^[ prev_blk_signatures:(HashmapE 16 CryptoSignaturePair) recover_create_msg:(Maybe ^InMsg)
//      mint_msg:(Maybe ^InMsg) ] config:key_block?ConfigParams = McBlockExtra;
// Everscale #dc75: the same with copyleft_msgs:(HashmapE 15 ^Cell) after mint_msg inside the ref.
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { loadAugDictE, loadDictE, storeAugDictE, storeDictE } from '../dict';
import { toHex } from '../util';
import type { AugDictE } from './account-block';
import { addCurrencyCollections, type ExtraOps } from './block-aug';
import { loadTag, storeHash } from './block-tlb';
import { type ConfigParams, loadConfigParams, storeConfigParams } from './config';
import {
  type CurrencyCollection,
  currencyOf,
  loadCurrencyCollection,
  storeCurrencyCollection,
} from './currency';
import type { Flavor } from './flavor';
import { type InMsg, loadInMsg, storeInMsg } from './in-msg';
import { loadShardHashes, type ShardHashEntry, storeShardHashes } from './shard-descr';

export interface ShardFeeCreated {
  fees: CurrencyCollection;
  create: CurrencyCollection;
}

export interface CryptoSignaturePair {
  nodeIdShort: string;
  /** ed25519 signature as 128 hex characters (R then s). */
  signature: string;
}

export interface McBlockExtra {
  keyBlock: boolean;
  shardHashes: ShardHashEntry[];
  /** Keyed by 96-bit (workchain:int32, shard prefix:uint64). */
  shardFees: AugDictE<ShardFeeCreated, ShardFeeCreated>;
  prevBlkSignatures: Map<number, CryptoSignaturePair>;
  recoverCreateMsg: InMsg | null;
  mintMsg: InMsg | null;
  /** Everscale #dc75 only; null for #cca5. */
  copyleftMsgs: Map<number, Cell> | null;
  /** Present exactly for key blocks. */
  config: ConfigParams | null;
}

const TAG_V1 = 0xcca5;
const TAG_COPYLEFT = 0xdc75;
const SIGNATURE_TAG = 5;

export function loadShardFeeCreated(s: Slice): ShardFeeCreated {
  return { fees: loadCurrencyCollection(s), create: loadCurrencyCollection(s) };
}

export function storeShardFeeCreated(b: Builder, f: ShardFeeCreated): void {
  storeCurrencyCollection(b, f.fees);
  storeCurrencyCollection(b, f.create);
}

const shardFeeAug: ExtraOps<ShardFeeCreated> = {
  storeExtra: storeShardFeeCreated,
  combine: (a, b) => ({
    fees: addCurrencyCollections(a.fees, b.fees),
    create: addCurrencyCollections(a.create, b.create),
  }),
  empty: { fees: currencyOf(0n), create: currencyOf(0n) },
};

function loadSignaturePair(s: Slice): CryptoSignaturePair {
  const nodeIdShort = toHex(s.loadHash());
  loadTag(s, 4, [SIGNATURE_TAG], 'CryptoSignature');
  return { nodeIdShort, signature: toHex(s.loadBytes(64)) };
}

function storeSignaturePair(b: Builder, p: CryptoSignaturePair): void {
  storeHash(b, p.nodeIdShort, 'CryptoSignaturePair.node_id_short');
  b.storeUint(SIGNATURE_TAG, 4);
  storeHash(b, p.signature.slice(0, 64), 'CryptoSignature.R');
  storeHash(b, p.signature.slice(64), 'CryptoSignature.s');
}

function loadMaybeInMsg(s: Slice): InMsg | null {
  const cell = s.loadMaybeRef();
  return cell ? loadInMsg(cell.beginParse()) : null;
}

function storeMaybeInMsg(b: Builder, m: InMsg | null): void {
  if (!m) {
    b.storeBit(0);
    return;
  }
  const cell = beginCell();
  storeInMsg(cell, m);
  b.storeBit(1).storeRef(cell.endCell());
}

export function loadMcBlockExtra(s: Slice, flavor: Flavor): McBlockExtra {
  const tag = loadTag(s, 16, [TAG_V1, TAG_COPYLEFT], 'McBlockExtra');
  const keyBlock = s.loadBit();
  const shardHashes = loadShardHashes(s, flavor);
  const shardFees = loadAugDictE(s, 96, loadShardFeeCreated, loadShardFeeCreated);
  const more = s.loadRef().beginParse();
  const config = keyBlock ? loadConfigParams(s) : null;
  const prevBlkSignatures = new Map<number, CryptoSignaturePair>();
  for (const [k, v] of loadDictE(more, 16, loadSignaturePair)) prevBlkSignatures.set(Number(k), v);
  const recoverCreateMsg = loadMaybeInMsg(more);
  const mintMsg = loadMaybeInMsg(more);
  let copyleftMsgs: Map<number, Cell> | null = null;
  if (tag === TAG_COPYLEFT) {
    copyleftMsgs = new Map();
    for (const [k, v] of loadDictE(more, 15, (c) => c.loadRef())) copyleftMsgs.set(Number(k), v);
  }
  return {
    keyBlock,
    shardHashes,
    shardFees,
    prevBlkSignatures,
    recoverCreateMsg,
    mintMsg,
    copyleftMsgs,
    config,
  };
}

export function storeMcBlockExtra(b: Builder, x: McBlockExtra, flavor: Flavor): void {
  const more = beginCell();
  storeDictE(
    more,
    [...x.prevBlkSignatures].map(([k, v]) => [BigInt(k), v] as [bigint, CryptoSignaturePair]),
    16,
    storeSignaturePair,
  );
  storeMaybeInMsg(more, x.recoverCreateMsg);
  storeMaybeInMsg(more, x.mintMsg);
  if (x.copyleftMsgs) {
    storeDictE(
      more,
      [...x.copyleftMsgs].map(([k, v]) => [BigInt(k), v] as [bigint, Cell]),
      15,
      (vb, cell: Cell) => vb.storeRef(cell),
    );
  }
  b.storeUint(x.copyleftMsgs ? TAG_COPYLEFT : TAG_V1, 16).storeBit(x.config !== null);
  storeShardHashes(b, x.shardHashes, flavor);
  storeAugDictE(b, x.shardFees.entries, 96, { ...shardFeeAug, storeValue: storeShardFeeCreated });
  b.storeRef(more.endCell());
  if (x.config) storeConfigParams(b, x.config);
}
