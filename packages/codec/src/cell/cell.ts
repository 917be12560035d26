// A TVM cell: up to 1023 data bits and 4 references, ordinary or exotic (pruned branch, library
// reference, Merkle proof, Merkle update). Level mask, per-level hashes and depths follow the TON/Everscale
// cell representation; hashes are computed lazily, bottom-up without recursion, and cached.
import { CodecError } from '../util/error';
import { toHex } from '../util/hex';
import { sha256 } from '../util/sha256';
import { popcount3 } from './bits';
import { Slice } from './slice';
import type { WalkBudget } from './walk-budget';

export type CellType = 'ordinary' | 'prunedBranch' | 'library' | 'merkleProof' | 'merkleUpdate';

export const MAX_CELL_BITS = 1023;
export const MAX_CELL_REFS = 4;
/** TVM refuses cells deeper than this; depths are also serialized in 16 bits, which must not wrap. */
export const MAX_CELL_DEPTH = 1024;

const EXOTIC_TYPES: Record<number, CellType> = {
  1: 'prunedBranch',
  2: 'library',
  3: 'merkleProof',
  4: 'merkleUpdate',
};

const NO_REFS: readonly Cell[] = Object.freeze([]);

// Scratch buffer for a cell's representation: 2 descriptor bytes, <= 128 data bytes, 4 * (2 + 32) refs.
const repr = new Uint8Array(2 + 128 + MAX_CELL_REFS * 34);

function badExotic(message: string): CodecError {
  return new CodecError('badExotic', message);
}

/** Checks an exotic cell's layout and returns its type and level mask. */
function classifyExotic(bits: Uint8Array, bitLength: number, refs: readonly Cell[]): [CellType, number] {
  if (bitLength < 8) throw badExotic(`exotic cell has ${bitLength} bits, needs at least 8 for its type`);
  const type = EXOTIC_TYPES[bits[0]];
  switch (type) {
    case 'prunedBranch': {
      if (refs.length !== 0) throw badExotic('pruned branch has references');
      const mask = bitLength >= 16 ? bits[1] : 0;
      if (mask < 1 || mask > 7) throw badExotic(`pruned branch has invalid level mask ${mask}`);
      const expected = 16 + popcount3(mask) * (256 + 16);
      if (bitLength !== expected)
        throw badExotic(`pruned branch has ${bitLength} bits, expected ${expected}`);
      return [type, mask];
    }
    case 'library':
      if (bitLength !== 8 + 256 || refs.length !== 0)
        throw badExotic('library cell must be 264 bits, no refs');
      return [type, 0];
    case 'merkleProof':
      if (bitLength !== 8 + 256 + 16 || refs.length !== 1) {
        throw badExotic('Merkle proof must be 280 bits and one reference');
      }
      return [type, refs[0].levelMask >> 1];
    case 'merkleUpdate':
      if (bitLength !== 8 + 2 * (256 + 16) || refs.length !== 2) {
        throw badExotic('Merkle update must be 552 bits and two references');
      }
      return [type, (refs[0].levelMask | refs[1].levelMask) >> 1];
    default:
      throw badExotic(`unknown exotic cell type ${bits[0]}`);
  }
}

export class Cell {
  readonly type: CellType;
  /** Data, left-aligned; bits past `bitLength` are zero. Shared, never mutate. */
  readonly bits: Uint8Array;
  readonly bitLength: number;
  readonly refs: readonly Cell[];
  /** Bit i set = the cell has a distinct hash at level i + 1 (TON level mask). */
  readonly levelMask: number;
  readonly level: number;
  readonly isExotic: boolean;
  // The walk budget of the BOC this cell was read from; null for cells built here, which are trusted.
  // A private field, so two cells of the same content read from different BOCs still compare equal.
  readonly #budget: WalkBudget | null;
  // hashes[j] / depths[j]: the j-th significant level; a pruned branch keeps only its own level here.
  private hashes: Uint8Array[] | null = null;
  private depths: number[] | null = null;
  // Representation hash as hex, cached: it is the key of BOC writers, indexes and API payloads.
  private reprHex: string | null = null;

  static readonly EMPTY: Cell = new Cell(new Uint8Array(0), 0, NO_REFS, false);

  /** The walk budget of the BOC this cell was read from; null for cells built here, which are trusted. */
  get budget(): WalkBudget | null {
    return this.#budget;
  }

  /** Low-level constructor: prefer `beginCell()…endCell()` or `readBoc`. Validates the layout. */
  constructor(
    bits: Uint8Array,
    bitLength: number,
    refs: readonly Cell[],
    exotic: boolean,
    budget: WalkBudget | null = null,
  ) {
    if (bitLength < 0 || bitLength > MAX_CELL_BITS || bits.length < (bitLength + 7) >> 3) {
      throw new CodecError('cellOverflow', `cell of ${bitLength} bits is out of range`);
    }
    if (refs.length > MAX_CELL_REFS)
      throw new CodecError('cellOverflow', `cell has ${refs.length} references`);
    this.bits = bits;
    this.bitLength = bitLength;
    this.refs = refs.length === 0 ? NO_REFS : refs;
    this.isExotic = exotic;
    this.#budget = budget;
    if (exotic) {
      const [type, mask] = classifyExotic(bits, bitLength, refs);
      this.type = type;
      this.levelMask = mask;
    } else {
      let mask = 0;
      for (let i = 0; i < refs.length; i++) mask |= refs[i].levelMask;
      this.type = 'ordinary';
      this.levelMask = mask;
    }
    this.level = this.levelMask === 0 ? 0 : 32 - Math.clz32(this.levelMask);
  }

