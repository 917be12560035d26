// shareCells gives a freshly parsed account state the cells it shares with the old one: the result is
// the same tree (same hash), unchanged subtrees are the old cell objects, changed paths are new.
import { beginCell, type Cell, readBoc, writeBoc } from '@tvmscan/codec';
import { describe, expect, it } from 'vitest';
import { shareCells } from '../src/sharedCells';

const leaf = (n: number) => beginCell().storeUint(n, 32).endCell();
const node = (n: number, ...refs: Cell[]) => {
  const b = beginCell().storeUint(n, 16);
  for (const ref of refs) b.storeRef(ref);
  return b.endCell();
};
const reparse = (cell: Cell) => readBoc(writeBoc(cell))[0];

describe('shareCells', () => {
  const code = node(1, node(2, leaf(3), leaf(4)), leaf(5));
  const data = (balance: number) => node(6, leaf(7), node(8, leaf(balance)));
  const account = (balance: number, root = 9) => node(root, code, data(balance));

  it('keeps the old cells of unchanged subtrees and builds the changed path anew', () => {
    const old = account(100);
    const fresh = reparse(account(200));
    const shared = shareCells(fresh, old);
    expect(shared.hashHex()).toBe(fresh.hashHex());
    expect(shared.refs[0]).toBe(old.refs[0]);
    expect(shared.refs[1].refs[0]).toBe(old.refs[1].refs[0]);
    expect(shared.refs[1]).not.toBe(old.refs[1]);
    expect(shared.refs[1].refs[1].refs[0].hashHex()).toBe(leaf(200).hashHex());
  });

  it('returns the old tree itself when nothing changed', () => {
    const old = account(100);
    expect(shareCells(reparse(account(100)), old)).toBe(old);
  });

  it('changes nothing where the trees have nothing in common', () => {
    const fresh = reparse(node(1));
    expect(shareCells(fresh, account(100))).toBe(fresh);
    const other = reparse(account(100, 10));
    const shared = shareCells(other, account(100));
    expect(shared.hashHex()).toBe(other.hashHex());
    expect(shared).not.toBe(other);
  });
});
