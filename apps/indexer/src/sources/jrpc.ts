// A network followed over Tycho's JSON-RPC (`jrpc+http(s)://host/path`, decision 0052). The RPC serves a
// block only by its full id (`getBlockData {blockId: "wc:shard:seqno:root_hash:file_hash"}`, on nodes
// with allow_huge_requests) and names no block by its seqno, so the source learns ids from the chain:
//
// - the head: once `getTimings` says there is a masterchain block after the last one yielded (the one
//   call made while caught up), the masterchain's config account, which makes a transaction in every
//   masterchain block (its tick), names its last transaction (`getContractState`, the address from
//   `getBlockchainConfig`) and `getTransactionBlockId` (full nodes) the masterchain block holding it;
// - the masterchain blocks after the checkpoint: walked back from the head along each block's prev_ref,
//   which names the previous block's root and file hashes; then yielded oldest first;
// - a masterchain block's shard blocks: walked back from the shard tops it names (shard_hashes) along
//   prev_ref — across splits and merges — to the tops of the masterchain block before; a block's header
//   alone is read for that, its transactions are left to the indexer's decoder.
//
// Every block is yielded with its bytes as the node gave them, once their root hash is the one its id
// names; one that is not is refused through `onRefused`, never yielded, and asked for again. A block
// the node lacks, a transport fault, HTTP 5xx or 429, and the RPC's "not ready" and internal errors are
// waited out (remote.ts) and the walk starts again from the last yielded masterchain block, so nothing
// is yielded twice and nothing is skipped. A node without getBlockData or getTransactionBlockId is
// refused at the start with what it lacks; other RPC errors stop the source with the node's message.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type BlkPrevInfo,
  type BlockInfo,
  blockFlavor,
  type Cell,
  decodeBlock,
  type ExtBlkRef,
  loadBlockInfo,
  readBoc,
} from '@tvmscan/codec';
import { postJson, Refused, type RetryOptions, receivedRoot, Transient, waitOut } from './remote';
import type { BlockSource, MasterchainBatch, SourceBlock } from './types';

export interface JrpcSourceOptions extends RetryOptions {
  /** Keep asking for new blocks at this interval once caught up; absent = stop when caught up. */
  followIntervalMs?: number;
  /** Told of every block that is refused, and why. */
  onRefused?: (message: string) => void;
}

/** The methods the source calls that a node may lack. */
const NEEDED = [
  'getBlockData',
  'getTransactionBlockId',
  'getBlockchainConfig',
  'getContractState',
  'getTimings',
];
/** The RPC's error codes (broxus/tycho rpc/src/util/error_codes.rs) worth waiting out. */
const INTERNAL_ERROR = -32000;
const NOT_READY = -32001;
/** Masterchain blocks whose bytes the walk back keeps for the way forward (the rest are asked again). */
const KEEP_BLOCKS = 256;
/** The longest walk back: a checkpoint further behind the node's head is refused. */
const MAX_WALK = 1_000_000;
/** Shard blocks one masterchain block may commit before the walk is given up as runaway. */
const MAX_SHARD_BLOCKS = 10_000;

/** A block's full id, as the RPC writes it. */
interface BlockId {
  workchain: number;
  /** The shard prefix with its terminating bit, 64 bits. */
  shard: bigint;
  seqno: number;
  rootHash: string;
  fileHash: string;
}

const idText = (id: BlockId) =>
  `${id.workchain}:${id.shard.toString(16).padStart(16, '0')}:${id.seqno}:${id.rootHash}:${id.fileHash}`;

function parseId(text: unknown, where: string): BlockId {
  const m =
    typeof text === 'string' &&
    /^(-?\d{1,10}):([0-9a-fA-F]{16}):(\d{1,10}):([0-9a-fA-F]{64}):([0-9a-fA-F]{64})$/.exec(text);
  if (!m) throw new Error(`${where}: ${String(text).slice(0, 200)} is not a block id`);
  return {
    workchain: Number(m[1]),
    shard: BigInt(`0x${m[2]}`),
    seqno: Number(m[3]),
    rootHash: m[4].toLowerCase(),
    fileHash: m[5].toLowerCase(),
  };
}

const MASTERCHAIN_SHARD = 1n << 63n;
const lowestBit = (shard: bigint) => shard & -shard;
/** The shard a split shard came from. */
const parentOf = (shard: bigint) => (shard - lowestBit(shard)) | (lowestBit(shard) << 1n);
/** The two shards a merged shard came from (left, right). */
const childrenOf = (shard: bigint) => [shard - (lowestBit(shard) >> 1n), shard + (lowestBit(shard) >> 1n)];

