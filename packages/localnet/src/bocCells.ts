// The cells behind the BOCs the network keeps (account states, transactions), parsed once: the next
// transaction, the shard state and its state update all read the same cells, whose hashes are computed
// once and cached in them. Keyed by the BOC's identity (BOCs are never mutated), so a dropped BOC frees
// its cells.
import { type Cell, readBoc, writeBoc } from '@tvmscan/codec';

const cells = new WeakMap<Uint8Array, Cell>();

/** The root cell of a one-root BOC (the same cell object every time). */
export function cellOf(boc: Uint8Array): Cell {
  let cell = cells.get(boc);
  if (!cell) {
    cell = readBoc(boc)[0];
    cells.set(boc, cell);
  }
  return cell;
}

/** The BOC of a cell; `cellOf` of it is this very cell. */
export function bocOf(cell: Cell): Uint8Array {
  const boc = writeBoc(cell);
  cells.set(boc, cell);
  return boc;
}
