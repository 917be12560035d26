// Every real BOC in the shared fixtures: our root hash, cell count, depth and exotic kinds equal the
// manifest's independently produced values; write → read round trips; canonical files re-encode to the
// exact same bytes.
import { createHash } from 'node:crypto';
import { fixturesDir, fixturesSkipReason } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { type Cell, type CellType, readBoc, toHex, type WriteBocOptions, writeBoc } from '../../src/cell';
import { manifestBocBytes, manifestBocs } from './manifest';

function uniqueCells(roots: Cell[]): Cell[] {
  const seen = new Map<string, Cell>();
  const stack = [...roots];
  while (stack.length > 0) {
    const cell = stack.pop()!;
    const key = cell.hashHex();
    if (seen.has(key)) continue;
    seen.set(key, cell);
    stack.push(...cell.refs);
  }
  return [...seen.values()];
}

function exoticKinds(cells: Cell[]): Partial<Record<CellType, number>> {
  const out: Partial<Record<CellType, number>> = {};
  for (const c of cells) if (c.isExotic) out[c.type] = (out[c.type] ?? 0) + 1;
  return out;
}

/** The serialization options a BOC header announces, to re-encode it the same way. */
function headerOptions(bytes: Uint8Array): { index: boolean; crc32: boolean; cacheBits: boolean } {
  return {
    index: (bytes[4] & 0x80) !== 0,
    crc32: (bytes[4] & 0x40) !== 0,
    cacheBits: (bytes[4] & 0x20) !== 0,
  };
}

// Which files writeBoc reproduces byte for byte, and with which layout, was measured over the whole
// collection and is asserted exactly:
// - every file with cache bits (block files written by the TON / ever-node BagOfCells) with the 'ton'
//   layout and stored internal hashes;
// - these other files, written by TON-style serializers, with the 'ton' layout;
const TON_LAYOUT = new Set([
  'blocks/everscale-types_shard_block_proof.boc',
  'blocks/tycho_00001_proof_-1_8000000000000000_1_4BBA527C0F5301AC01194020EDB6C237158BAE872348BA36B0137D523FADD864_5E64EC9E1BAA18B4AFEF021C0BCA224EBF4740E227B5DDD8A0131C777A914083.boc',
  'transactions/ton-core_tx_with_merkle_body.json',
  'transactions/ton-core_should_parse_state_init_transaction.boc.b64',
  'transactions/ton-core_should_parse_transaction.boc.b64',
]);
// - and these, written by yet other writers (other orders, hashes stored for other cells, wider
//   header fields), by neither; every remaining file is reproduced by the default depth-first layout.
const NOT_REPRODUCED = new Set([
  'accounts/everscale-types_simple_proof.boc',
  'blocks/everscale-types_mc_key_block.boc',
  'blocks/ton-core_block2.txt',
  'config/ever-block_config.boc',
  'config/ever-sdk_block_config.boc',
  'config/ever-sdk_default_config.boc',
  'config/ever-sdk_zerostate_config.boc',
  'config/everscale-types_old_config.boc',
  'states/ever-block-json_zerostate-ethalon.json',
  'states/everscale-types_new_zerostate.boc',
  'states/everscale-types_test_state_2_master.boc',
  'states/tycho_zerostate.boc',
  'states/tycho_persistent_-1_8000000000000000_57_a660f187c1c01034d1c9a282130a2e15f329bd182030bcb247c5f56a1d93a970_1fe6ded11faf46db86b2ae1870c606f5ec5a0b989a3258a14e837060f2177900.unzstd.boc',
  'messages/ever-block_int-msg-query.boc',
  'messages/ever-block_new-wallet-query.boc',
  'messages/ever-block_send-to-query.boc',
]);

const rows = manifestBocs();

describe.skipIf(!fixturesDir)(`BOC fixtures from MANIFEST.md ${fixturesSkipReason}`, () => {
  it('finds the manifest rows', () => {
    expect(rows.length).toBeGreaterThan(90);
  });

  it.each(rows.map((r) => [r.file, r] as const))('%s', (_name, row) => {
    const bytes = manifestBocBytes(row);
    expect(toHex(createHash('sha256').update(bytes).digest())).toBe(row.sha256);
    const roots = readBoc(bytes);
    expect(roots).toHaveLength(row.roots);
    expect(roots[0].hashHex()).toBe(row.rootHash);
    expect(roots[0].depth()).toBe(row.rootDepth);
    const cells = uniqueCells(roots);
    expect(cells).toHaveLength(row.cells);
    expect(exoticKinds(cells)).toEqual(row.exotic);

    const rewritten = readBoc(writeBoc(roots));
    expect(rewritten.map((c) => c.hashHex())).toEqual(roots.map((c) => c.hashHex()));
    expect(uniqueCells(rewritten)).toHaveLength(row.cells);
  });
});

describe.skipIf(!fixturesDir)(`byte-exact re-serialization ${fixturesSkipReason}`, () => {
  const results = rows.map((row) => {
    const bytes = manifestBocBytes(row);
    const header = headerOptions(bytes);
    const roots = readBoc(bytes);
    const same = (opts: WriteBocOptions) => Buffer.from(writeBoc(roots, opts)).equals(Buffer.from(bytes));
    const base = { index: header.index, crc32: header.crc32, cacheBits: header.cacheBits };
    return {
      file: row.file,
      cacheBits: header.cacheBits,
      depthFirst: same(base),
      ton: same({ ...base, layout: 'ton', intHashes: header.cacheBits }),
    };
  });

  it('reproduces every cache-bit block file with the TON layout', () => {
    const withCache = results.filter((r) => r.cacheBits);
    expect(withCache.length).toBeGreaterThan(25);
    expect(withCache.filter((r) => !r.ton).map((r) => r.file)).toEqual([]);
  });

  it('reproduces exactly the expected files with each layout', () => {
    const plain = results.filter((r) => !r.cacheBits);
    expect(plain.filter((r) => r.ton && !r.depthFirst).map((r) => r.file)).toEqual(
      plain.filter((r) => TON_LAYOUT.has(r.file)).map((r) => r.file),
    );
    expect(plain.filter((r) => !r.ton && !r.depthFirst).map((r) => r.file)).toEqual(
      plain.filter((r) => NOT_REPRODUCED.has(r.file)).map((r) => r.file),
    );
    expect(plain.filter((r) => r.depthFirst).length).toBeGreaterThanOrEqual(50);
  });
});
