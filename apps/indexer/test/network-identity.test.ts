// One database, one network: the real Tycho archives (global id 0) recorded with their zerostate, then
// an Everscale mainnet block (global id 42) from a source refused with the reason and nothing of it
// written; a database indexed before the identity was recorded takes it from its next batch.
import { readFileSync } from 'node:fs';
import { decodeBlock, encodeBlock, writeBoc } from '@tvmscan/codec';
import { type Database, readCheckpoint, readNetworkIdentity, toBytes } from '@tvmscan/db';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import { fixturePath, fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { archiveSource, NetworkMismatchError, readArchive, runIndexer } from '../src/index';
import { identityRefusal } from '../src/network-identity';
import { arraySource } from './support';

const TYCHO_ZEROSTATE = 'e5d7283943d4aff645c44fa8db36bc1188281662a27d07986450953ed9032b5e';
const signal = () => new AbortController().signal;
/** One masterchain block, alone. */
const indexBlock = (database: Database, boc: Uint8Array) =>
  runIndexer({ database, source: arraySource([{ masterchain: { boc }, shards: [] }]), signal: signal() });
/** Masterchain blocks 1–100 of the Tycho test network. */
const indexFirstArchive = (database: Database) =>
  runIndexer({ database, source: archiveSource(fixturePath('archives/archive_1.bin')), signal: signal() });

describe.skipIf(!fixturesDir).each(backends)(
  `the network a database holds, on $name ${fixturesSkipReason}`,
  ({ open }) => {
    it('records the network, then refuses a source of another one', { timeout: 120_000 }, async () => {
      const database = await openMigrated(open);
      try {
        await indexFirstArchive(database);
        expect(await readNetworkIdentity(database.db)).toMatchObject({
          globalId: 0,
          zerostateRootHash: TYCHO_ZEROSTATE,
        });
        const before = await database.db.selectFrom('blocks').select('root_hash').execute();

        const everscale = readFixtureBoc('blocks/everscale-types_mc_simple_block.boc');
        const run = indexBlock(database, everscale);
        await expect(run).rejects.toThrow(NetworkMismatchError);
        await expect(run).rejects.toThrow(
          'the database holds network 0 (global id), and masterchain block 24721433 from the source is of network 42: a source of another network is refused',
        );
        expect(await database.db.selectFrom('blocks').select('root_hash').execute()).toHaveLength(
          before.length,
        );
      } finally {
        await dispose(database);
      }
    });

    it('refuses the block after the checkpoint when it follows another block', {
      timeout: 120_000,
    }, async () => {
      const database = await openMigrated(open);
      try {
        await indexFirstArchive(database);
        const [next] = readArchive(readFileSync(fixturePath('archives/archive_2.bin'))).filter(
          (e) => e.type === 'block' && e.workchain === -1,
        );
        // Block 101 of the same network, as another chain of it would have it: its previous block is not 100.
        const decoded = decodeBlock(next.data);
        const { prevRef } = decoded.block.info;
        if (prevRef.kind !== 'single') throw new Error('a masterchain block has one previous block');
        const elsewhere = { ...prevRef.prev, rootHash: 'ab'.repeat(32) };
        const forked = writeBoc(
          encodeBlock(
            {
              ...decoded.block,
              info: { ...decoded.block.info, prevRef: { kind: 'single', prev: elsewhere } },
            },
            decoded.flavor,
          ),
        );
        const run = indexBlock(database, forked);
        await expect(run).rejects.toThrow(
          `masterchain block 101 from the source follows block ${'ab'.repeat(32)}, and the database's block 100 is 2ffaa57925b629e5bc43057879f758388837d5a87dd4bdeb8b957cedfadee985: the source is another chain, and a source of another network is refused`,
        );
        expect(await readCheckpoint(database.db)).toBe(100);
        // The real block 101 follows.
        await indexBlock(database, next.data);
        expect(await readCheckpoint(database.db)).toBe(101);
      } finally {
        await dispose(database);
      }
    });

    it('records the network with the next batch where it was not recorded yet', {
      timeout: 120_000,
    }, async () => {
      const database = await openMigrated(open);
      try {
        const mc = readFixtureBoc('blocks/everscale-types_mc_key_block.boc');
        await indexBlock(database, mc);
        // As a database indexed before migration 0500 holds it.
        await database.db.updateTable('checkpoints').set({ global_id: null }).execute();
        const later = readFixtureBoc('blocks/everscale-types_mc_simple_block.boc');
        await indexBlock(database, later);
        // Not indexed from block 1, so no zerostate is known.
        expect(await readNetworkIdentity(database.db)).toMatchObject({
          globalId: 42,
          zerostateRootHash: null,
        });
      } finally {
        await dispose(database);
      }
    });
  },
);

describe('identityRefusal', () => {
  const tycho1 = () => decodeBlock(readFixtureBoc('blocks/tycho_empty_block.bin'));
  it.skipIf(!fixturesDir)('refuses another zerostate under the same global id', () => {
    const other = '00'.repeat(32);
    const block = tycho1();
    const seen = {
      mcSeqno: 1,
      mcRootHash: toBytes(block.rootHash),
      identity: { globalId: 0, zerostateRootHash: toBytes(block.block.stateUpdate.oldHash) },
      previousMcRootHash: null,
    };
    expect(identityRefusal({ globalId: 0, zerostateRootHash: other, head: null }, seen)).toBe(
      `the database's chain starts from zerostate ${other}, and masterchain block 1 from the source follows zerostate ${TYCHO_ZEROSTATE}: a source of another network is refused`,
    );
    expect(identityRefusal({ globalId: 0, zerostateRootHash: TYCHO_ZEROSTATE, head: null }, seen)).toBeNull();
    expect(identityRefusal(null, seen)).toBeNull();
  });
});
