// Hashmap and HashmapE: the Patricia trees behind every TVM dictionary. Keys are unsigned bigints of
// `keyBits` bits; reading yields them in ascending order.
//
//   hm_edge#_ {n:#} {X:Type} {l:#} {m:#} label:(HmLabel ~l n) {n = (~m) + l}
//     node:(HashmapNode m X) = Hashmap n X;
//   hmn_leaf#_ {X:Type} value:X = HashmapNode 0 X;
//   hmn_fork#_ {n:#} {X:Type} left:^(Hashmap n X) right:^(Hashmap n X) = HashmapNode (n + 1) X;
//   hme_empty$0 {n:#} {X:Type} = HashmapE n X;
//   hme_root$1 {n:#} {X:Type} root:^(Hashmap n X) = HashmapE n X;
import { type Builder, beginCell } from '../cell/builder';
import type { Cell } from '../cell/cell';
import type { Slice } from '../cell/slice';
import { CodecError } from '../util/error';
import { sortedEntries, splitEdge } from './keys';
import { loadLabel, storeLabel } from './label';

function checkKeyBits(keyBits: number): void {
  if (!Number.isInteger(keyBits) || keyBits < 0 || keyBits > 1023) {
    throw new CodecError('badArgument', `invalid dictionary key length ${keyBits}`);
  }
}

/**
 * Walks a (possibly augmented) tree: calls `onLeaf` with each key and the slice positioned after the
 * label, and `onFork` (if given) with the slice after a fork's two references. Depth is bounded by keyBits
 * since every fork consumes a key bit; the number of cells visited, by the walk budget of the BOC the
 * cells came from (a fork may point both ways at one sub-tree, which the walk would expand each time).
 */
export function walkTree(
  root: Cell,
  keyBits: number,
  onLeaf: (key: bigint, s: Slice) => void,
  onFork?: (s: Slice) => void,
): void {
  checkKeyBits(keyBits);
  const visit = (cell: Cell, prefix: bigint, m: number): void => {
    cell.budget?.spend('Hashmap');
    const s = cell.beginParse();
    const label = loadLabel(s, m);
    const key = (prefix << BigInt(label.length)) | label.bits;
    const rest = m - label.length;
    if (rest === 0) {
      onLeaf(key, s);
      return;
    }
    const left = s.loadRef();
    const right = s.loadRef();
    onFork?.(s);
    visit(left, key << 1n, rest - 1);
    visit(right, (key << 1n) | 1n, rest - 1);
  };
  visit(root, 0n, keyBits);
}

export function loadDict<V>(root: Cell | null, keyBits: number, loadValue: (s: Slice) => V): Map<bigint, V> {
  const out = new Map<bigint, V>();
  if (root !== null) walkTree(root, keyBits, (key, s) => out.set(key, loadValue(s)));
  return out;
}

export function loadDictE<V>(s: Slice, keyBits: number, loadValue: (s: Slice) => V): Map<bigint, V> {
  return loadDict(s.loadMaybeRef(), keyBits, loadValue);
}

/**
 * Builds the tree for sorted unique entries. `storeNode` writes what follows the label: the value for a
 * leaf (children === null), or the two references and, for augmented trees, the fork extra.
 */
export function buildTree<T, R>(
  entries: Array<[bigint, T]>,
  keyBits: number,
  storeLeaf: (b: Builder, value: T) => R,
  storeFork: (b: Builder, left: R, right: R) => R,
): { cell: Cell; result: R } {
  const build = (lo: number, hi: number, m: number): { cell: Cell; result: R } => {
    const { length, label, split } = splitEdge(entries, lo, hi, m);
    const b = beginCell();
    storeLabel(b, label, length, m);
    let result: R;
    if (length === m) {
      result = storeLeaf(b, entries[lo][1]);
    } else {
      const left = build(lo, split, m - length - 1);
      const right = build(split, hi, m - length - 1);
      b.storeRef(left.cell).storeRef(right.cell);
      result = storeFork(b, left.result, right.result);
    }
    return { cell: b.endCell(), result };
  };
  return build(0, entries.length, keyBits);
}

export function buildDict<V>(
  entries: Iterable<[bigint, V]>,
  keyBits: number,
  storeValue: (b: Builder, v: V) => void,
): Cell | null {
  const sorted = sortedEntries(entries, keyBits);
  if (sorted.length === 0) return null;
  return buildTree(
    sorted,
    keyBits,
    (b, v) => storeValue(b, v),
    () => undefined,
  ).cell;
}

export function storeDictE<V>(
  b: Builder,
  entries: Iterable<[bigint, V]>,
  keyBits: number,
  storeValue: (b: Builder, v: V) => void,
): void {
  b.storeMaybeRef(buildDict(entries, keyBits, storeValue));
}
