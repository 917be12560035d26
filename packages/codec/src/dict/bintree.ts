// BinTree: the binary tree of shard descriptions in McBlockExtra. A leaf's path is the string of
// branch bits from the root ('' for a single leaf).
//
//   bt_leaf$0 {X:Type} leaf:X = BinTree X;
//   bt_fork$1 {X:Type} left:^(BinTree X) right:^(BinTree X) = BinTree X;
import { type Builder, beginCell } from '../cell/builder';
import type { Slice } from '../cell/slice';
import { CodecError } from '../util/error';

// Shard prefixes are at most 60 bits; the bound keeps a hostile chain of forks from exhausting the stack.
const MAX_DEPTH = 64;

export function loadBinTree<V>(s: Slice, loadLeaf: (s: Slice) => V): Array<{ path: string; value: V }> {
  const out: Array<{ path: string; value: V }> = [];
  const visit = (node: Slice, path: string): void => {
    if (!node.loadBit()) {
      out.push({ path, value: loadLeaf(node) });
      return;
    }
    if (path.length >= MAX_DEPTH) {
      throw new CodecError('badBinTree', `BinTree deeper than ${MAX_DEPTH}`, { bitOffset: node.bitOffset });
    }
    const left = node.loadRef();
    const right = node.loadRef();
    // Forks may share a sub-tree; the walk budget of the cells' BOC bounds what re-walking them costs.
    left.budget?.spend('BinTree');
    right.budget?.spend('BinTree');
    visit(left.beginParse(), `${path}0`);
    visit(right.beginParse(), `${path}1`);
  };
  visit(s, '');
  return out;
}

/** Writes leaves whose paths form a complete prefix code (every fork has both sides). */
export function storeBinTree<V>(
  b: Builder,
  leaves: Array<{ path: string; value: V }>,
  storeLeaf: (b: Builder, v: V) => void,
): void {
  for (const leaf of leaves) {
    if (!/^[01]*$/.test(leaf.path) || leaf.path.length > MAX_DEPTH) {
      throw new CodecError('badArgument', `invalid BinTree path '${leaf.path}'`);
    }
  }
  const store = (target: Builder, subset: Array<{ path: string; value: V }>, prefix: string): void => {
    if (subset.length === 0) throw new CodecError('badArgument', `BinTree has no leaf under '${prefix}'`);
    if (subset.length === 1 && subset[0].path === prefix) {
      target.storeBit(0);
      storeLeaf(target, subset[0].value);
      return;
    }
    if (subset.some((leaf) => leaf.path.length <= prefix.length)) {
      throw new CodecError('badArgument', `BinTree leaf paths are not a prefix code at '${prefix}'`);
    }
    target.storeBit(1);
    for (const bit of ['0', '1']) {
      const child = beginCell();
      store(
        child,
        subset.filter((leaf) => leaf.path[prefix.length] === bit),
        prefix + bit,
      );
      target.storeRef(child.endCell());
    }
  };
  store(b, leaves, '');
}
