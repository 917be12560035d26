// The network calls over real Everscale mainnet blocks indexed through the production path (a key
// block with its full config and validator sets, and the next block): elections, validators, config,
// shards, counts, raw BOCs, message chains, account states, total supply, CSV exports, bad input.
import { decodeBlock, loadTransaction, readBoc } from '@tvmscan/codec';
import type { Database } from '@tvmscan/db';
import { dispose } from '@tvmscan/test-support/database';
import { fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedApi } from './network-support';

const MAINNET_KEY = 'blocks/everscale-types_mc_key_block.boc';
const MAINNET_SIMPLE = 'blocks/everscale-types_mc_simple_block.boc';
const SHARD = 'blocks/everscale-types_simple_shard_block.boc';
const ELECTOR = `-1:${'3'.repeat(64)}`;
const E = '/api/explorer';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  if (!fixturesDir) return;
  // The basechain block rides with the next masterchain block: wallet transactions, signed amounts.
  ({ database, app } = await indexedApi([
    { masterchain: { boc: readFixtureBoc(MAINNET_KEY) }, shards: [] },
    { masterchain: { boc: readFixtureBoc(MAINNET_SIMPLE) }, shards: [{ boc: readFixtureBoc(SHARD) }] },
  ]));
}, 120_000);
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
});

const get = (url: string) => app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });
const oneTx = async () =>
  (
    await sql<{ hash: Buffer; in_msg_hash: Buffer | null }>`
    SELECT hash, in_msg_hash FROM transactions WHERE in_msg_hash IS NOT NULL ORDER BY lt LIMIT 1`.execute(
      database.db,
    )
  ).rows[0];

