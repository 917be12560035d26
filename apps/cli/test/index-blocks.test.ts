// `tvmscan index` end to end through runIndex: Everscale mainnet masterchain block 1 and its shard
// block replayed with the mainnet zerostates into an embedded database in a data directory (the shard
// block waits for masterchain block 2, not in the folder); a second run resumes from the checkpoint
// and finds nothing new; bad arguments end with a message and exit code 2.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, readCheckpoint } from '@tvmscan/db';
import { fixturePath, fixturesDir, fixturesSkipReason } from '@tvmscan/test-support/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIndex } from '../src/commands/index-blocks';

describe.skipIf(!fixturesDir)(`tvmscan index ${fixturesSkipReason}`, () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'tvmscan-index-'));
    for (const [folder, prefix] of [
      ['blocks', 'tycho_00001_block_'],
      ['states', 'ever-block-json_main_ever_dev_zerostate_'],
    ]) {
      mkdirSync(join(root, folder));
      for (const name of readdirSync(fixturePath(folder)).filter((n) => n.startsWith(prefix))) {
        symlinkSync(fixturePath(`${folder}/${name}`), join(root, folder, name));
      }
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const index = () =>
    runIndex(
      ['--blocks', join(root, 'blocks'), '--states', join(root, 'states'), '--data-dir', join(root, 'data')],
      {},
    );

  // Opening PGlite in a new data directory runs initdb in WASM: seconds alone, far more on a busy machine.
  it('replays a folder with its starting states into the data directory, then resumes', {
    timeout: 120_000,
  }, async () => {
    expect(await index()).toBe(0);
    const database = await openDatabase({ dataDir: join(root, 'data', 'db') });
    try {
      expect(await readCheckpoint(database.db)).toBe(1);
      const blocks = await database.db.selectFrom('blocks').select(['workchain', 'seqno']).execute();
      expect(blocks).toEqual([{ workchain: -1, seqno: '1' }]);
      const accounts = await database.db.selectFrom('accounts').select(['balance', 'state_boc']).execute();
      expect(accounts.length).toBeGreaterThan(0);
      // The states were applied: every touched account has its balance (and its state unless deleted).
      expect(accounts.every((a) => a.balance !== null)).toBe(true);
    } finally {
      await database.close();
    }
    expect(await index()).toBe(0);
  });

  it('refuses a missing or wrong folder', async () => {
    expect(await runIndex([], {})).toBe(2);
    expect(await runIndex(['--blocks', join(root, 'nowhere')], {})).toBe(2);
    expect(await runIndex(['--blocks', join(root, 'blocks'), '--states', join(root, 'nowhere')], {})).toBe(2);
    expect(await runIndex(['--blocks', join(root, 'blocks'), '--unknown'], {})).toBe(2);
  });
});
