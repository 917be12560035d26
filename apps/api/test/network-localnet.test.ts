// The local network end to end: validator sets rotating through elections (six-second rounds), a
// shard split, EverWallet transfers with their new account states — indexed through the production
// path and read back through the API and the database.
import type { Database } from '@tvmscan/db';
import type { Localnet } from '@tvmscan/localnet';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IndexedLocalnet, indexedLocalnet } from './network-support';

const TIMINGS = { validatorsElectedFor: 6, electionsStartBefore: 4, electionsEndBefore: 2, stakeHeldFor: 2 };
const BLOCKS = 14;
const E = '/api/explorer';

let net: Localnet;
let database: Database;
let app: FastifyInstance;
let indexed: IndexedLocalnet | undefined;

beforeAll(async () => {
  indexed = await indexedLocalnet(
    {
      seed: 'network-api',
      wallets: 3,
      trafficTps: 3,
      electionTimings: TIMINGS,
      splitAtMcSeqno: 5,
    },
    BLOCKS,
  );
  ({ net, database, app } = indexed);
}, 180_000);
afterAll(() => indexed?.close());

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

describe(`local network through the network API on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps one snapshot per key block and shows the sets rotating', async () => {
    const snaps = await database.db
      .selectFrom('config_snapshots')
      .select(['mc_seqno', 'prev_set_hash', 'current_set_hash', 'next_set_hash'])
      .orderBy('mc_seqno')
      .execute();
    const keyBlocks = await database.db
      .selectFrom('blocks')
      .select('seqno')
      .where('is_key_block', '=', true)
      .orderBy('seqno')
      .execute();
    expect(snaps.map((s) => s.mc_seqno)).toEqual(keyBlocks.map((b) => b.seqno));
    let rotations = 0;
    for (let i = 1; i < snaps.length; i++) {
      const [before, after] = [snaps[i - 1], snaps[i]];
      if (after.current_set_hash!.equals(before.current_set_hash!)) continue;
      // At a round boundary the published next set becomes current, the current one previous.
      expect(after.current_set_hash).toEqual(before.next_set_hash);
      expect(after.prev_set_hash).toEqual(before.current_set_hash);
      rotations++;
    }
    expect(rotations).toBeGreaterThanOrEqual(2);
    // Each round's election: the next set is recorded once elections closed.
    const elections = await database.db.selectFrom('elections').selectAll().orderBy('election_id').execute();
    expect(elections.length).toBeGreaterThanOrEqual(rotations);
    for (const e of elections.slice(0, rotations)) expect(e.next_set_hash).not.toBeNull();
    // The API's current set is the newest snapshot's.
    const current = (await post(`${E}/validators/list`, { set: 'current', limit: 100 })).json();
    const newest = snaps.at(-1)!;
    const stored = await database.db
      .selectFrom('validator_sets')
      .select(['utime_since', 'total'])
      .where('hash', '=', newest.current_set_hash!)
      .executeTakeFirstOrThrow();
    expect(current.set.utimeSince).toBe(Number(stored.utime_since));
    expect(current.validators).toHaveLength(stored.total);
  });

  it("serves each election's participants as the elector took the stakes: largest first, keyset-paged", async () => {
    const held = await database.db
      .selectFrom('elector_elections')
      .selectAll()
      .orderBy('election_id')
      .execute();
    expect(held.length).toBeGreaterThanOrEqual(2);
    const { elections, validators } = net.genesis;
    for (const e of held) {
      const electionId = Number(e.election_id);
      const seen: Array<{ address: string; stake: string; maxFactor: number }> = [];
      let cursor: string | null = null;
      do {
        const r: { participants: typeof seen; nextCursor: string | null } = (
          await post(`${E}/elections/participants`, { electionId, limit: 2, ...(cursor ? { cursor } : {}) })
        ).json();
        seen.push(...r.participants);
        cursor = r.nextCursor;
      } while (cursor);
      // Every candidate the network drew for that round staked from its wallet (the elector keeps one
      // token of each for its confirmation), three times the smallest stake at most.
      const drawn = elections
        .candidatesOf(elections.roundAt(electionId))
        .map((c) => ({
          address: validators[c.index].wallet.address,
          stake: c.stake.toString(),
          maxFactor: 3,
        }))
        .sort((a, b) => Number(BigInt(b.stake) - BigInt(a.stake)));
      expect(seen.map(({ address, stake, maxFactor }) => ({ address, stake, maxFactor }))).toEqual(drawn);
      expect(seen).toHaveLength(e.members);
    }
    // Without an id: the newest, in progress while not finished and electing a set not yet started.
    const newest = (await post(`${E}/elections/participants`, {})).json();
    expect(newest.election.electionId).toBe(Number(held.at(-1)!.election_id));
    const current = (await post(`${E}/validators/list`, { set: 'current', limit: 1 })).json();
    expect(newest.election.inProgress).toBe(
      !newest.election.finished && newest.election.electionId > current.set.utimeSince,
    );
    const unknown = await post(`${E}/elections/participants`, { electionId: 1 });
    expect(unknown.statusCode).toBe(404);
    // A cursor belongs to its election's list.
    const page = (
      await post(`${E}/elections/participants`, { electionId: Number(held[0].election_id), limit: 1 })
    ).json();
    const other = await post(`${E}/elections/participants`, {
      electionId: Number(held[1].election_id),
      cursor: page.nextCursor,
    });
    expect(other.statusCode).toBe(400);
  });

  it('puts the election window where the local network runs it (param 15 around the round end)', async () => {
    const state = (await app.inject({ method: 'GET', url: `${E}/elections/state` })).json();
    const current = (await post(`${E}/validators/list`, { set: 'current' })).json().set;
    expect(state.electionId).toBe(current.utimeUntil);
    const elections = net.genesis.elections;
    // The network's own elections agree at every edge of the window.
    expect(elections.status(state.startsAt - 1)).toBe('waiting');
    expect(elections.status(state.startsAt)).toBe('open');
    expect(elections.status(state.endsAt - 1)).toBe('open');
    expect(elections.status(state.endsAt)).toBe('closed');
    // Computed at request time: the test chain's clock ran ahead of the wall clock.
    const expected = state.now < state.startsAt ? 'waiting' : state.now < state.endsAt ? 'open' : 'closed';
    expect(state.status).toBe(expected);
  });

  it('records the shard split in the layout', async () => {
    const layout = (await app.inject({ method: 'GET', url: `${E}/shards` })).json();
    const wc0 = layout.workchains.find((w: { workchain: number }) => w.workchain === 0);
    expect(wc0.shards).toEqual(['4000000000000000', 'c000000000000000']);
    const { rows } = await sql<{ shards: string[] }>`
      SELECT shards FROM shard_layouts WHERE workchain = 0 ORDER BY mc_seqno`.execute(database.db);
    expect(rows.map((r) => r.shards.length)).toEqual([1, 2]);
  });

  it("gives an account's balance after every transaction, consistent with balance changes", async () => {
    const wallet = await sql<{ workchain: number; address: Buffer; balance: string }>`
      SELECT a.workchain, a.address, a.balance FROM accounts a
      WHERE a.workchain = 0 AND a.balance IS NOT NULL
      ORDER BY (SELECT count(*) FROM transactions t WHERE t.workchain = a.workchain AND t.account = a.address) DESC
      LIMIT 1`.execute(database.db);
    const a = wallet.rows[0];
    const id = `${a.workchain}:${a.address.toString('hex')}`;
    const states = (await post(`${E}/accounts/states`, { id, limit: 100 })).json().states;
    expect(states.length).toBeGreaterThan(2);
    expect(states[0].balance).toBe(a.balance);
    const changes = await database.db
      .selectFrom('transactions')
      .select(['lt', 'balance_change'])
      .where('workchain', '=', a.workchain)
      .where('account', '=', a.address)
      .execute();
    const change = new Map(changes.map((c) => [c.lt, BigInt(c.balance_change)]));
    for (let i = 0; i + 1 < states.length; i++) {
      expect(BigInt(states[i].balance) - BigInt(states[i + 1].balance)).toBe(change.get(states[i].lt));
    }
    const state = (await post(`${E}/accounts/state`, { id })).json();
    expect(state.codeBoc).not.toBeNull();
    expect(state.storageStat.used.cells).toMatch(/^[1-9]\d*$/);
  });

  it('parses EverWallet sendTransaction calls: destination and value match the message sent', async () => {
    const { rows } = await sql<{ tx: Buffer; msg: Buffer }>`
      SELECT t.hash AS tx, t.in_msg_hash AS msg FROM transactions t JOIN messages m ON m.hash = t.in_msg_hash
      WHERE m.msg_type = 'externalIn' AND EXISTS (SELECT 1 FROM messages o WHERE o.src_tx_hash = t.hash)
      LIMIT 5`.execute(database.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const parsed = (await post(`${E}/transactions/parsed`, { id: row.tx.toString('hex') })).json();
      expect(parsed.inMessage).toMatchObject({ parsed_type: 'EverWallet', function_name: 'sendTransaction' });
      const tx = (await post(`${E}/transactions`, { id: row.tx.toString('hex') })).json();
      // The method name comes from the same decoding: the wallet's code hash picks EverWallet's ABI.
      expect(tx).toMatchObject({
        methodName: 'sendTransaction',
        parsedId: expect.stringMatching(/^[0-9a-f]{8}$/),
      });
      expect(tx.inMessage).toMatchObject({ methodName: 'sendTransaction', parsedType: 'EverWallet' });
      const out = tx.outMessages[0];
      expect(parsed.inMessage.parsed_data).toMatchObject({ dest: out.dstAddress, value: out.messageValue });
      // The chain from the wallet's external message: the transfer it sent, consumed by the recipient.
      const tree = (await post(`${E}/messages/tree`, { id: row.msg.toString('hex') })).json();
      expect(tree.nodes[0]).toMatchObject({ messageType: 'ExternalIn', depth: 0, childTransaction: tx.hash });
      const transfer = tree.nodes.find((n: { messageHash: string }) => n.messageHash === out.messageHash);
      expect(transfer).toMatchObject({ depth: 1, parentTransaction: tx.hash, dstAddress: out.dstAddress });
    }
  });

  it('links a block to its next blocks: both halves after the split, the next masterchain block, none yet after the newest', async () => {
    const hex = (b: Buffer) => b.toString('hex');
    const next = async (rootHash: Buffer) =>
      (await post(`${E}/blocks/next`, { id: hex(rootHash) }))
        .json()
        .blocks.map(
          (b: { workchain: number; shard: string; seqno: number }) => `${b.workchain}:${b.shard}:${b.seqno}`,
        );
    // The block the split came after: the previous block of the left half's first block.
    const firstHalf = await database.db
      .selectFrom('blocks')
      .select(['prev1_root_hash', 'seqno'])
      .where('workchain', '=', 0)
      .where('shard', '=', '4000000000000000')
      .orderBy('seqno')
      .executeTakeFirstOrThrow();
    expect(await next(firstHalf.prev1_root_hash!)).toEqual([
      `0:4000000000000000:${firstHalf.seqno}`,
      `0:c000000000000000:${firstHalf.seqno}`,
    ]);
    const mc = await database.db
      .selectFrom('blocks')
      .select(['root_hash', 'seqno'])
      .where('workchain', '=', -1)
      .orderBy('seqno', 'desc')
      .limit(2)
      .execute();
    expect(await next(mc[1].root_hash)).toEqual([`-1:8000000000000000:${mc[0].seqno}`]);
    expect(await next(mc[0].root_hash)).toEqual([]);
    expect((await post(`${E}/blocks/next`, { id: 'zz' })).statusCode).toBe(400);
  });
});