  /** Hash at `level` (0..3); the default is the representation hash. Shared, never mutate. */
  hash(level = 3): Uint8Array {
    if (this.hashes === null) this.computeTree();
    const index = popcount3(this.levelMask & ((1 << Math.min(level, 3)) - 1));
    if (this.type === 'prunedBranch') {
      if (index < popcount3(this.levelMask)) return this.bits.subarray(2 + 32 * index, 2 + 32 * index + 32);
      return this.hashes![0];
    }
    return this.hashes![index];
  }

  hashHex(level = 3): string {
    if (level < this.level) return toHex(this.hash(level));
    if (this.reprHex === null) this.reprHex = toHex(this.hash());
    return this.reprHex;
  }

  depth(level = 3): number {
    if (this.depths === null) this.computeTree();
    const index = popcount3(this.levelMask & ((1 << Math.min(level, 3)) - 1));
    if (this.type === 'prunedBranch') {
      const own = popcount3(this.levelMask);
      if (index < own) {
        const at = 2 + 32 * own + 2 * index;
        return (this.bits[at] << 8) | this.bits[at + 1];
      }
      return this.depths![0];
    }
    return this.depths![index];
  }

  beginParse(allowExotic = false): Slice {
    if (this.isExotic && !allowExotic) {
      throw new CodecError('exoticCell', `cannot parse a ${this.type} cell as an ordinary cell`);
    }
    if (this.#budget !== null && this.#budget.root === this) this.#budget.renew();
    return new Slice(this.bits, 0, this.bitLength, this.refs, 0, this.refs.length);
  }

  equals(other: Cell): boolean {
    if (this === other) return true;
    const a = this.hash();
    const b = other.hash();
    for (let i = 0; i < 32; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  /** Computes hashes of this cell and every uncached descendant, children first, with an explicit stack. */
  private computeTree(): void {
    const stack: Cell[] = [this];
    while (stack.length > 0) {
      const cell = stack[stack.length - 1];
      if (cell.hashes !== null) {
        stack.pop();
        continue;
      }
      let ready = true;
      for (let i = 0; i < cell.refs.length; i++) {
        if (cell.refs[i].hashes === null) {
          stack.push(cell.refs[i]);
          ready = false;
        }
      }
      if (ready) {
        cell.computeOwn();
        stack.pop();
      }
    }
  }

  /** Hashes and depths of this cell at each significant level; all children are already computed. */
  private computeOwn(): void {
    if (childShift(this.type)) this.checkMerkleClaims();
    const mask = this.levelMask;
    const pruned = this.type === 'prunedBranch';
    const shift = childShift(this.type);
    const refs = this.refs;
    const dataBytes = (this.bitLength + 7) >> 3;
    const hashes: Uint8Array[] = [];
    const depths: number[] = [];
    for (let level = 0; level <= 3; level++) {
      if (level > 0 && ((mask >> (level - 1)) & 1) === 0) continue;
      // A pruned branch stores the hashes of its lower levels in its data; only its own is computed.
      if (pruned && level !== this.level) continue;
      repr[0] = refs.length + (this.isExotic ? 8 : 0) + 32 * (mask & ((1 << level) - 1));
      repr[1] = (this.bitLength >> 3) + dataBytes;
      let at = 2;
      if (hashes.length === 0) {
        repr.set(this.bits.subarray(0, dataBytes), 2);
        const tail = this.bitLength & 7;
        if (tail !== 0) {
          // Completion tag: a single 1 bit after the data, zeros after it.
          const last = 1 + dataBytes;
          repr[last] = (repr[last] & (0xff << (8 - tail))) | (0x80 >> tail);
        }
        at += dataBytes;
      } else {
        repr.set(hashes[hashes.length - 1], 2);
        at += 32;
      }
      const childLevel = level + shift;
      let depth = 0;
      for (let i = 0; i < refs.length; i++) {
        const d = refs[i].depth(childLevel);
        repr[at++] = d >> 8;
        repr[at++] = d & 0xff;
        if (d + 1 > depth) depth = d + 1;
      }
      for (let i = 0; i < refs.length; i++) {
        repr.set(refs[i].hash(childLevel), at);
        at += 32;
      }
      if (depth > MAX_CELL_DEPTH) {
        throw new CodecError('badCell', `cell depth ${depth} exceeds the TVM limit of ${MAX_CELL_DEPTH}`);
      }
      hashes.push(sha256(repr.subarray(0, at)));
      depths.push(depth);
    }
    this.hashes = hashes;
    this.depths = depths;
  }

  /**
   * A Merkle proof or update states the level-0 hash and depth of each child: they must be the real
   * ones, or the cell would vouch for a tree it does not contain. Checked when hashes are first needed.
   */
  private checkMerkleClaims(): void {
    for (let i = 0; i < this.refs.length; i++) {
      const hashAt = 8 + 256 * i;
      const depthAt = 8 + 256 * this.refs.length + 16 * i;
      const child = this.refs[i];
      const claimed = this.bits.subarray(hashAt >> 3, (hashAt >> 3) + 32);
      const actual = child.hash(0);
      const claimedDepth = (this.bits[depthAt >> 3] << 8) | this.bits[(depthAt >> 3) + 1];
      let same = claimedDepth === child.depth(0);
      for (let k = 0; k < 32 && same; k++) same = claimed[k] === actual[k];
      if (!same)
        throw new CodecError('badExotic', `${this.type} states a hash or depth its child ${i} does not have`);
    }
  }
}

function childShift(type: CellType): number {
  // Merkle cells sit one level above their children: their level-i hash uses the children's level i+1.
  return type === 'merkleProof' || type === 'merkleUpdate' ? 1 : 0;
}
