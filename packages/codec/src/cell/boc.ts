// Bag of Cells: the serialization of cell DAGs.
//
//   serialized_boc#b5ee9c72 has_idx:(## 1) has_crc32c:(## 1) has_cache_bits:(## 1) flags:(## 2) { flags = 0 }
//     size:(## 3) { size <= 4 } off_bytes:(## 8) { off_bytes <= 8 } cells:(##(size * 8)) roots:(##(size * 8))
//     { roots >= 1 } absent:(##(size * 8)) { roots + absent <= cells } tot_cells_size:(##(off_bytes * 8))
//     root_list:(roots * ##(size * 8)) index:has_idx?(cells * ##(off_bytes * 8))
//     cell_data:(tot_cells_size * [ uint8 ]) crc32c:has_crc32c?uint32 = BagOfCells;
//   serialized_boc_idx#68ff65f3 / serialized_boc_idx_crc32c#acc3a728: the older single-root forms with a
//     byte-wide size, always an index, no root list (the root is cell 0).
//
// Reading trusts nothing: every length is checked against the input before it is used, references must
// point forward (which also rules out cycles), and the CRC is verified when present.
import { crc32c } from '../util/crc32c';
import { CodecError } from '../util/error';
import { popcount3 } from './bits';
import { depthFirstLayout, tonLayout } from './boc-layout';
import { Cell, MAX_CELL_DEPTH } from './cell';
import { WalkBudget } from './walk-budget';

const MAGIC_GENERIC = 0xb5ee9c72;
const MAGIC_INDEXED = 0x68ff65f3;
const MAGIC_INDEXED_CRC = 0xacc3a728;

function bad(message: string): CodecError {
  return new CodecError('badBoc', message);
}

class ByteReader {
  pos = 0;
  constructor(private readonly bytes: Uint8Array) {}

  need(n: number, what: string): void {
    if (this.pos + n > this.bytes.length) {
      throw bad(
        `truncated at byte ${this.pos}: ${what} needs ${n} bytes, ${this.bytes.length - this.pos} left`,
      );
    }
  }

  uint(n: number, what: string): number {
    this.need(n, what);
    let v = 0;
    for (let i = 0; i < n; i++) v = v * 256 + this.bytes[this.pos++];
    return v;
  }
}

