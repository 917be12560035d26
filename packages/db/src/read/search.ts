// Search by exact id (spec §2 "Search"): a 64-hex id is tried as block root hash, transaction hash,
// message hash and basechain/masterchain account; `wc:hex` is an account; `wc:shard:seqno` is a block;
// a bare number is a masterchain seqno. Every lookup is a primary-key or unique-index probe.
import type { SearchResponse } from '@tvmscan/api-schema';
import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { getAccount } from './accounts';
import { getBlock } from './blocks';
import { hex, messageType, rawAddress, u32 } from './format';

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

  if (HASH.test(q)) {
    const key = Buffer.from(q, 'hex');
    const [tx, msg] = await Promise.all([
      db
        .selectFrom('transactions')
        .select(['hash', 'now', 'workchain', 'account'])
        .where('hash', '=', key)
        .executeTakeFirst(),
      db
        .selectFrom('messages')
        .select(['hash', 'msg_type', 'tx_time'])
        .where('hash', '=', key)
        .executeTakeFirst(),
      addBlock({ id: q }),
      addAccount(`0:${q}`),
      addAccount(`-1:${q}`),
    ]);
    if (tx)
      out.transactions.push({
        hash: hex(tx.hash),
        time: u32(tx.now),
        accountId: rawAddress(tx.workchain, tx.account),
      });
    if (msg) {
      out.messages.push({
        messageHash: hex(msg.hash),
        messageType: messageType(msg.msg_type),
        transactionTime: u32(msg.tx_time),
      });
    }
    return out;
  }
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
