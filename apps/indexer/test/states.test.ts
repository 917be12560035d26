// A folder of blocks with the states its chains start from, end to end: Everscale mainnet masterchain
// block 1 replayed from the mainnet zerostates through filesSource and runIndexer. The state after the
// block (the zerostate with the block's MerkleUpdate applied, whose hash is the one the block names) is
// the reference: every account the block touched is stored with that state's balance, status, code
// and data hashes and Account BOC, and its last transaction carries the same balance.
import { readdirSync } from 'node:fs';
import {
  accountStatus,
  applyMerkleUpdate,
  decodeBlock,
  loadTransaction,
  readBoc,
  shardStateAccount,
  writeBoc,
} from '@tvmscan/codec';
import { toBytes } from '@tvmscan/db';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import { fixturePath, fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { filesSource, runIndexer } from '../src/index';
import { fixtureFolder } from './support';

describe.skipIf(!fixturesDir).each(backends)(
  `blocks with starting states on $name ${fixturesSkipReason}`,
  ({ open }) => {
    it('stores each touched account as the state after the block holds it', async () => {
      const blockNames = readdirSync(fixturePath('blocks')).filter((n) => n.startsWith('tycho_00001_block_'));
      const stateNames = readdirSync(fixturePath('states')).filter(
        (n) => n.startsWith('ever-block-json_main_ever_dev_zerostate_') && n.endsWith('.boc'),
      );
      const states = stateNames.map((n) => readFixtureBoc(`states/${n}`));
      const folder = fixtureFolder(blockNames);
      const database = await openMigrated(open);
      try {
        const progress = await runIndexer({
          database,
          source: filesSource(folder.dir, { states }),
          signal: new AbortController().signal,
        });
        // Masterchain block 1; its shard block 1 waits for masterchain block 2, which is not here.
        expect(progress).toMatchObject({ batches: 1, failedBlocks: 0, lastMcSeqno: 1 });

        const mc = decodeBlock(readFixtureBoc(`blocks/${blockNames.find((n) => n.includes('_-1_'))}`));
        const zerostate = states
          .map((s) => readBoc(s)[0])
          .find((s) => s.hashHex() === mc.block.stateUpdate.oldHash)!;
        const after = applyMerkleUpdate(mc.block.stateUpdate.cell, zerostate);
        expect(after.hashHex()).toBe(mc.block.stateUpdate.newHash);

        const rows = await database.db
          .selectFrom('accounts')
          .selectAll()
          .where('workchain', '=', -1)
          .execute();
        expect(rows).toHaveLength(mc.block.extra.accountBlocks.entries.size);
        for (const [id, entry] of mc.block.extra.accountBlocks.entries) {
          const hex = id.toString(16).padStart(64, '0');
          const row = rows.find((r) => r.address.toString('hex') === hex)!;
          const reference = shardStateAccount(after, hex);
          const account = reference?.account ?? null;
          if (!account) {
            expect(row, hex).toMatchObject({ balance: '0', state_boc: null });
            continue;
          }
          const init = account.storage.state.kind === 'active' ? account.storage.state.stateInit : null;
          expect(row, hex).toMatchObject({
            balance: account.storage.balance.grams.toString(),
            status: accountStatus(account),
            code_hash: init?.code ? toBytes(init.code.hashHex()) : null,
            data_hash: init?.data ? toBytes(init.data.hashHex()) : null,
          });
          expect(Buffer.from(row.state_boc!)).toEqual(Buffer.from(writeBoc(reference!.accountCell)));
          // The last transaction of the block leaves the account with this balance.
          const lastLt = [...entry.value.transactions.keys()].reduce((a, b) => (a > b ? a : b));
          const last = loadTransaction(entry.value.transactions.get(lastLt)!.value);
          const tx = await database.db
            .selectFrom('transactions')
            .select('balance')
            .where('hash', '=', toBytes(last.hash))
            .executeTakeFirstOrThrow();
          expect(tx.balance, hex).toBe(account.storage.balance.grams.toString());
        }
      } finally {
        folder.remove();
        await dispose(database);
      }
    });
  },
);