export function readBoc(bytes: Uint8Array): Cell[] {
  if (!(bytes instanceof Uint8Array)) throw bad('input is not a byte array');
  const r = new ByteReader(bytes);
  const magic = r.uint(4, 'magic');
  let hasIndex: boolean;
  let hasCrc: boolean;
  let hasCacheBits = false;
  let size: number;
  if (magic === MAGIC_GENERIC) {
    const flags = r.uint(1, 'flags');
    hasIndex = (flags & 0x80) !== 0;
    hasCrc = (flags & 0x40) !== 0;
    hasCacheBits = (flags & 0x20) !== 0;
    if (flags & 0x18) throw bad(`reserved flags set (${flags.toString(16)})`);
    size = flags & 7;
  } else if (magic === MAGIC_INDEXED || magic === MAGIC_INDEXED_CRC) {
    hasIndex = true;
    hasCrc = magic === MAGIC_INDEXED_CRC;
    size = r.uint(1, 'size');
  } else {
    throw bad(`unknown magic ${magic.toString(16).padStart(8, '0')}`);
  }
  if (size < 1 || size > 4) throw bad(`reference size ${size} is not 1..4`);
  if (hasCacheBits && !hasIndex) throw bad('cache bits without an index');
  const offBytes = r.uint(1, 'off_bytes');
  if (offBytes < 1 || offBytes > 8) throw bad(`offset size ${offBytes} is not 1..8`);
  const cellCount = r.uint(size, 'cells');
  const rootCount = r.uint(size, 'roots');
  const absent = r.uint(size, 'absent');
  r.need(offBytes, 'tot_cells_size');
  const totalSize = r.uint(offBytes, 'tot_cells_size');
  if (rootCount < 1) throw bad('no roots');
  if (rootCount + absent > cellCount) throw bad(`${rootCount} roots + ${absent} absent > ${cellCount} cells`);
  if (absent !== 0) throw bad('absent cells are not supported');
  if (magic !== MAGIC_GENERIC && rootCount !== 1) throw bad('indexed BOC forms have exactly one root');
  // Every cell takes at least two descriptor bytes: reject impossible counts before allocating for them.
  if (cellCount * 2 > totalSize || totalSize > bytes.length) {
    throw bad(`${cellCount} cells cannot fit in ${totalSize} bytes of a ${bytes.length}-byte input`);
  }

  const roots: number[] = [];
  if (magic === MAGIC_GENERIC) {
    for (let i = 0; i < rootCount; i++) {
      const root = r.uint(size, 'root_list');
      if (root >= cellCount) throw bad(`root index ${root} out of ${cellCount} cells`);
      roots.push(root);
    }
  } else {
    roots.push(0);
  }
  if (hasIndex) {
    r.need(cellCount * offBytes, 'index');
    r.pos += cellCount * offBytes;
  }
  r.need(totalSize, 'cell_data');
  const dataStart = r.pos;
  const dataEnd = dataStart + totalSize;
  const expectedLength = dataEnd + (hasCrc ? 4 : 0);
  if (bytes.length !== expectedLength) {
    throw bad(`input is ${bytes.length} bytes, the header describes ${expectedLength}`);
  }
  if (hasCrc) {
    const stored =
      (bytes[dataEnd] |
        (bytes[dataEnd + 1] << 8) |
        (bytes[dataEnd + 2] << 16) |
        (bytes[dataEnd + 3] << 24)) >>>
      0;
    const actual = crc32c(bytes, dataEnd);
    if (stored !== actual) {
      throw new CodecError(
        'badCrc',
        `CRC32C mismatch: stored ${stored.toString(16)}, computed ${actual.toString(16)}`,
      );
    }
  }

  // A private copy of the cell data: cells view it directly, and completion tags are cleared in place so
  // that bits past a cell's length read as zero. Uint8Array's own slice, because a Node Buffer's `slice`
  // returns a view and the caller's bytes would be changed.
  const data = Uint8Array.prototype.slice.call(bytes, dataStart, dataEnd);
  const offsets = new Int32Array(cellCount);
  const bitLengths = new Int32Array(cellCount);
  const descriptors = new Uint8Array(cellCount);
  const refIndex = new Int32Array(cellCount * 4);
  let pos = 0;
  for (let i = 0; i < cellCount; i++) {
    if (pos + 2 > totalSize) throw bad(`cell ${i} descriptor is past the end of the data`);
    const d1 = data[pos];
    const d2 = data[pos + 1];
    pos += 2;
    const refCount = d1 & 7;
    if (refCount > 4) throw bad(`cell ${i} has ${refCount} references (absent cells are not supported)`);
    if (d1 & 16) pos += (popcount3(d1 >> 5) + 1) * (32 + 2); // stored hashes and depths: recomputed instead
    const dataBytes = (d2 + 1) >> 1;
    if (pos + dataBytes + refCount * size > totalSize) throw bad(`cell ${i} is past the end of the data`);
    let bitLength = dataBytes * 8;
    if (d2 & 1) {
      const last = data[pos + dataBytes - 1];
      if (last === 0) throw bad(`cell ${i} has no completion tag`);
      const tagBit = 31 - Math.clz32(last & -last); // index of the lowest set bit
      bitLength -= tagBit + 1;
      data[pos + dataBytes - 1] = last & ~((1 << (tagBit + 1)) - 1);
    }
    offsets[i] = pos;
    bitLengths[i] = bitLength;
    descriptors[i] = d1;
    pos += dataBytes;
    for (let k = 0; k < refCount; k++) {
      let ref = 0;
      for (let b = 0; b < size; b++) ref = ref * 256 + data[pos++];
      if (ref <= i || ref >= cellCount)
        throw bad(`cell ${i} refers to cell ${ref}: references must point forward`);
      refIndex[i * 4 + k] = ref;
    }
  }
  if (pos !== totalSize) throw bad(`${totalSize - pos} bytes of cell data left after the last cell`);

  // References point forward, so building from the last cell back sees every child before its parent.
  // Depths are checked here rather than when hashing: whatever walks these cells recursively stops
  // within the TVM limit.
  const cells = new Array<Cell>(cellCount);
  const depths = new Uint16Array(cellCount);
  const budget = new WalkBudget(cellCount);
  for (let i = cellCount - 1; i >= 0; i--) {
    const d1 = descriptors[i];
    const refCount = d1 & 7;
    const refs: Cell[] = [];
    let depth = 0;
    for (let k = 0; k < refCount; k++) {
      const ref = refIndex[i * 4 + k];
      refs.push(cells[ref]);
      if (depths[ref] >= depth) depth = depths[ref] + 1;
    }
    if (depth > MAX_CELL_DEPTH)
      throw bad(`cell ${i} is ${depth} deep, past the TVM limit of ${MAX_CELL_DEPTH}`);
    depths[i] = depth;
    const start = offsets[i];
    const cell = new Cell(
      data.subarray(start, start + ((bitLengths[i] + 7) >> 3)),
      bitLengths[i],
      refs,
      (d1 & 8) !== 0,
      budget,
    );
    if (cell.levelMask !== d1 >> 5) {
      throw bad(`cell ${i} declares level mask ${d1 >> 5}, its contents give ${cell.levelMask}`);
    }
    cells[i] = cell;
  }
  // With several roots one may lie under another, and parsing it must not renew a walk in progress.
  if (roots.length === 1) budget.root = cells[roots[0]];
  return roots.map((i) => cells[i]);
}

