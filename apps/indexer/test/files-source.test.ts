import { decodeBlock, loadAccount, readBoc } from '@tvmscan/codec';
import { fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { filesSource, type MasterchainBatch } from '../src/index';
import { fixtureFolder } from './support';

async function collect(
  source: ReturnType<typeof filesSource>,
  after: number | null,
): Promise<MasterchainBatch[]> {
  const out: MasterchainBatch[] = [];
  for await (const b of source.batches(after, new AbortController().signal)) out.push(b);
  return out;
}
const seqnoOf = (boc: Uint8Array) => decodeBlock(boc).block.info.seqNo;

describe.skipIf(!fixturesDir)(`files source ${fixturesSkipReason}`, () => {
  // Tycho one-shard network: mc 76 lists shard 0:8000000000000000 at seqno 83, which is present.
  // The Tycho collation dump's shard block 36 has no masterchain block in the folder: it waits.
  it('groups a masterchain block with the shard block it commits; an unreferenced shard block waits', async () => {
    const { readdirSync } = await import('node:fs');
    const names = readdirSync(`${fixturesDir}/blocks`);
    const mc = names.find((n) => n.startsWith('tycho_one-shard_-1_'))!;
    const shard = names.find((n) => n.startsWith('tycho_one-shard_0_'))!;
    const waiting = names.find((n) => n.startsWith('tycho_0_8000000000000000_36_'))!;
    const dir = fixtureFolder([mc, shard, waiting, 'tycho_block_id.txt']);
    try {
      const batches = await collect(filesSource(dir.dir), null);
      expect(batches).toHaveLength(1);
      expect(seqnoOf(batches[0].masterchain.boc)).toBe(76);
      expect(batches[0].shards.map((s) => seqnoOf(s.boc))).toEqual([83]);
      expect(Buffer.from(batches[0].shards[0].boc)).toEqual(Buffer.from(readFixtureBoc(`blocks/${shard}`)));
      // Resuming after 76 yields nothing more.
      expect(await collect(filesSource(dir.dir), 76)).toEqual([]);
    } finally {
      dir.remove();
    }
  });

  it('yields masterchain blocks in seqno order after the checkpoint, undecodable BOCs first', async () => {
    const dir = fixtureFolder(['everscale-types_mc_simple_block.boc', 'everscale-types_mc_key_block.boc'], {
      'corrupt.boc': readFixtureBoc('blocks/everscale-types_mc_simple_block.boc').slice(0, 600),
    });
    try {
      const batches = await collect(filesSource(dir.dir), null);
      expect(batches).toHaveLength(3);
      expect(() => decodeBlock(batches[0].masterchain.boc)).toThrow();
      expect(batches.slice(1).map((b) => seqnoOf(b.masterchain.boc))).toEqual([24715347, 24721433]);
      const resumed = await collect(filesSource(dir.dir), 24715347);
      expect(resumed.slice(1).map((b) => seqnoOf(b.masterchain.boc))).toEqual([24721433]);
    } finally {
      dir.remove();
    }
  });
});

describe.skipIf(!fixturesDir)(`files source with starting states ${fixturesSkipReason}`, () => {
  // Everscale mainnet masterchain block 1 with the zerostates (its basechain block 1 is committed by a
  // later masterchain block, absent here, so it waits).
  it('attaches the new account states of every touched account when the chain starts from a known state', async () => {
    const { readdirSync } = await import('node:fs');
    const blocks = readdirSync(`${fixturesDir}/blocks`).filter((n) => n.startsWith('tycho_00001_block_'));
    const states = readdirSync(`${fixturesDir}/states`)
      .filter((n) => n.startsWith('ever-block-json_main_ever_dev_zerostate_') && n.endsWith('.boc'))
      .map((n) => readFixtureBoc(`states/${n}`));
    expect(blocks).toHaveLength(2);
    expect(states).toHaveLength(2);
    const dir = fixtureFolder(blocks);
    try {
      const [plain] = await collect(filesSource(dir.dir), null);
      expect(plain.masterchain.accountStates).toBeUndefined();

      const [batch] = await collect(filesSource(dir.dir, { states }), null);
      for (const source of [batch.masterchain, ...batch.shards]) {
        const { block } = decodeBlock(source.boc);
        const touched = [...block.extra.accountBlocks.entries.keys()].map(
          (id) => `${block.info.shard.workchain}:${id.toString(16).padStart(64, '0')}`,
        );
        expect(source.accountStates, `block ${block.info.shard.workchain}:${block.info.seqNo}`).toBeDefined();
        expect([...(source.accountStates?.keys() ?? [])].sort()).toEqual(touched.sort());
        for (const [address, boc] of source.accountStates ?? []) {
          if (boc === null) continue;
          const addr = loadAccount(readBoc(boc)[0])?.addr;
          expect(addr && `${addr.workchain}:${addr.address}`).toBe(address);
        }
      }
      expect(batch.masterchain.accountStates?.size).toBeGreaterThan(0);
    } finally {
      dir.remove();
    }
  });
});
