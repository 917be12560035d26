// Search by exact id (spec §2 "Search"): a 64-hex id is tried as block root hash, transaction hash,
// message hash and basechain/masterchain account; `wc:hex` is an account; `wc:shard:seqno` is a block;
// a bare number is a masterchain seqno. Every lookup is a primary-key or unique-index probe.
import type { SearchResponse } from '@tvmscan/api-schema';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../schema';
import { getAccount } from './accounts';
import { getBlock } from './blocks';
import { accountState, hex, messageType, rawAddress, u32 } from './format';

const HASH = /^[0-9a-f]{64}$/;
const RAW = /^(-?\d{1,3}):([0-9a-f]{64})$/;
const BLOCK_ID = /^(-?\d{1,3}):([0-9a-f]{16}):(\d{1,10})$/;
const SEQNO = /^\d{1,10}$/;
const MASTERCHAIN_SHARD = '8000000000000000';

export function emptySearch(): SearchResponse {
  return { blocks: [], accounts: [], transactions: [], messages: [], tokens: [] };
}

export async function searchById(db: Kysely<Schema>, query: string): Promise<SearchResponse> {
  const q = query.trim().toLowerCase();
  const out = emptySearch();
  const addBlock = async (id: Parameters<typeof getBlock>[1]) => {
    const b = await getBlock(db, id);
    if (b)
      out.blocks.push({
        workchain: b.workchain,
        shard: b.shard,
        seqno: b.seqno,
        rootHash: b.rootHash,
        genUtime: b.genUtime,
      });
  };
  const addAccount = async (raw: string) => {
    const a = await getAccount(db, raw);
    if (a) out.accounts.push({ address: a.address, balance: a.balance, state: a.state });
  };

  if (HASH.test(q)) return searchHash(db, q);
  const raw = RAW.exec(q);
  if (raw && Number(raw[1]) >= -128 && Number(raw[1]) <= 127) {
    await addAccount(q);
    return out;
  }
  const blockId = BLOCK_ID.exec(q);
  if (blockId && Number(blockId[3]) <= 0xffffffff) {
    await addBlock({ workchain: Number(blockId[1]), shard: blockId[2], seqno: Number(blockId[3]) });
    return out;
  }
  if (SEQNO.test(q) && Number(q) <= 0xffffffff) {
    await addBlock({ workchain: -1, shard: MASTERCHAIN_SHARD, seqno: Number(q) });
  }
  return out;
}

/**
 * A 64-hex id as each kind of hash at once: one query of five primary-key probes (transaction, message,
 * block root hash, basechain and masterchain account), one round trip.
 */
async function searchHash(db: Kysely<Schema>, q: string): Promise<SearchResponse> {
  const r = await db
    .selectFrom(sql<{ k: Buffer }>`(SELECT ${Buffer.from(q, 'hex')}::bytea AS k)`.as('q'))
    .leftJoin('transactions as t', 't.hash', 'q.k')
    .leftJoin('messages as m', 'm.hash', 'q.k')
    .leftJoin('blocks as b', 'b.root_hash', 'q.k')
    .leftJoin('accounts as a0', (j) => j.onRef('a0.address', '=', 'q.k').on('a0.workchain', '=', 0))
    .leftJoin('accounts as a1', (j) => j.onRef('a1.address', '=', 'q.k').on('a1.workchain', '=', -1))
    .select([
      't.hash as tx_hash',
      't.now as tx_now',
      't.workchain as tx_workchain',
      't.account as tx_account',
      'm.hash as msg_hash',
      'm.msg_type',
      'm.tx_time as msg_time',
      'b.root_hash as block_hash',
      'b.workchain as block_workchain',
      'b.shard as block_shard',
      'b.seqno as block_seqno',
      'b.gen_utime as block_time',
      'a0.balance as a0_balance',
      'a0.status as a0_status',
      'a1.balance as a1_balance',
      'a1.status as a1_status',
    ])
    .executeTakeFirstOrThrow();
  const out = emptySearch();
  if (r.block_hash && r.block_workchain !== null && r.block_shard !== null) {
    out.blocks.push({
      workchain: r.block_workchain,
      shard: r.block_shard,
      seqno: u32(r.block_seqno ?? '0'),
      rootHash: hex(r.block_hash),
      genUtime: u32(r.block_time ?? '0'),
    });
  }
  for (const [workchain, balance, status] of [
    [0, r.a0_balance, r.a0_status],
    [-1, r.a1_balance, r.a1_status],
  ] as const) {
    if (status !== null)
      out.accounts.push({
        address: `${workchain}:${q}`,
        balance,
        state: accountState(status),
      });
  }
  if (r.tx_hash && r.tx_now !== null && r.tx_workchain !== null && r.tx_account) {
    out.transactions.push({
      hash: hex(r.tx_hash),
      time: u32(r.tx_now),
      accountId: rawAddress(r.tx_workchain, r.tx_account),
    });
  }
  if (r.msg_hash && r.msg_type && r.msg_time !== null) {
    out.messages.push({
      messageHash: hex(r.msg_hash),
      messageType: messageType(r.msg_type),
      transactionTime: u32(r.msg_time),
    });
  }
  return out;
}
