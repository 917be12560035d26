// Exotic cells: pruned branches, library references, Merkle proofs and updates built by hand, with
// levels, per-level hashes and depths checked against @ton/core and against the defining property of
// pruning (a pruned subtree hashes at level 0 like the original).
import { Cell as TonCell, beginCell as tonBeginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { beginCell, type Cell, CodecError, readBoc, writeBoc } from '../../src/cell';

function pruned(cell: Cell): Cell {
  // Pruned branch of a level-0 cell: type 1, level mask 1, its hash and depth.
  return beginCell()
    .storeUint(1, 8)
    .storeUint(1, 8)
    .storeBytes(cell.hash(0))
    .storeUint(cell.depth(0), 16)
    .endCell({
      exotic: true,
    });
}

function merkleProof(cell: Cell): Cell {
  return beginCell()
    .storeUint(3, 8)
    .storeBytes(cell.hash(0))
    .storeUint(cell.depth(0), 16)
    .storeRef(cell)
    .endCell({
      exotic: true,
    });
}

function merkleUpdate(from: Cell, to: Cell): Cell {
  return beginCell()
    .storeUint(4, 8)
    .storeBytes(from.hash(0))
    .storeBytes(to.hash(0))
    .storeUint(from.depth(0), 16)
    .storeUint(to.depth(0), 16)
    .storeRef(from)
    .storeRef(to)
    .endCell({ exotic: true });
}

const toTon = (c: Cell): TonCell => TonCell.fromBoc(Buffer.from(writeBoc(c)))[0];

function expectSameAsTonCore(c: Cell): void {
  const t = toTon(c);
  for (let level = 0; level <= 3; level++) {
    expect(c.hashHex(level), `hash(${level})`).toBe(t.hash(level).toString('hex'));
    expect(c.depth(level), `depth(${level})`).toBe(t.depth(level));
  }
  expect(c.level).toBe(t.level());
}

describe('exotic cells', () => {
  const leaf = beginCell().storeUint(0xabcdef, 24).endCell();
  const inner = beginCell()
    .storeUint(1, 3)
    .storeRef(leaf)
    .storeRef(beginCell().storeBit(1).endCell())
    .endCell();
  const root = beginCell().storeUint(9, 32).storeRef(inner).endCell();

  it('a pruned branch has level 1 and hashes at level 0 like the subtree it replaces', () => {
    const p = pruned(inner);
    expect(p.type).toBe('prunedBranch');
    expect(p.level).toBe(1);
    expect(p.hashHex(0)).toBe(inner.hashHex());
    expect(p.depth(0)).toBe(inner.depth());
    const partial = beginCell().storeUint(9, 32).storeRef(p).endCell();
    expect(partial.level).toBe(1);
    expect(partial.hashHex(0)).toBe(root.hashHex());
    expect(partial.hashHex()).not.toBe(root.hashHex());
    expectSameAsTonCore(p);
    expectSameAsTonCore(partial);
  });

  it('a Merkle proof over a pruned tree lowers the level back to 0', () => {
    const partial = beginCell().storeUint(9, 32).storeRef(pruned(inner)).endCell();
    const proof = merkleProof(partial);
    expect(proof.type).toBe('merkleProof');
    expect(proof.level).toBe(0);
    expect(proof.beginParse(true).skip(8).loadHash()).toEqual(root.hash());
    expectSameAsTonCore(proof);
    const wrapped = beginCell().storeRef(proof).endCell();
    expectSameAsTonCore(wrapped);
  });

  it('a Merkle update over two pruned states, and nested pruning at higher levels', () => {
    const other = beginCell().storeUint(10, 32).storeRef(inner).endCell();
    const update = merkleUpdate(
      beginCell().storeUint(9, 32).storeRef(pruned(inner)).endCell(),
      beginCell().storeUint(10, 32).storeRef(pruned(inner)).endCell(),
    );
    expect(update.type).toBe('merkleUpdate');
    expect(update.level).toBe(0);
    expectSameAsTonCore(update);
    expect(
      update
        .beginParse(true)
        .skip(8 + 256)
        .loadHash(),
    ).toEqual(other.hash());

    // A level-2 pruned branch: pruning a cell that itself contains a pruned branch (level 1).
    const partial = beginCell().storeUint(9, 32).storeRef(pruned(inner)).endCell();
    const deep = beginCell()
      .storeUint(1, 8)
      .storeUint(3, 8)
      .storeBytes(partial.hash(0))
      .storeBytes(partial.hash(1))
      .storeUint(partial.depth(0), 16)
      .storeUint(partial.depth(1), 16)
      .endCell({ exotic: true });
    expect(deep.level).toBe(2);
    expect(deep.hashHex(0)).toBe(partial.hashHex(0));
    expect(deep.hashHex(1)).toBe(partial.hashHex(1));
    expectSameAsTonCore(deep);
    expectSameAsTonCore(beginCell().storeRef(deep).storeRef(pruned(leaf)).endCell());
  });

  it('library cells keep level 0; exotic cells refuse ordinary parsing', () => {
    const lib = beginCell().storeUint(2, 8).storeBytes(leaf.hash()).endCell({ exotic: true });
    expect(lib.type).toBe('library');
    expectSameAsTonCore(lib);
    expect(() => lib.beginParse()).toThrow(expect.objectContaining({ type: 'exoticCell' }));
    expect(lib.beginParse(true).loadUint(8)).toBe(2);
  });

  it('round trips exotic trees through a BOC', () => {
    const update = merkleUpdate(
      beginCell().storeUint(9, 32).storeRef(pruned(inner)).endCell(),
      beginCell().storeUint(10, 32).storeRef(pruned(inner)).endCell(),
    );
    const [back] = readBoc(writeBoc(update, { index: true, crc32: true }));
    expect(back.hashHex()).toBe(update.hashHex());
    expect(back.refs[0].refs[0].type).toBe('prunedBranch');
  });

  it('rejects malformed exotic layouts', () => {
    const bad = (b: ReturnType<typeof beginCell>) => () => b.endCell({ exotic: true });
    const expectBad = (f: () => unknown) => {
      expect(f).toThrow(CodecError);
      expect(f).toThrow(expect.objectContaining({ type: 'badExotic' }));
    };
    expectBad(bad(beginCell().storeUint(1, 4)));
    expectBad(bad(beginCell().storeUint(5, 8)));
    expectBad(bad(beginCell().storeUint(1, 8).storeUint(0, 8)));
    expectBad(bad(beginCell().storeUint(1, 8).storeUint(1, 8).storeUint(0, 100)));
    expectBad(bad(beginCell().storeUint(2, 8).storeUint(0, 256).storeRef(leaf)));
    expectBad(
      bad(
        beginCell()
          .storeUint(3, 8)
          .storeUint(0, 256 + 16),
      ),
    );
    expectBad(
      bad(
        beginCell()
          .storeUint(4, 8)
          .storeUint(0, 552 - 8)
          .storeRef(leaf),
      ),
    );
  });

  it('agrees with @ton/core on a pruned branch from a real proof built by ton-core', () => {
    const t = tonBeginCell()
      .storeUint(1, 8)
      .storeUint(1, 8)
      .storeBuffer(Buffer.from(leaf.hash()))
      .storeUint(1, 16);
    const ton = t.endCell({ exotic: true });
    const [ours] = readBoc(new Uint8Array(ton.toBoc()));
    expect(ours.hashHex()).toBe(ton.hash().toString('hex'));
    expect(ours.depth(0)).toBe(1);
  });
});

describe('Merkle claims', () => {
  it('a Merkle proof whose stated hash is not its child’s fails when hashed', () => {
    const child = beginCell().storeUint(1, 8).endCell();
    const lying = beginCell()
      .storeUint(3, 8)
      .storeBytes(new Uint8Array(32))
      .storeUint(child.depth(0), 16)
      .storeRef(child)
      .endCell({ exotic: true });
    expect(() => lying.hash()).toThrow(expect.objectContaining({ type: 'badExotic' }));
    const wrongDepth = beginCell()
      .storeUint(3, 8)
      .storeBytes(child.hash(0))
      .storeUint(7, 16)
      .storeRef(child)
      .endCell({ exotic: true });
    expect(() => wrongDepth.hash()).toThrow(/states a hash or depth/);
  });
});