/** The ids of the blocks before `block` (in `shard`), as its prev_ref names them. */
function previousIds(workchain: number, shard: bigint, info: { prevRef: BlkPrevInfo; afterSplit: boolean }) {
  const id = (ref: ExtBlkRef, s: bigint): BlockId => ({
    workchain,
    shard: s,
    seqno: ref.seqNo,
    rootHash: ref.rootHash,
    fileHash: ref.fileHash,
  });
  if (info.prevRef.kind === 'afterMerge') {
    const [left, right] = childrenOf(shard);
    return [id(info.prevRef.prev1, left), id(info.prevRef.prev2, right)];
  }
  return [id(info.prevRef.prev, info.afterSplit ? parentOf(shard) : shard)];
}

/** A block's header alone (for its prev_ref), without decoding its transactions. */
const headerOf = (root: Cell): BlockInfo => loadBlockInfo(root.refs[0].beginParse(), blockFlavor(root));

/** The shard tops a masterchain block names, as ids. */
function shardTopIds(boc: Uint8Array): BlockId[] {
  const tops = decodeBlock(boc).block.extra.custom?.shardHashes ?? [];
  return tops.map((t) => ({
    workchain: t.shard.workchain,
    shard: t.shard.prefix,
    seqno: t.descr.seqNo,
    rootHash: t.descr.rootHash,
    fileHash: t.descr.fileHash,
  }));
}

