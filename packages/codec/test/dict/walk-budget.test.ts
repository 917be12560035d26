// Crafted BOCs whose cells are shared so that a walk taking the DAG for the tree it spells would expand a
// few dozen cells into hundreds of thousands of entries: each decode ends in CodecError('walkBudget')
// after visiting at most WALK_FACTOR times the BOC's cells, while the real blocks decode unchanged, as
// often as a caller decodes them.

import { fixturesDir, fixturesSkipReason } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { type Builder, beginCell, type Cell, CodecError, readBoc, writeBoc } from '../../src/cell';
import { WALK_FACTOR } from '../../src/cell/walk-budget';
import { buildDict, loadBinTree, loadDict } from '../../src/dict';
import { storeLabel } from '../../src/dict/label';
import { loadBlock } from '../../src/models/block';
import { decodeBlock } from '../../src/models/decode';
import { loadMessage } from '../../src/models/message';
import { blockFixtures } from '../models/block/fixtures';

/** Reads a cell back from its own BOC, as the codec meets untrusted input; `cells`: the BOC's cells. */
function received(root: Cell): { root: Cell; cells: number; bytes: number } {
  const boc = writeBoc(root);
  const distinct = new Set<string>();
  const stack = [root];
  for (let cell = stack.pop(); cell; cell = stack.pop()) {
    if (!distinct.has(cell.hashHex())) stack.push(...cell.refs);
    distinct.add(cell.hashHex());
  }
  return { root: readBoc(boc)[0], cells: distinct.size, bytes: boc.length };
}

/**
 * A Hashmap of `keyBits`-bit keys whose last `levels` levels are forks pointing both ways at one
 * sub-tree: levels + 1 distinct cells spell 2^levels entries. `storeValue` writes each leaf's value.
 */
function sharedForkDict(keyBits: number, levels: number, storeValue: (b: Builder) => void): Cell {
  const leaf = beginCell();
  storeLabel(leaf, 0n, 0, 0);
  storeValue(leaf);
  let node = leaf.endCell();
  for (let m = 1; m < levels; m++) {
    const fork = beginCell();
    storeLabel(fork, 0n, 0, m);
    node = fork.storeRef(node).storeRef(node).endCell();
  }
  const root = beginCell();
  storeLabel(root, 0n, keyBits - levels, keyBits);
  return root.storeRef(node).storeRef(node).endCell();
}

/** A BinTree whose forks point both ways at one sub-tree, `levels` deep: 2^levels leaves. */
function sharedForkBinTree(levels: number): Cell {
  let node = beginCell().storeBit(0).storeUint(7, 8).endCell();
  for (let i = 0; i < levels; i++) node = beginCell().storeBit(1).storeRef(node).storeRef(node).endCell();
  return node;
}

const walkBudgetError = (field: string) => expect.objectContaining({ type: 'walkBudget', field });

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  return null;
}

