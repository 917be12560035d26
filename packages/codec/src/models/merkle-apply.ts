// Applying a block's state MerkleUpdate to the state before it yields the state after it: the update's
// new tree holds every changed cell and prunes the unchanged subtrees, which are taken from the old
// state by hash. Only the cells on the update's paths are visited, so a small block on a large state
// costs little, and the result is checked against the update's new hash.
import { Cell } from '../cell/cell';
import { toHex } from '../util';
import { CodecError } from '../util/error';
import { loadMerkleUpdate } from './merkle-update';

export function applyMerkleUpdate(update: Cell, oldRoot: Cell): Cell {
  const { oldHash, newHash } = loadMerkleUpdate(update);
  if (oldRoot.hashHex() !== oldHash) {
    throw new CodecError('badMerkle', `the update applies to state ${oldHash}, not ${oldRoot.hashHex()}`);
  }
  const [oldPart, newPart] = update.refs;

  // Cells of the old state that the update can refer to: those along its old tree, down to and
  // including the roots of the subtrees it prunes.
  const known = new Map<string, Cell>();
  const stack: Array<[Cell, Cell]> = [[oldPart, oldRoot]];
  while (stack.length > 0) {
    const [partial, full] = stack.pop() as [Cell, Cell];
    const hash = full.hashHex();
    if (known.has(hash)) continue;
    known.set(hash, full);
    if (partial.type === 'prunedBranch') continue;
    if (partial.refs.length !== full.refs.length) {
      throw new CodecError('badMerkle', `the update's old tree does not match the state at ${hash}`);
    }
    for (let i = 0; i < partial.refs.length; i++) stack.push([partial.refs[i], full.refs[i]]);
  }

  const built = new Map<Cell, Cell>();
  const build = (cell: Cell): Cell => {
    // A subtree without pruned branches is already complete.
    if (cell.level === 0) return cell;
    const done = built.get(cell);
    if (done) return done;
    let out: Cell;
    if (cell.type === 'prunedBranch' && cell.level === 1) {
      const hash = toHex(cell.hash(0));
      const found = known.get(hash);
      if (!found)
        throw new CodecError('badMerkle', `the update refers to cell ${hash}, absent from the old state`);
      out = found;
    } else {
      out = new Cell(cell.bits, cell.bitLength, cell.refs.map(build), cell.isExotic);
    }
    built.set(cell, out);
    return out;
  };
  const newRoot = buildIteratively(newPart, build);
  if (newRoot.hashHex() !== newHash) {
    throw new CodecError('badMerkle', `the updated state hashes to ${newRoot.hashHex()}, not ${newHash}`);
  }
  return newRoot;
}

/**
 * Shard-state trees are up to 1024 cells deep: cells are built children first (an explicit post-order
 * walk), so `build` never recurses more than one level.
 */
function buildIteratively(root: Cell, build: (cell: Cell) => Cell): Cell {
  const seen = new Set<Cell>();
  const stack: Array<[Cell, boolean]> = [[root, false]];
  while (stack.length > 0) {
    const [cell, childrenDone] = stack.pop() as [Cell, boolean];
    if (childrenDone) {
      build(cell);
      continue;
    }
    if (cell.level === 0 || seen.has(cell)) continue;
    seen.add(cell);
    stack.push([cell, true]);
    if (cell.type !== 'prunedBranch') for (const ref of cell.refs) stack.push([ref, false]);
  }
  return build(root);
}

/**
 * The MerkleUpdate of a state transition, as a collator writes it into the block: each side keeps the
 * cells that differ from the other state and prunes every subtree the two states share, so the update
 * carries exactly what changed and `applyMerkleUpdate(update, oldRoot)` rebuilds `newRoot`.
 */
export function createMerkleUpdate(oldRoot: Cell, newRoot: Cell): Cell {
  const oldPart = pruneShared(oldRoot, treeHashes(newRoot));
  // The new side may prune only what the old side shows (kept or pruned there): applying the update
  // finds those cells, and only those, in the old state.
  const newPart = pruneShared(newRoot, oldPart.visible);
  const body = new Uint8Array(1 + 32 + 32 + 2 + 2);
  body[0] = MERKLE_UPDATE_TYPE;
  body.set(oldRoot.hash(0), 1);
  body.set(newRoot.hash(0), 33);
  writeUint16(body, 65, oldRoot.depth(0));
  writeUint16(body, 67, newRoot.depth(0));
  return new Cell(body, body.length * 8, [oldPart.root, newPart.root], true);
}

const MERKLE_UPDATE_TYPE = 4;
const PRUNED_BRANCH_TYPE = 1;

function writeUint16(bytes: Uint8Array, at: number, value: number): void {
  bytes[at] = value >> 8;
  bytes[at + 1] = value & 0xff;
}

/** Representation hashes of every cell of a tree (each shared subtree visited once). */
function treeHashes(root: Cell): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const cell = stack.pop() as Cell;
    const hash = cell.hashHex();
    if (seen.has(hash)) continue;
    seen.add(hash);
    for (const ref of cell.refs) stack.push(ref);
  }
  return seen;
}

/**
 * The tree with every subtree whose hash is in `shared` replaced by a pruned branch (level 1), and the
 * hashes of the original cells the result shows (kept, or standing behind a pruned branch).
 */
function pruneShared(root: Cell, shared: Set<string>): { root: Cell; visible: Set<string> } {
  const done = new Map<string, Cell>();
  const prune = (cell: Cell): Cell => {
    const hash = cell.hashHex();
    const cached = done.get(hash);
    if (cached) return cached;
    let out: Cell;
    if (shared.has(hash)) {
      const bits = new Uint8Array(1 + 1 + 32 + 2);
      bits[0] = PRUNED_BRANCH_TYPE;
      bits[1] = 1; // level mask: pruned at the update's level
      bits.set(cell.hash(0), 2);
      writeUint16(bits, 34, cell.depth(0));
      out = new Cell(bits, bits.length * 8, [], true);
    } else {
      out = new Cell(cell.bits, cell.bitLength, cell.refs.map(prune), cell.isExotic);
    }
    done.set(hash, out);
    return out;
  };
  return { root: prune(root), visible: new Set(done.keys()) };
}