export function jrpcSource(url: string, opts: JrpcSourceOptions = {}): BlockSource {
  const parsed = new URL(url);
  if (parsed.protocol !== 'jrpc+http:' && parsed.protocol !== 'jrpc+https:')
    throw new Error(`${url} is not a jrpc+http(s) URL`);
  const endpoint = new URL(parsed.href.replace(/^jrpc\+/, ''));
  const where = `${endpoint.host}${endpoint.pathname}`;
  let nextId = 0;

  const call = async <T>(method: string, params: object, signal: AbortSignal): Promise<T> => {
    const answer = await postJson(
      endpoint,
      { jsonrpc: '2.0', id: ++nextId, method, params },
      {},
      where,
      opts,
      signal,
    );
    let body: { result?: T; error?: { code?: number; message?: string } };
    try {
      body = JSON.parse(answer.text);
    } catch {
      if (!answer.ok) throw new Error(`${where}: HTTP ${answer.status}`);
      throw new Transient(`${where}: ${method}: the answer is not JSON`);
    }
    if (body?.error) {
      const { code, message } = body.error;
      const text = `${where}: ${method}: ${message ?? 'error'} (${code})`;
      if (code === NOT_READY || code === INTERNAL_ERROR) throw new Transient(text);
      throw new Error(text);
    }
    if (!answer.ok) throw new Error(`${where}: HTTP ${answer.status}`);
    if (!body || !('result' in body)) throw new Transient(`${where}: ${method}: the answer has no result`);
    return body.result as T;
  };

  /** Refuses a node that lacks a method the source needs, naming it. */
  const checkCapabilities = async (signal: AbortSignal) => {
    // Tycho answers the list itself; the everscale-jrpc dialect wraps it in { capabilities }.
    const answer = await call<string[] | { capabilities?: string[] }>('getCapabilities', {}, signal);
    const methods = Array.isArray(answer) ? answer : (answer?.capabilities ?? []);
    const lacking = NEEDED.filter((m) => !methods.includes(m));
    if (lacking.length > 0)
      throw new Error(
        `${where} does not serve ${lacking.join(', ')}: following a network over JSON-RPC needs a full node ` +
          'with allow_huge_requests (getBlockData) and its transactions kept (getTransactionBlockId)',
      );
  };

  /** The bytes of a block and its root cell, once the root's hash is its id's. */
  const blockData = async (id: BlockId, signal: AbortSignal): Promise<{ boc: Uint8Array; root: Cell }> => {
    const text = idText(id);
    const { data } = await call<{ data: string | null }>('getBlockData', { blockId: text }, signal);
    if (typeof data !== 'string') throw new Transient(`${where}: the node has no block ${text}`);
    const boc = new Uint8Array(Buffer.from(data, 'base64'));
    const { root, hash } = receivedRoot(boc);
    if (!root || hash !== id.rootHash) {
      opts.onRefused?.(`${where}: block ${text} refused: its root hash is ${hash}`);
      throw new Refused();
    }
    return { boc, root };
  };

  /** The masterchain block the config account's last transaction is in — the head, or very near it —
   *  or null when getTimings says there is no block after `after` (one cheap call while caught up). */
  const head = async (after: number, signal: AbortSignal): Promise<BlockId | null> => {
    const { lastMcBlockSeqno } = await call<{ lastMcBlockSeqno?: unknown }>('getTimings', {}, signal);
    if (typeof lastMcBlockSeqno === 'number' && lastMcBlockSeqno <= after) return null;
    const { config } = await call<{ config: string }>('getBlockchainConfig', {}, signal);
    let address: string;
    try {
      // BlockchainConfig: the config account's address (256 bits), then the parameters.
      const root = readBoc(new Uint8Array(Buffer.from(config, 'base64')))[0];
      address = `-1:${Buffer.from(root.beginParse().loadHash()).toString('hex')}`;
    } catch (error) {
      throw new Transient(`${where}: getBlockchainConfig: not a config (${(error as Error).message})`);
    }
    const state = await call<{ type: string; lastTransactionId?: { hash: string } }>(
      'getContractState',
      { address },
      signal,
    );
    const hash = state.lastTransactionId?.hash;
    if (state.type !== 'exists' || !hash)
      throw new Transient(`${where}: the config account ${address} has no transaction`);
    const found = await call<{ blockId: string } | null>('getTransactionBlockId', { id: hash }, signal);
    if (!found) throw new Transient(`${where}: no block holds the config account's transaction ${hash}`);
    const id = parseId(found.blockId, where);
    if (id.workchain !== -1)
      throw new Error(`${where}: the config account's block ${found.blockId} is not a masterchain block`);
    return id;
  };

  return {
    async *batches(afterMcSeqno, signal) {
      let after = afterMcSeqno ?? 0;
      let retries = 0;
      let capable = false;
      /** Root hashes of the shard tops of masterchain block `after` (null: not known in this run). */
      let previousTops: Set<string> | null = null;

      /** The shard blocks `tops` names that came after `before`'s tops, oldest first. */
      const shardBlocks = async (tops: BlockId[], before: Set<string>, signal: AbortSignal) => {
        const found: { seqno: number; boc: Uint8Array }[] = [];
        const seen = new Set<string>();
        const todo = tops.filter((t) => t.seqno > 0 && !before.has(t.rootHash));
        while (todo.length > 0) {
          const id = todo.pop() as BlockId;
          if (seen.has(id.rootHash)) continue;
          seen.add(id.rootHash);
          if (found.length >= MAX_SHARD_BLOCKS)
            throw new Error(`${where}: a masterchain block commits over ${MAX_SHARD_BLOCKS} shard blocks`);
          const { boc, root } = await blockData(id, signal);
          const info = headerOf(root);
          found.push({ seqno: info.seqNo, boc });
          for (const prev of previousIds(id.workchain, id.shard, info))
            if (prev.seqno > 0 && !before.has(prev.rootHash)) todo.push(prev);
        }
        return found.sort((a, b) => a.seqno - b.seqno).map(({ boc }): SourceBlock => ({ boc }));
      };

      while (!signal.aborted) {
        try {
          if (!capable) await checkCapabilities(signal);
          capable = true;
          const top = await head(after, signal);
          if (top && top.seqno > after) {
            if (top.seqno - after > MAX_WALK)
              throw new Error(
                `${where}: the checkpoint (masterchain block ${after}) is ${top.seqno - after} blocks behind the node's head; start from a later one or from archives`,
              );
            // Walked back from the head; the blocks nearest the checkpoint keep their bytes.
            const chain: { id: BlockId; boc: Uint8Array | null }[] = [];
            let id = top;
            while (id.seqno > after) {
              const { boc, root } = await blockData(id, signal);
              chain.push({ id, boc: id.seqno <= after + KEEP_BLOCKS ? boc : null });
              id = previousIds(-1, MASTERCHAIN_SHARD, headerOf(root))[0];
            }
            // `id` is now the checkpoint's block: its shard tops are where the first batch's shard
            // blocks begin (the zerostate's are below every block).
            previousTops ??=
              after > 0
                ? new Set(shardTopIds((await blockData(id, signal)).boc).map((t) => t.rootHash))
                : new Set();
            for (const link of chain.reverse()) {
              const boc = link.boc ?? (await blockData(link.id, signal)).boc;
              const tops = shardTopIds(boc);
              const batch: MasterchainBatch = {
                masterchain: { boc },
                shards: await shardBlocks(tops, previousTops, signal),
              };
              if (signal.aborted) return;
              after = link.id.seqno;
              previousTops = new Set(tops.map((t) => t.rootHash));
              retries = 0;
              yield batch;
            }
            continue;
          }
          retries = 0;
          if (opts.followIntervalMs === undefined) return;
          await sleep(opts.followIntervalMs, undefined, { signal }).catch(() => {});
        } catch (error) {
          if (signal.aborted) return;
          if (!(error instanceof Transient) && !(error instanceof Refused)) throw error;
          await waitOut(error, retries, opts, signal);
          retries++;
        }
      }
    },
  };
}