describe('walk budget: dictionaries whose sub-trees are shared', () => {
  it('a ~100-byte BOC spelling 2^16 entries ends in CodecError after at most WALK_FACTOR × its cells', () => {
    const { root, cells, bytes } = received(sharedForkDict(16, 16, (b) => b.storeUint(1, 8)));
    expect([cells, bytes < 128]).toEqual([17, true]);
    let leaves = 0;
    const started = performance.now();
    const error = thrown(() =>
      loadDict(root, 16, (s) => {
        leaves++;
        return s.loadUint(8);
      }),
    );
    expect(performance.now() - started).toBeLessThan(500);
    expect(leaves).toBeLessThanOrEqual(WALK_FACTOR * cells);
    expect(error).toBeInstanceOf(CodecError);
    expect(error).toEqual(walkBudgetError('Hashmap'));
  });

  it('a message whose value carries an amplified extra-currency dictionary (2^18 entries) fails fast', () => {
    const extra = sharedForkDict(32, 18, (b) => b.storeVarUint(1n, 5));
    const addr = (b: Builder) => b.storeUint(0b100, 3).storeUint(0, 8).storeUint(0n, 256);
    const msg = beginCell().storeUint(0b0110, 4); // int_msg_info$0 ihr_disabled bounce !bounced
    addr(msg);
    addr(msg);
    msg.storeCoins(1n).storeMaybeRef(extra).storeCoins(0n).storeCoins(0n).storeUint(1n, 64).storeUint(1, 32);
    msg.storeBit(0).storeBit(0); // no init, body inline (empty)
    const { root } = received(msg.endCell());
    let currencies = 0;
    const started = performance.now();
    const error = thrown(() => {
      const { info } = loadMessage(root);
      if (info.kind === 'internal') currencies = info.value.other.size;
    });
    expect(currencies).toBe(0);
    expect(performance.now() - started).toBeLessThan(500);
    expect(error).toEqual(walkBudgetError('Hashmap'));
  });

  it('a second root that lies inside the first does not renew the budget when the walk reaches it', () => {
    const dict = sharedForkDict(16, 16, (b) => b.storeUint(1, 8));
    const [root, inner] = readBoc(writeBoc([dict, dict.refs[0].refs[0]]));
    expect(inner.hashHex()).toBe(root.refs[0].refs[0].hashHex());
    let leaves = 0;
    const error = thrown(() =>
      loadDict(root, 16, (s) => {
        leaves++;
        return s.loadUint(8);
      }),
    );
    expect(leaves).toBeLessThanOrEqual(WALK_FACTOR * 17);
    expect(error).toEqual(walkBudgetError('Hashmap'));
  });

  it('nested walks share one budget: 64 leaves each holding the same 64-entry dictionary', () => {
    const inner = buildDict(
      Array.from({ length: 64 }, (_, i): [bigint, number] => [BigInt(i * 4), i]),
      8,
      (b, v) => b.storeUint(v, 8),
    ) as Cell;
    const outer = buildDict(
      Array.from({ length: 64 }, (_, i): [bigint, number] => [BigInt(i * 4), i]),
      8,
      (b, v) => b.storeUint(v, 8).storeRef(inner),
    ) as Cell;
    const { root, cells } = received(outer);
    let innerLeaves = 0;
    const error = thrown(() =>
      loadDict(root, 8, (s) =>
        loadDict(s.loadRef(), 8, (v) => {
          innerLeaves++;
          return v.loadUint(8);
        }),
      ),
    );
    expect(innerLeaves).toBeLessThanOrEqual(WALK_FACTOR * cells);
    expect(error).toEqual(walkBudgetError('Hashmap'));
  });

  it('a BinTree whose forks share sub-trees (2^18 leaves) ends in CodecError', () => {
    const { root, cells } = received(sharedForkBinTree(18));
    let leaves = 0;
    const error = thrown(() =>
      loadBinTree(root.beginParse(), (s) => {
        leaves++;
        return s.loadUint(8);
      }),
    );
    expect(leaves).toBeLessThanOrEqual(WALK_FACTOR * cells);
    expect(error).toEqual(walkBudgetError('BinTree'));
  });

  it("a message's state init keeps its library dictionary as the unwalked root cell", () => {
    const library = sharedForkDict(256, 18, (b) => b.storeBit(1).storeRef(beginCell().endCell()));
    // no split_depth, special, code or data; library: hme_root$1 and the root
    const init = beginCell().storeUint(0, 4).storeBit(1).storeRef(library);
    const msg = beginCell().storeUint(0b10, 2); // ext_in_msg_info$10
    msg.storeUint(0, 2).storeUint(0b100, 3).storeUint(0, 8).storeUint(0n, 256).storeCoins(0n); // src none, dest, import_fee
    msg.storeBit(1).storeBit(1).storeRef(init.endCell()).storeBit(0); // init in a ref, body inline
    const { root } = received(msg.endCell());
    const started = performance.now();
    const decoded = loadMessage(root);
    expect(performance.now() - started).toBeLessThan(500);
    expect(decoded.init?.library?.hashHex()).toBe(library.hashHex());
  });
});

describe.skipIf(!fixturesDir)(`walk budget: real blocks ${fixturesSkipReason}`, () => {
  it('every block fixture decodes within the default budget, and again each time it is decoded', () => {
    const blocks = blockFixtures();
    expect(blocks.length).toBeGreaterThan(0);
    for (const { bytes } of blocks) {
      const { flavor, root, block } = decodeBlock(bytes);
      // A caller that keeps the root decodes it from the top as often as it likes.
      for (let i = 0; i < WALK_FACTOR + 2; i++) {
        expect(loadBlock(root.beginParse(), flavor).extra.accountBlocks.entries.size).toBe(
          block.extra.accountBlocks.entries.size,
        );
      }
    }
  });
});