function bytesFor(n: number): number {
  let bytes = 1;
  while (n >= 2 ** (8 * bytes)) bytes++;
  return bytes;
}

export interface WriteBocOptions {
  /** Write the offset index (default false). */
  index?: boolean;
  /** Append the CRC32C (default false). */
  crc32?: boolean;
  /** Mark cells referenced more than once in the index (needs `index`; default false). */
  cacheBits?: boolean;
  /** Cell order: 'depthFirst' (default) as everscale-types writes, or 'ton' as the TON / ever-node BagOfCells. */
  layout?: 'depthFirst' | 'ton';
  /**
   * With the 'ton' layout, store the hashes and depths of the cells it marks special, as the nodes do in
   * the block files they write (with cache bits). Default false.
   */
  intHashes?: boolean;
}

function storedHashesSize(c: Cell): number {
  return (popcount3(c.levelMask) + 1) * (32 + 2);
}

export function writeBoc(roots: Cell | Cell[], opts: WriteBocOptions = {}): Uint8Array {
  const rootList = Array.isArray(roots) ? roots : [roots];
  if (rootList.length === 0) throw new CodecError('badArgument', 'writeBoc needs at least one root');
  const withIndex = opts.index ?? false;
  const withCrc = opts.crc32 ?? false;
  const cacheBits = opts.cacheBits ?? false;
  if (cacheBits && !withIndex) throw new CodecError('badArgument', 'cache bits need an index');
  if (opts.intHashes && opts.layout !== 'ton')
    throw new CodecError('badArgument', "intHashes needs layout 'ton'");
  const {
    cells,
    indexOf,
    special: specialCells,
    shared,
  } = opts.layout === 'ton' ? tonLayout(rootList) : depthFirstLayout(rootList);
  const special = opts.intHashes ? specialCells : new Uint8Array(cells.length);
  const size = bytesFor(cells.length);
  const cellSize = (c: Cell, i: number): number =>
    2 + (special[i] ? storedHashesSize(c) : 0) + ((c.bitLength + 7) >> 3) + c.refs.length * size;
  let totalSize = 0;
  for (let i = 0; i < cells.length; i++) totalSize += cellSize(cells[i], i);
  // With cache bits, index entries are shifted left by one: they need one more bit of room.
  const offBytes = bytesFor(cacheBits ? totalSize * 2 + 1 : totalSize);
  const headerSize =
    4 + 1 + 1 + 3 * size + offBytes + rootList.length * size + (withIndex ? cells.length * offBytes : 0);
  const out = new Uint8Array(headerSize + totalSize + (withCrc ? 4 : 0));
  let pos = 0;
  const put = (v: number, n: number): void => {
    for (let i = n - 1; i >= 0; i--) out[pos++] = Math.floor(v / 2 ** (8 * i)) & 0xff;
  };
  put(MAGIC_GENERIC, 4);
  out[pos++] = (withIndex ? 0x80 : 0) | (withCrc ? 0x40 : 0) | (cacheBits ? 0x20 : 0) | size;
  out[pos++] = offBytes;
  put(cells.length, size);
  put(rootList.length, size);
  put(0, size);
  put(totalSize, offBytes);
  for (const root of rootList) put(indexOf.get(root.hashHex())!, size);
  if (withIndex) {
    // The index holds each cell's end offset within cell_data (times two plus the cache bit).
    let end = 0;
    for (let i = 0; i < cells.length; i++) {
      end += cellSize(cells[i], i);
      put(cacheBits ? end * 2 + shared[i] : end, offBytes);
    }
  }
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    const dataBytes = (c.bitLength + 7) >> 3;
    out[pos++] = c.refs.length + (c.isExotic ? 8 : 0) + (special[i] ? 16 : 0) + 32 * c.levelMask;
    out[pos++] = (c.bitLength >> 3) + dataBytes;
    if (special[i]) {
      // Hashes, then depths, of every significant level, lowest first.
      const levels = [0, 1, 2, 3].filter((l) => l === 0 || (c.levelMask >> (l - 1)) & 1);
      for (const l of levels) {
        out.set(c.hash(l), pos);
        pos += 32;
      }
      for (const l of levels) put(c.depth(l), 2);
    }
    out.set(c.bits.subarray(0, dataBytes), pos);
    pos += dataBytes;
    const tail = c.bitLength & 7;
    if (tail !== 0) out[pos - 1] = (out[pos - 1] & (0xff << (8 - tail))) | (0x80 >> tail);
    for (const ref of c.refs) put(indexOf.get(ref.hashHex())!, size);
  }
  if (withCrc) {
    const crc = crc32c(out, pos);
    out[pos++] = crc & 0xff;
    out[pos++] = (crc >>> 8) & 0xff;
    out[pos++] = (crc >>> 16) & 0xff;
    out[pos++] = crc >>> 24;
  }
  return out;
}
