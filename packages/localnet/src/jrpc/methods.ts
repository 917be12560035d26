// The everscale-jrpc methods a wallet or everscale-standalone-client calls, answered from the local
// network: account states from its account store, transactions and key blocks from the ChainIndex.
// Shapes follow what nekoton's JRPC transport parses: lts are decimal strings, hashes lowercase hex,
// BOCs base64, accounts without their leading account$1 bit. Tycho's block calls (getBlockData,
// getTransactionBlockId) are here too, so that another explorer can follow the network over JSON-RPC.
import { beginCell, formatRaw, loadAccount, parseAddress, readBoc, writeBoc } from '@tvmscan/codec';
import type { AccountRecord } from '../accounts';
import type { LocalnetHead } from '../localnet';
import type { ChainIndex } from './chain-index';

/** What the RPC needs of the network. A Localnet provides it. */
export interface RpcNetwork {
  readonly globalId: number;
  head(): LocalnetHead;
  account(address: string): AccountRecord | undefined;
  accounts(): Iterable<[string, AccountRecord]>;
  sendMessage(boc: Uint8Array): string;
}

/** A request the caller got wrong: JSON-RPC "invalid params". */
export class InvalidParams extends Error {}

type Params = Record<string, unknown>;
type Method = (params: Params) => unknown;

const MAX_TRANSACTIONS = 100;
const MAX_ACCOUNTS = 100;

export function rpcMethods(net: RpcNetwork, index: ChainIndex): Record<string, Method> {
  const codeHashes = new CodeHashCache();
  const timings = () => {
    const head = net.head();
    return { genLt: String(head.lt), genUtime: head.genUtime };
  };
  const keyBlock = () => {
    const key = index.latestKeyBlock();
    if (!key) throw new Error('the network has produced no key block yet');
    return key;
  };

  const methods: Record<string, Method> = {
    getCapabilities: () => ({ capabilities: Object.keys(methods) }),
    getStatus: () => ({ ready: index.lastMasterchainBlock() !== null }),
    getTimings: () => {
      const last = index.lastMasterchainBlock();
      const seqno = last?.seqno ?? 0;
      const utime = last?.genUtime ?? 0;
      const diff = last ? Math.floor(Date.now() / 1000) - utime : 0;
      return {
        lastMcBlockSeqno: seqno,
        lastShardClientMcBlockSeqno: seqno,
        lastMcUtime: utime,
        mcTimeDiff: diff,
        shardClientTimeDiff: diff,
        smallestKnownLt: String(index.smallestKnownLt() ?? 0n),
      };
    },
    getLatestKeyBlock: () => ({ block: base64(keyBlock().boc) }),
    getBlockchainConfig: () => {
      const key = keyBlock();
      return { globalId: net.globalId, seqno: key.seqno, config: base64(key.config) };
    },
    getContractState: (p) => {
      const address = addressParam(p, 'address');
      const knownLt = optionalLt(p, 'lastTransactionLt', 'last_transaction_lt');
      const record = net.account(address);
      if (!record) return { type: 'notExists', timings: timings() };
      if (knownLt !== null && knownLt === record.lastTransLt)
        return { type: 'unchanged', timings: timings() };
      return {
        type: 'exists',
        account: base64(withoutLeadingBit(record.boc)),
        timings: timings(),
        lastTransactionId: { isExact: true, lt: String(record.lastTransLt), hash: record.lastTransHash },
      };
    },
    getAccountsByCodeHash: (p) => {
      const codeHash = hashParam(p, 'codeHash');
      const limit = limitParam(p, MAX_ACCOUNTS);
      const after = p.continuation == null ? null : addressParam(p, 'continuation');
      return codeHashes
        .addressesWith(net.accounts(), codeHash)
        .filter((address) => after === null || compareAddresses(address, after) > 0)
        .slice(0, limit);
    },
    getTransactionsList: (p) => {
      const account = addressParam(p, 'account');
      const fromLt = optionalLt(p, 'lastTransactionLt', 'last_transaction_lt');
      return index.accountTransactions(account, fromLt, limitParam(p, MAX_TRANSACTIONS)).map(base64);
    },
    // Tycho's block calls (a node with allow_huge_requests; getTransactionBlockId on full nodes): a
    // block by its full id, answered only when every part of the id is the block's.
    getBlockData: (p) => {
      const id = blockIdParam(p, 'blockId');
      const block = index.block(id.split(':')[3]);
      return { data: block && block.id === id ? base64(block.boc) : null };
    },
    getTransactionBlockId: (p) => {
      const blockId = index.transactionBlockId(hashParam(p, 'id'));
      return blockId ? { blockId } : null;
    },
    getTransaction: (p) => nullableBase64(index.transaction(hashParam(p, 'id'))),
    getDstTransaction: (p) => nullableBase64(index.transactionByInMessage(hashParam(p, 'messageHash'))),
    sendMessage: (p) => {
      const message = p.message;
      if (typeof message !== 'string') throw new InvalidParams('message: a base64 BOC is required');
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(Buffer.from(message, 'base64'));
        readBoc(bytes);
      } catch (error) {
        throw new InvalidParams(`message: not a BOC (${(error as Error).message})`);
      }
      try {
        net.sendMessage(bytes);
      } catch (error) {
        throw new InvalidParams(`message: ${(error as Error).message}`);
      }
      return null;
    },
  };
  return methods;
}

