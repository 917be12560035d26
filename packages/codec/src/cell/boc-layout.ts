// Cell order for BOC writing. Two layouts exist in the wild and re-encoding a BOC byte for byte needs
// the one its producer used:
// - depth-first (everscale-types, nekoton, ever-sdk, @ton/core on trees): reversed post-order over
//   references, parents before children, the first root at index 0;
// - TON BagOfCells (the C++ node and the ever-node family, which write block files with cache bits):
//   cells get "weights"; heavy subtrees are marked special, laid out after the light ones, and may carry
//   their hashes in the file. Reimplemented here from the algorithm's description.
import type { Cell } from './cell';

export interface BocLayout {
  /** Cells in file order: every parent before its children. */
  cells: Cell[];
  /** File index by representation hash (hex). */
  indexOf: Map<string, number>;
  /** 1 = the TON layout stores this cell's hashes and depths after its descriptor. */
  special: Uint8Array;
  /** 1 = the cell is referenced more than once (the index "cache bit"). */
  shared: Uint8Array;
}

/** Unique cells in post-order (children first, references in order), with reference indices. */
function importCells(roots: Cell[]): {
  cells: Cell[];
  refs: number[][];
  shared: Uint8Array;
  rootIdx: number[];
} {
  const index = new Map<string, number>();
  const cells: Cell[] = [];
  const refs: number[][] = [];
  const sharedList: number[] = [];
  const rootIdx: number[] = [];
  for (const root of roots) {
    // Explicit stack of (cell, next reference): deep DAGs must not exhaust the call stack.
    const stack: Array<[Cell, number]> = [[root, 0]];
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const [cell, next] = top;
      if (next === 0 && index.has(cell.hashHex())) {
        sharedList.push(index.get(cell.hashHex())!);
        stack.pop();
        continue;
      }
      if (next < cell.refs.length) {
        top[1]++;
        stack.push([cell.refs[next], 0]);
        continue;
      }
      stack.pop();
      index.set(cell.hashHex(), cells.length);
      refs.push(cell.refs.map((r) => index.get(r.hashHex())!));
      cells.push(cell);
    }
    rootIdx.push(index.get(root.hashHex())!);
  }
  const shared = new Uint8Array(cells.length);
  for (const i of sharedList) shared[i] = 1;
  return { cells, refs, shared, rootIdx };
}

function finish(order: number[], imported: ReturnType<typeof importCells>, special: Uint8Array): BocLayout {
  const cells = order.map((i) => imported.cells[i]);
  const indexOf = new Map<string, number>();
  cells.forEach((c, i) => {
    indexOf.set(c.hashHex(), i);
  });
  return {
    cells,
    indexOf,
    special: Uint8Array.from(order, (i) => special[i]),
    shared: Uint8Array.from(order, (i) => imported.shared[i]),
  };
}

export function depthFirstLayout(roots: Cell[]): BocLayout {
  const imported = importCells(roots);
  const order = imported.cells.map((_, i) => imported.cells.length - 1 - i);
  return finish(order, imported, new Uint8Array(imported.cells.length));
}

// A cell together with the descendants laid out next to it may "weigh" at most this much.
const MAX_WEIGHT = 64;

export function tonLayout(roots: Cell[]): BocLayout {
  const imported = importCells(roots);
  const { refs } = imported;
  const n = imported.cells.length;
  // Weight: 1 + the children's weights, capped at 255.
  const wt = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let sum = 1;
    for (const r of refs[i]) sum += wt[r];
    wt[i] = Math.min(255, sum);
  }
  // Parents first: share the weight budget among children, trimming the heavy ones.
  for (let i = n - 1; i >= 0; i--) {
    const s = refs[i].length;
    let remaining = s;
    let budget = MAX_WEIGHT - 1;
    let light = 0;
    for (let j = 0; j < s; j++) {
      if (wt[refs[i][j]] <= Math.floor((MAX_WEIGHT - 1 + j) / s)) {
        budget -= wt[refs[i][j]];
        remaining--;
        light |= 1 << j;
      }
    }
    if (remaining === 0) continue;
    for (let j = 0; j < s; j++) {
      if (light & (1 << j)) continue;
      const limit = Math.floor(budget++ / remaining);
      if (wt[refs[i][j]] > limit) wt[refs[i][j]] = limit;
    }
  }
  // Children first: a cell whose subtree no longer fits its weight becomes special (weight 0).
  for (let i = 0; i < n; i++) {
    let sum = 1;
    for (const r of refs[i]) sum += wt[r];
    wt[i] = sum <= wt[i] ? sum : 0;
  }
  const special = Uint8Array.from(wt, (w) => (w === 0 ? 1 : 0));

  // -1 unseen, -2 previsited, -3 visited, >= 0 allocation order (file order is the reverse).
  const state = new Int32Array(n).fill(-1);
  const allocated: number[] = [];
  const revisit = (i: number, force: 0 | 1 | 2): void => {
    if (state[i] >= 0) return;
    if (force === 0) {
      // Previsit: walk down to the special cells and visit those first.
      if (state[i] !== -1) return;
      for (let j = refs[i].length - 1; j >= 0; j--) revisit(refs[i][j], special[refs[i][j]] ? 1 : 0);
      state[i] = -2;
      return;
    }
    if (force === 2) {
      state[i] = allocated.length;
      allocated.push(i);
      return;
    }
    if (state[i] === -3) return;
    if (special[i]) revisit(i, 0);
    for (let j = refs[i].length - 1; j >= 0; j--) revisit(refs[i][j], 1);
    for (let j = refs[i].length - 1; j >= 0; j--) revisit(refs[i][j], 2);
    state[i] = -3;
  };
  for (const r of imported.rootIdx) {
    revisit(r, 0);
    revisit(r, 1);
  }
  for (const r of imported.rootIdx) revisit(r, 2);
  return finish(allocated.reverse(), imported, special);
}
