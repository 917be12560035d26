// decodeBlock / encodeBlock over every real block fixture: the flavor comes from the tag, the values
// the fixtures' sources assert match, and re-encoding reproduces the very same root cell.

import { fixturesDir, fixturesSkipReason } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../../../src/cell';
import { encodeBlock } from '../../../src/models/block';
import { shardToString } from '../../../src/models/block-info';
import { decodeBlock } from '../../../src/models/decode';
import { blockFixture, blockFixtures } from './fixtures';

// The one fixture in a layout this codec does not read: ever-node's "fast finality" experiment
// (block#11ef55aa carrying block_info#9bc7a988 and a differently nested BlockExtra), global_id 1337.
const FAST_FINALITY =
  'blocks/ever-block-json_6a3e3e4ca5d6f6e158bfc9a9e473b67145a6280e93786609565bd1ad31fc4d65.boc';

describe.skipIf(!fixturesDir)(`decodeBlock on real blocks ${fixturesSkipReason}`, () => {
  const all = fixturesDir ? blockFixtures() : [];

  it('finds the block fixtures', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
  });

  it('decodes every block with the flavor of its tag, its manifest root hash and sha256 file hash', () => {
    for (const f of all) {
      const d = decodeBlock(f.bytes);
      expect(d.flavor, f.file).toBe(f.tag === 0x11ef55bb ? 'tycho' : 'everscale');
      // Tycho dump names end with the BlockId's root hash and file hash.
      const expectedRoot = f.row?.rootHash ?? /_([0-9a-f]{64})_[0-9a-f]{64}\.block$/.exec(f.file)?.[1];
      expect(d.rootHash, f.file).toBe(expectedRoot);
      if (f.row) expect(d.fileHash, f.file).toBe(f.row.sha256);
      expect(d.block.info.genUtimeMs === 0 || d.flavor === 'tycho' || f.file === FAST_FINALITY, f.file).toBe(
        true,
      );
      expect(d.block.outMsgQueueUpdates !== null, f.file).toBe(d.flavor === 'tycho');
    }
  });

  it('re-encodes every block to the identical root cell', () => {
    for (const f of all) {
      const d = decodeBlock(f.bytes);
      expect(encodeBlock(d.block, d.flavor).hashHex(), f.file).toBe(d.rootHash);
    }
  });

  it('reads the fast-finality block with the counts ever-block-json asserts (1 message, 3 transactions)', () => {
    const f = all.find((x) => x.file === FAST_FINALITY)!;
    const { block, flavor } = decodeBlock(f.bytes);
    expect(flavor).toBe('everscale');
    expect(block.globalId).toBe(1337);
    expect(block.info).toMatchObject({
      seqNo: 88672,
      genUtime: 1687594750,
      genUtimeMs: 379,
      withGenUtimeMs: true,
    });
    expect(block.extra.fastFinality).toBeDefined();
    expect(block.extra.inMsgDescr.entries.size).toBe(1);
    const txs = [...block.extra.accountBlocks.entries.values()].reduce(
      (n, a) => n + a.value.transactions.size,
      0,
    );
    expect(txs).toBe(3);
    expect(block.extra.custom!.shardHashes.some((e) => e.descr.tag === 0xe)).toBe(true);
  });

  it('matches the everscale-types assertions (shards, McBlockExtra presence)', () => {
    for (const name of ['everscale-types_mc_simple_block', 'everscale-types_mc_key_block']) {
      const { block } = decodeBlock(blockFixture(name).bytes);
      expect(block.extra.custom, name).not.toBeNull();
      const wc0 = block.extra
        .custom!.shardHashes.filter((e) => e.shard.workchain === 0)
        .map((e) => shardToString(e.shard));
      expect(wc0, name).toEqual(['0:8000000000000000']);
    }
    const key = decodeBlock(blockFixture('everscale-types_mc_key_block').bytes).block;
    expect(key.info.keyBlock).toBe(true);
    expect(key.extra.custom!.config).not.toBeNull();
    const simple = decodeBlock(blockFixture('everscale-types_mc_simple_block').bytes).block;
    expect(simple.info).toMatchObject({
      seqNo: 24721433,
      genUtime: 1674507085,
      startLt: 34671157000000n,
      endLt: 34671157000005n,
      keyBlock: false,
    });
    expect(simple.extra.custom!.config).toBeNull();
    for (const name of ['everscale-types_simple_shard_block', 'everscale-types_empty_shard_block']) {
      expect(decodeBlock(blockFixture(name).bytes).block.extra.custom, name).toBeNull();
    }
  });

  it('matches the ever-sdk parse_block assertions', () => {
    const d = decodeBlock(blockFixture('ever-sdk_boc-tests-rs_parse_block').bytes);
    expect(d.rootHash).toBe('048f59d5d652459939ea5c5e7b291155205696b71e0c556f641df69e70e1e725');
    expect(d.block.info.seqNo).toBe(4296363);
    expect(d.block.info.genUtime).toBe(1600234696);
    expect(shardToString(d.block.info.shard)).toBe('0:b800000000000000');
  });

  it('gives Everscale mainnet masterchain block 1 its archive root and file hash', () => {
    const d = decodeBlock(blockFixture('tycho_00001_block_-1_').bytes);
    expect(d.rootHash).toBe('4bba527c0f5301ac01194020edb6c237158bae872348ba36b0137d523fadd864');
    expect(d.fileHash).toBe('5e64ec9e1baa18b4afef021c0bca224ebf4740e227b5ddd8a0131c777a914083');
    expect(d.block.info.seqNo).toBe(1);
    expect(d.block.globalId).toBe(42);
    expect(d.block.info.prevRef.kind).toBe('single');
  });

  it('links first_block to its zerostate through the Merkle update', () => {
    const { block } = decodeBlock(blockFixture('everscale-types_first_block').bytes);
    expect(block.stateUpdate.oldHash).toBe(
      'c8a403b3fcc516d6c4ecb2c17a890a600d98b531d23637504464253c56b0b1d7',
    );
  });

  it('decodes the tycho dumps as tycho blocks with the ids and state hashes their names give', () => {
    const bin = decodeBlock(blockFixture('tycho_block.bin').bytes);
    expect(bin.flavor).toBe('tycho');
    expect(bin.rootHash).toBe('ce24c09ad0dc218c502f68c593518d3fbb05f3f475ec2483de6f5a6a556df729');
    expect(bin.block.info).toMatchObject({ seqNo: 11, genUtime: 1757440259, genUtimeMs: 85 });
    expect(shardToString(bin.block.info.shard)).toBe('0:8000000000000000');
    expect(
      bin.block.extra.accountBlocks.entries.has(
        BigInt('0xb06c29df56964af1aeb3bbda73ea5685bc54f4131c1c8559ba2c6f971976cd2b'),
      ),
    ).toBe(true);

    const first = decodeBlock(blockFixture('tycho_empty_block.bin').bytes);
    expect(first.rootHash).toBe('46d10f8c805ba2d9e4bf8fde8d813b03ef60e6ebd4642115264c46ea6e70fa27');
    expect(first.block.info.seqNo).toBe(1);
    expect(first.block.extra.custom!.shardHashes.every((e) => e.descr.extProcessedToAnchorId !== null)).toBe(
      true,
    );

    const mc57 = decodeBlock(blockFixture('tycho_-1_8000000000000000_57_').bytes);
    expect(mc57.block.stateUpdate.newHash).toBe(
      '599827c3667e3c49ee4bdab729c56da32c0e286c68a67cf395b506e33ee3fc21',
    );
    const sc36 = decodeBlock(blockFixture('tycho_0_8000000000000000_36_').bytes);
    expect(sc36.block.stateUpdate.oldHash).toBe(
      '41ecbec7b6715a22ed589105218d1b7696641e0da981df812dde4a6f578a7fb6',
    );
    expect(sc36.block.stateUpdate.newHash).toBe(
      'f5ec80560de8b43482019edd2bd8424118aff2f95edbec50c3e86468ce2ca763',
    );
    const mc76 = decodeBlock(blockFixture('tycho_one-shard_-1_').bytes);
    expect(mc76.block.stateUpdate.newHash).toBe(
      'c14e8304034af601555311ec9a443ba82c44a550bd29318c0aa99d6baf03150d',
    );
    const sc83 = decodeBlock(blockFixture('tycho_one-shard_0_').bytes);
    expect(sc83.block.stateUpdate.newHash).toBe(
      'f717de6bd16b7ec40e0c58200245cd150f24b3706ce91b95e2a31f7d5df7ed4b',
    );
  });
});

describe('decodeBlock on bad input', () => {
  it('throws CodecError for bytes that are not a BOC', () => {
    expect(() => decodeBlock(new Uint8Array([1, 2, 3, 4, 5]))).toThrow(CodecError);
  });
});
