// HashmapAug and HashmapAugE: dictionaries whose every node carries an "extra" (for instance the total
// balance of a subtree); a fork's extra is the combination of its children's.
//
//   ahm_edge#_ {n:#} {X:Type} {Y:Type} {l:#} {m:#} label:(HmLabel ~l n) {n = (~m) + l}
//     node:(HashmapAugNode m X Y) = HashmapAug n X Y;
//   ahmn_leaf#_ {X:Type} {Y:Type} extra:Y value:X = HashmapAugNode 0 X Y;
//   ahmn_fork#_ {n:#} {X:Type} {Y:Type} left:^(HashmapAug n X Y) right:^(HashmapAug n X Y) extra:Y
//     = HashmapAugNode (n + 1) X Y;
//   ahme_empty$0 {n:#} {X:Type} {Y:Type} extra:Y = HashmapAugE n X Y;
//   ahme_root$1 {n:#} {X:Type} {Y:Type} root:^(HashmapAug n X Y) extra:Y = HashmapAugE n X Y;
import type { Builder } from '../cell/builder';
import type { Cell } from '../cell/cell';
import type { Slice } from '../cell/slice';
import { buildTree, walkTree } from './hashmap';
import { sortedEntries } from './keys';

export interface AugEntry<V, E> {
  value: V;
  extra: E;
}

export interface AugOps<V, E> {
  storeValue(b: Builder, v: V): void;
  storeExtra(b: Builder, e: E): void;
  /** Extra of a fork from its children's extras, in key order. */
  combine(a: E, b: E): E;
  /** Extra of an empty dictionary. */
  empty: E;
}

export function loadAugDict<V, E>(
  root: Cell,
  keyBits: number,
  loadExtra: (s: Slice) => E,
  loadValue: (s: Slice) => V,
): Map<bigint, AugEntry<V, E>> {
  const out = new Map<bigint, AugEntry<V, E>>();
  walkTree(root, keyBits, (key, s) => {
    const extra = loadExtra(s);
    out.set(key, { value: loadValue(s), extra });
  });
  return out;
}

export function loadAugDictE<V, E>(
  s: Slice,
  keyBits: number,
  loadExtra: (s: Slice) => E,
  loadValue: (s: Slice) => V,
): { entries: Map<bigint, AugEntry<V, E>>; rootExtra: E } {
  const root = s.loadMaybeRef();
  const rootExtra = loadExtra(s);
  const entries =
    root === null ? new Map<bigint, AugEntry<V, E>>() : loadAugDict(root, keyBits, loadExtra, loadValue);
  return { entries, rootExtra };
}

export function buildAugDict<V, E>(
  entries: Iterable<[bigint, AugEntry<V, E>]>,
  keyBits: number,
  aug: AugOps<V, E>,
): { root: Cell | null; rootExtra: E } {
  const sorted = sortedEntries(entries, keyBits);
  if (sorted.length === 0) return { root: null, rootExtra: aug.empty };
  const { cell, result } = buildTree(
    sorted,
    keyBits,
    (b, entry) => {
      aug.storeExtra(b, entry.extra);
      aug.storeValue(b, entry.value);
      return entry.extra;
    },
    (b, left, right) => {
      const extra = aug.combine(left, right);
      aug.storeExtra(b, extra);
      return extra;
    },
  );
  return { root: cell, rootExtra: result };
}

export function storeAugDictE<V, E>(
  b: Builder,
  entries: Iterable<[bigint, AugEntry<V, E>]>,
  keyBits: number,
  aug: AugOps<V, E>,
): E {
  const { root, rootExtra } = buildAugDict(entries, keyBits, aug);
  b.storeMaybeRef(root);
  aug.storeExtra(b, rootExtra);
  return rootExtra;
}
