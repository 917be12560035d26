// `tvmscan index` end to end through runIndex: Everscale mainnet masterchain block 1 and its shard
// block replayed with the mainnet zerostates into an embedded database in a data directory (the shard
// block waits for masterchain block 2, not in the folder); a second run resumes from the checkpoint
// and finds nothing new; the real Tycho archives through --source archive://; bad arguments end with
// a message and exit code 2.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, readCheckpoint } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
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

  it('refuses a TVMSCAN_FETCH_ALLOW entry it cannot read, naming it, before opening anything', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (m: string) => errors.push(m);
    try {
      const env = { TVMSCAN_FETCH_ALLOW: '10.0.0.0/8, not a host!' };
      expect(await runIndex(['--blocks', join(root, 'blocks')], env)).toBe(2);
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([
      'tvmscan index: TVMSCAN_FETCH_ALLOW: "not a host!" is neither an address, a range nor a host name',
    ]);
  });
});

// The two real Tycho archives after the Tycho zerostate: 200 masterchain blocks and 13 shard blocks
// indexed into a data directory, and the API over that database serving the newest of each.
describe.skipIf(!fixturesDir)(`tvmscan index --source archive:// ${fixturesSkipReason}`, () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'tvmscan-index-archives-'));
    mkdirSync(join(root, 'states'));
    symlinkSync(fixturePath('states/tycho_zerostate.boc'), join(root, 'states', 'tycho_zerostate.boc'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('indexes the archives, and the API serves the last masterchain and shard blocks', {
    timeout: 180_000,
  }, async () => {
    const source = pathToFileURL(fixturePath('archives'))
      .toString()
      .replace(/^file:/, 'archive:');
    const args = ['--source', source, '--states', join(root, 'states'), '--data-dir', join(root, 'data')];
    expect(await runIndex(args, { TVMSCAN_LOG_LEVEL: 'silent' })).toBe(0);
    const database = await openDatabase({ dataDir: join(root, 'data', 'db') });
    const app = await startApi(database);
    try {
      expect(await readCheckpoint(database.db)).toBe(200);
      const block = async (id: string) =>
        (await app.inject({ method: 'POST', url: '/api/explorer/blocks', payload: { id } })).json();
      expect(await block('8678820bed78d8a8eeeae8df54c5fb87c59406ba29471e5d0463796b11e90c91')).toMatchObject({
        workchain: -1,
        seqno: 200,
      });
      expect(await block('4b8688e71d3d231bb61e3be40e27ab34083b2576c2746d806ad46a59d68ea81f')).toMatchObject({
        workchain: 0,
        seqno: 13,
      });
      const { rows } = await database.db
        .selectFrom('blocks')
        .select((eb) => ['workchain', eb.fn.countAll<string>().as('n')])
        .groupBy('workchain')
        .orderBy('workchain')
        .execute()
        .then((r) => ({ rows: r }));
      expect(rows).toEqual([
        { workchain: -1, n: '200' },
        { workchain: 0, n: '13' },
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a source it cannot read, naming why', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (m: string) => errors.push(m);
    try {
      expect(await runIndex(['--source', 'tonapi://127.0.0.1:50051'], {})).toBe(2);
      expect(await runIndex(['--source', 'archive://example.com/archives'], {})).toBe(2);
      expect(await runIndex(['--source', 'ftp://x/y'], {})).toBe(2);
      expect(await runIndex(['--source', 'archive:///a', '--blocks', root], {})).toBe(2);
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([
      'tvmscan index: --source tonapi sources are not built yet: use file:///dir, archive:///dir, graphql+https://host/graphql or jrpc+https://host/rpc',
      'tvmscan index: --source archive://example.com/archives: only local paths are read (archive:///path), not a host',
      'tvmscan index: --source ftp://x/y: unknown source scheme ftp: (file:///dir, archive:///dir, graphql+https://host/graphql or jrpc+https://host/rpc)',
      'tvmscan index: give one of --source <url> (file:///dir, archive:///dir, graphql+https://host/path, jrpc+https://host/path) and --blocks <dir> (a folder of block BOC files)',
    ]);
  });
});