/** Code hash of each account, recomputed only when the account has a newer transaction. */
class CodeHashCache {
  private readonly known = new Map<string, { lt: bigint; codeHash: string | null }>();

  addressesWith(accounts: Iterable<[string, AccountRecord]>, codeHash: string): string[] {
    const out: string[] = [];
    for (const [address, record] of accounts) {
      let entry = this.known.get(address);
      if (!entry || entry.lt !== record.lastTransLt) {
        entry = { lt: record.lastTransLt, codeHash: codeHashOf(record.boc) };
        this.known.set(address, entry);
      }
      if (entry.codeHash === codeHash) out.push(address);
    }
    return out.sort(compareAddresses);
  }
}

function codeHashOf(accountBoc: Uint8Array): string | null {
  const account = loadAccount(readBoc(accountBoc)[0]);
  const state = account?.storage.state;
  return state?.kind === 'active' ? (state.stateInit.code?.hashHex() ?? null) : null;
}

function compareAddresses(a: string, b: string): number {
  const [wa, ha] = a.split(':');
  const [wb, hb] = b.split(':');
  return Number(wa) - Number(wb) || (ha < hb ? -1 : ha > hb ? 1 : 0);
}

/** nekoton reads account states without the account$1 tag bit (its AccountStuff). */
function withoutLeadingBit(accountBoc: Uint8Array): Uint8Array {
  const s = readBoc(accountBoc)[0].beginParse();
  s.skip(1);
  return writeBoc(beginCell().storeSlice(s).endCell());
}

function addressParam(p: Params, name: string): string {
  const value = p[name];
  if (typeof value !== 'string') throw new InvalidParams(`${name}: an address is required`);
  try {
    return formatRaw(parseAddress(value));
  } catch {
    throw new InvalidParams(`${name}: not an address: ${value.slice(0, 100)}`);
  }
}

function hashParam(p: Params, name: string): string {
  const value = p[name];
  if (typeof value !== 'string' || !/^[0-9a-fA-F]{64}$/.test(value)) {
    throw new InvalidParams(`${name}: 64 hex characters are required`);
  }
  return value.toLowerCase();
}

/** A full block id, `workchain:shard:seqno:root hash:file hash` (hex lowercased). */
function blockIdParam(p: Params, name: string): string {
  const value = p[name];
  if (
    typeof value !== 'string' ||
    !/^-?\d{1,10}:[0-9a-fA-F]{16}:\d{1,10}:[0-9a-fA-F]{64}:[0-9a-fA-F]{64}$/.test(value)
  ) {
    throw new InvalidParams(`${name}: a block id workchain:shard:seqno:root_hash:file_hash is required`);
  }
  return value.toLowerCase();
}

function optionalLt(p: Params, ...names: string[]): bigint | null {
  for (const name of names) {
    const value = p[name];
    if (value == null) continue;
    if ((typeof value !== 'string' && typeof value !== 'number') || !/^\d{1,20}$/.test(String(value))) {
      throw new InvalidParams(`${name}: a decimal lt is required`);
    }
    return BigInt(value);
  }
  return null;
}

function limitParam(p: Params, max: number): number {
  const value = p.limit;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new InvalidParams('limit: a non-negative integer is required');
  }
  return Math.min(value, max);
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const nullableBase64 = (bytes: Uint8Array | null) => (bytes ? base64(bytes) : null);
