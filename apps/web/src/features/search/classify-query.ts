// What a search query can be recognised as without asking the server: an address (raw or friendly),
// a block by "workchain:shard:seqno", a masterchain seqno, or a 64-hex hash (a block, transaction or
// message — only the server can tell which). Used for the single-account fallback and for Enter.
import { HASH_PATTERN } from '@tvmscan/api-schema/values';
import { parseAddress, type RawAddress } from '../../shared/lib/address';

export const MASTERCHAIN_SHARD = '8000000000000000';

export type QueryKind =
  | { kind: 'address'; address: RawAddress }
  | { kind: 'blockNumber'; workchain: number; shard: string; seqno: number }
  | { kind: 'hash'; hash: string }
  | { kind: 'text'; text: string }
  | { kind: 'empty' };

const BLOCK_ID_RE = /^(-?\d{1,3}):([0-9a-fA-F]{16}):(\d{1,10})$/;
const SEQNO_RE = /^\d{1,10}$/;
const MAX_SEQNO = 0xffffffff;

export function classifyQuery(input: string): QueryKind {
  const text = input.trim();
  if (!text) return { kind: 'empty' };
  const address = parseAddress(text);
  if (address) return { kind: 'address', address };
  const block = BLOCK_ID_RE.exec(text);
  if (block && Number(block[3]) <= MAX_SEQNO) {
    return {
      kind: 'blockNumber',
      workchain: Number(block[1]),
      shard: block[2].toLowerCase(),
      seqno: Number(block[3]),
    };
  }
  if (SEQNO_RE.test(text) && Number(text) <= MAX_SEQNO) {
    return { kind: 'blockNumber', workchain: -1, shard: MASTERCHAIN_SHARD, seqno: Number(text) };
  }
  if (HASH_PATTERN.test(text)) return { kind: 'hash', hash: text.toLowerCase() };
  return { kind: 'text', text };
}

/** Spec §2: a token lookup by symbol substring only for queries longer than 2 characters. */
export const wantsTokenLookup = (input: string): boolean => input.trim().length > 2;
