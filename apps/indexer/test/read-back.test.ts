// The transaction page and the message BOC are decoded from the stored transaction BOC (the database
// keeps no phases document and no message BOCs): after indexing real blocks, every transaction reads
// back with the chain links, statuses, phases and messages its cell holds, and every message's BOC
// is byte for byte the message cell as the block carries it.
import { decodeBlock, loadTransaction, writeBoc } from '@tvmscan/codec';
import { type Database, getMessage, getTransaction, listTransactions } from '@tvmscan/db';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import { fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIndexer } from '../src/index';
import { arraySource } from './support';

const BLOCKS = [
  'blocks/everscale-types_mc_simple_block.boc',
  'blocks/everscale-types_simple_shard_block.boc',
];

describe.skipIf(!fixturesDir).each(backends)(`read back on $name ${fixturesSkipReason}`, ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigrated(open);
    const [mc, shard] = BLOCKS.map(readFixtureBoc);
    await runIndexer({
      database,
      source: arraySource([{ masterchain: { boc: mc }, shards: [{ boc: shard }] }]),
      signal: new AbortController().signal,
    });
  });
  afterAll(() => dispose(database));

  const transactions = () =>
    BLOCKS.flatMap((name) => {
      const { block } = decodeBlock(readFixtureBoc(name));
      return [...block.extra.accountBlocks.entries.values()].flatMap((e) =>
        [...e.value.transactions.values()].map((t) => ({
          ...loadTransaction(t.value),
          workchain: block.info.shard.workchain,
        })),
      );
    });

  it('reads every transaction with the links, statuses, phases and messages of its cell', async () => {
    const all = transactions();
    expect(all.length).toBeGreaterThan(3);
    for (const tx of all) {
      const read = (await getTransaction(database.db, tx.hash))?.details;
      expect(read, tx.hash).not.toBeNull();
      expect(read).toMatchObject({
        hash: tx.hash,
        lt: tx.lt.toString(),
        prevTransactionHash: tx.prevTransHash,
        prevTransactionLt: tx.prevTransLt.toString(),
        oldHash: tx.stateUpdate.oldHash,
        newHash: tx.stateUpdate.newHash,
      });
      expect(read?.inMessage?.messageHash ?? null).toBe(tx.inMsg?.hashHex() ?? null);
      expect(read?.outMessages.map((m) => m.messageHash)).toEqual(
        [...tx.outMsgs.values()].map((c) => c.hashHex()),
      );
      const d = tx.description;
      if ('computePh' in d) {
        expect(read?.compute?.kind).toBe(d.computePh.kind === 'vm' ? 'Vm' : 'Skipped');
        if (d.computePh.kind === 'vm') {
          expect(read?.compute).toMatchObject({
            gasUsed: d.computePh.gasUsed.toString(),
            exitCode: d.computePh.exitCode,
          });
        }
      }
    }
  });

  it("serves each message's BOC cut out of its transaction's BOC, byte for byte", async () => {
    let checked = 0;
    for (const tx of transactions()) {
      for (const cell of [tx.inMsg, ...tx.outMsgs.values()]) {
        if (!cell) continue;
        const read = await getMessage(database.db, cell.hashHex());
        expect(read?.details.boc, cell.hashHex()).toBe(Buffer.from(writeBoc(cell)).toString('base64'));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it("pages one account's transactions newest first by lt, each once", async () => {
    const byAccount = new Map<string, bigint[]>();
    for (const tx of transactions()) {
      const raw = `${tx.workchain}:${tx.accountAddr}`;
      byAccount.set(raw, [...(byAccount.get(raw) ?? []), tx.lt]);
    }
    const [account, lts] = [...byAccount].sort((a, b) => b[1].length - a[1].length)[0];
    expect(lts.length).toBeGreaterThan(1);
    const seen: string[] = [];
    let after: string[] | undefined;
    do {
      const page = await listTransactions(database.db, { includeAccounts: [account] }, { limit: 1, after });
      seen.push(...page.items.map((t) => t.lt));
      after = page.hasNext ? (page.lastKey ?? undefined) : undefined;
    } while (after);
    expect(seen).toEqual(lts.sort((a, b) => (a > b ? -1 : 1)).map(String));
  });
});