describe.skipIf(!fixturesDir)(
  `network API over ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} ${fixturesSkipReason}`,
  () => {
    it('elections config, state, bonuses and the top validators come from the newest key block', async () => {
      const config = (await get(`${E}/elections/config`)).json();
      expect(config.mcSeqno).toBe(24715347);
      expect(config.validatorsElectedFor).toBeGreaterThan(config.electionsStartBefore - 1);
      expect(config.electionsStartBefore).toBeGreaterThan(config.electionsEndBefore);
      const state = (await get(`${E}/elections/state`)).json();
      const top = (await get(`${E}/elections/current-validators-top`)).json();
      expect(state.electionId).toBe(top.set.utimeUntil);
      expect(state.startsAt).toBe(state.electionId - config.electionsStartBefore);
      expect(state.endsAt).toBe(state.electionId - config.electionsEndBefore);
      // 2023's election is long over.
      expect(state.status).toBe('closed');
      expect(top.validators.map((v: { rank: number }) => v.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const bonuses = (await get(`${E}/elections/bonuses`)).json();
      expect(bonuses).toMatchObject({
        electionId: top.set.utimeSince,
        validators: top.set.total,
        totalBonuses: null,
      });
      // No elector state indexed: no election to show, which is no error; a named one is unknown.
      const participants = await post(`${E}/elections/participants`, {});
      expect(participants.statusCode).toBe(200);
      expect(participants.json()).toMatchObject({ election: null, participants: [], nextCursor: null });
      const named = await post(`${E}/elections/participants`, { electionId: state.electionId });
      expect(named.statusCode).toBe(404);
    });

    it('pages a validator set by rank with signed cursors; an absent set is null', async () => {
      const first = (await post(`${E}/validators/list`, { set: 'current', limit: 10 })).json();
      expect(first.validators.map((v: { rank: number }) => v.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const second = (
        await post(`${E}/validators/list`, { set: 'current', limit: 10, cursor: first.nextCursor })
      ).json();
      expect(second.validators[0].rank).toBe(11);
      const back = (
        await post(`${E}/validators/list`, { set: 'current', limit: 10, cursor: second.prevCursor })
      ).json();
      expect(back.validators).toEqual(first.validators);
      const prev = (await post(`${E}/validators/list`, { set: 'previous' })).json();
      expect(prev.set.utimeUntil).toBe(first.set.utimeSince);
      expect((await post(`${E}/validators/list`, { set: 'next' })).json()).toMatchObject({
        set: null,
        validators: [],
      });
      // A cursor of one set does not page another.
      const foreign = await post(`${E}/validators/list`, { set: 'previous', cursor: first.nextCursor });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().field).toBe('cursor');
    });

    it('serves the key block config in data.config, by default the newest', async () => {
      const r = (await post(`${E}/blocks/key-block-config`, {})).json();
      expect(r.data.mcSeqno).toBe(24715347);
      expect(r.data.config.electorAddress).toBe(ELECTOR);
      expect(r.data.config.mandatoryParams.length).toBeGreaterThan(0);
      expect((await post(`${E}/blocks/key-block-config`, { mcSeqno: 24721433 })).statusCode).toBe(404);
    });

    it('answers counts from counters, and block message counts and the shard layout', async () => {
      expect((await post(`${E}/blocks/count`, {})).json()).toEqual({ count: 3, exact: true });
      expect((await post(`${E}/blocks/count`, { workchain: 0 })).json()).toEqual({ count: 1, exact: true });
      const mcNonEmpty = (await post(`${E}/blocks/count`, { workchain: -1, transactionCountGe: 1 })).json();
      expect(mcNonEmpty).toEqual({ count: 2, exact: true });
      // No counter per shard: the list itself is walked, capped.
      const byShard = (await post(`${E}/blocks/count`, { shard: '8000000000000000' })).json();
      expect(byShard).toEqual({ count: 3, exact: true });
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM transactions`.execute(database.db);
      expect((await post(`${E}/transactions/count`, {})).json()).toEqual({
        count: Number(rows[0].n),
        exact: true,
      });
      const time = (await post(`${E}/transactions/count`, { timeGe: 0 })).json();
      expect(time).toEqual({ count: Number(rows[0].n), exact: true });
      const key = decodeBlock(readFixtureBoc(MAINNET_KEY));
      const perBlock = (await post(`${E}/transactions/count`, { block: key.rootHash })).json();
      expect(perBlock.count).toBeGreaterThan(0);
      const mc = (await post(`${E}/blocks/messages-count`, { id: key.rootHash })).json();
      expect(mc.rootHash).toBe(key.rootHash);
      expect((await post(`${E}/blocks/messages-count`, { id: 'a'.repeat(64) })).statusCode).toBe(404);
      const shards = (await get(`${E}/shards`)).json();
      expect(shards).toEqual({
        mcSeqno: 24721433,
        workchains: [{ workchain: 0, shards: ['8000000000000000'], changedAtMcSeqno: 24715347 }],
      });
    });

    it('returns raw BOCs, message chains, occurrences and transactions by message hash', async () => {
      const tx = await oneTx();
      const txHash = tx.hash.toString('hex');
      const raw = (await post(`${E}/transactions/raw`, { id: txHash })).json();
      expect(loadTransaction(readBoc(Buffer.from(raw.boc, 'base64'))[0]).hash).toBe(txHash);
      const msgHash = tx.in_msg_hash!.toString('hex');
      const msg = (await post(`${E}/messages/raw`, { id: msgHash })).json();
      expect(readBoc(Buffer.from(msg.boc, 'base64'))[0].hashHex()).toBe(msgHash);
      // A message emitted by a stored transaction is cut out of that transaction's out messages.
      const emitted = await database.db
        .selectFrom('messages')
        .select('hash')
        .where('src_tx_hash', 'is not', null)
        .limit(1)
        .executeTakeFirstOrThrow();
      const out = (await post(`${E}/messages/raw`, { id: emitted.hash.toString('hex') })).json();
      expect(readBoc(Buffer.from(out.boc, 'base64'))[0].hashHex()).toBe(emitted.hash.toString('hex'));
      const tree = (await post(`${E}/messages/tree`, { id: msgHash })).json();
      expect(tree.nodes.some((n: { messageHash: string }) => n.messageHash === msgHash)).toBe(true);
      expect(tree.nodes[0]).toMatchObject({ messageHash: tree.rootMessageHash, depth: 0 });
      const occ = (await post(`${E}/messages/occurrences`, { id: msgHash })).json();
      expect(occ.occurrences).toContainEqual(
        expect.objectContaining({ transactionHash: txHash, isOut: false }),
      );
      const found = (await post(`${E}/v1/transactions/search`, { messageHashes: [msgHash] })).json();
      expect(found.transactions.map((t: { hash: string }) => t.hash)).toContain(txHash);
      const parsed = await post(`${E}/messages/parsed`, { id: msgHash });
      expect(parsed.statusCode).toBe(200);
      expect(parsed.json().messageHash).toBe(msgHash);
      for (const path of ['transactions/raw', 'messages/raw', 'messages/tree', 'messages/occurrences']) {
        expect((await post(`${E}/${path}`, { id: 'b'.repeat(64) })).statusCode).toBe(404);
      }
    });

    it("lists an account's state after each transaction, newest first", async () => {
      const r = (await post(`${E}/accounts/states`, { id: ELECTOR, limit: 5 })).json();
      expect(r.states.length).toBeGreaterThan(0);
      const lts = r.states.map((s: { lt: string }) => BigInt(s.lt));
      for (let i = 1; i < lts.length; i++) expect(lts[i] < lts[i - 1]).toBe(true);
      const raw = (await post(`${E}/transactions/raw`, { id: r.states[0].transactionHash })).json();
      const tx = loadTransaction(readBoc(Buffer.from(raw.boc, 'base64'))[0]);
      expect(r.states[0]).toMatchObject({
        stateHash: tx.stateUpdate.newHash,
        status: 'Active',
        balance: null,
      });
      // Block files carry no account states: the account is known, its state is not.
      expect((await post(`${E}/accounts/state`, { id: ELECTOR })).json()).toMatchObject({
        address: ELECTOR,
        boc: null,
      });
      expect((await post(`${E}/accounts/state`, { id: `0:${'c'.repeat(64)}` })).statusCode).toBe(404);
    });

    it('reports total supply and server time', async () => {
      const supply = (await post(`${E}/stats/total_supply`, {})).json();
      expect(supply.mcSeqno).toBe(24721433);
      expect(BigInt(supply.totalSupply)).toBeGreaterThan(5_000_000_000n * 10n ** 9n);
      const time = (await get(`${E}/time`)).json();
      expect(Math.abs(time.now - Date.now() / 1000)).toBeLessThan(5);
    });

    it('exports lists as formula-safe CSV attachments, capped by limit', async () => {
      const r = await get(`${E}/export/transactions.csv?limit=7`);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/csv/);
      expect(r.headers['content-disposition']).toBe('attachment; filename="transactions.csv"');
      const lines = r.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'hash,time,account,lt,type,exit_code,result_code,balance_change,total_fees,aborted,block',
      );
      expect(lines).toHaveLength(8);
      // Masterchain addresses start with '-': neutralized; negative amounts stay numbers.
      const accounts = lines.slice(1).map((l) => l.split(',')[2]);
      expect(accounts.every((a) => a.startsWith("'-1:") || a.startsWith('0:'))).toBe(true);
      const all = await get(`${E}/export/transactions.csv`);
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM transactions`.execute(database.db);
      expect(all.body.trimEnd().split('\r\n')).toHaveLength(Number(rows[0].n) + 1);
      const negative = await sql<{ balance_change: string }>`
      SELECT balance_change FROM transactions WHERE balance_change < 0 LIMIT 1`.execute(database.db);
      expect(all.body).toContain(`,${negative.rows[0].balance_change},`);
      const validators = await get(`${E}/export/validators.csv?set=current&limit=3`);
      expect(validators.headers['content-disposition']).toBe('attachment; filename="validators-current.csv"');
      expect(
        validators.body
          .trimEnd()
          .split('\r\n')
          .slice(1)
          .map((l) => l.split(',')[0]),
      ).toEqual(['1', '2', '3']);
      // Accounts by update time: block files give no balances, so the default balance order is empty.
      for (const list of ['blocks.csv?', 'messages.csv?', 'accounts.csv?ordering=updatedAt&']) {
        const e = await get(`${E}/export/${list}limit=2`);
        expect(e.statusCode).toBe(200);
        expect(e.body.trimEnd().split('\r\n')).toHaveLength(3);
      }
      const filtered = await get(`${E}/export/messages.csv?includeAccounts=${ELECTOR}&messageTypes=Internal`);
      expect(filtered.statusCode).toBe(200);
    });

    it('documents the network calls in OpenAPI, exports with their query parameters', async () => {
      const doc = (await get('/api/docs/json')).json();
      expect(doc.paths[`${E}/elections/state`].get).toBeDefined();
      expect(doc.paths[`${E}/validators/list`].post).toBeDefined();
      const csv = doc.paths[`${E}/export/transactions.csv`].get;
      expect(csv.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(
        expect.arrayContaining(['query:limit', 'query:timeGe', 'query:includeAccounts']),
      );
    });

    it('rejects bad input with the offending field', async () => {
      const cases: Array<
        [string, Promise<{ statusCode: number; json(): { field: string | null } }>, string]
      > = [
        ['set', post(`${E}/validators/list`, { set: 'bogus' }), 'set'],
        ['limit', post(`${E}/validators/list`, { limit: 101 }), 'limit'],
        ['mcSeqno', post(`${E}/blocks/key-block-config`, { mcSeqno: -1 }), 'mcSeqno'],
        ['id', post(`${E}/messages/tree`, { id: 'zz' }), 'id'],
        ['messageHashes', post(`${E}/v1/transactions/search`, { messageHashes: [] }), 'messageHashes'],
        ['timeGe', get(`${E}/export/transactions.csv?timeGe=abc`), 'timeGe'],
        ['includeAccounts', get(`${E}/export/transactions.csv?includeAccounts=0:xyz`), 'includeAccounts.0'],
        ['limit', get(`${E}/export/blocks.csv?limit=100001`), 'limit'],
        ['unknown', get(`${E}/export/blocks.csv?evil=1`), 'evil'],
      ];
      for (const [name, pending, field] of cases) {
        const r = await pending;
        expect(r.statusCode, name).toBe(400);
        expect(r.json().field, name).toBe(field);
      }
    });
  },
);
