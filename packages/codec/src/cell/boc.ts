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
import { Cell } from './cell';

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
  // that bits past a cell's length read as zero.
  const data = bytes.slice(dataStart, dataEnd);
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
  const cells = new Array<Cell>(cellCount);
  for (let i = cellCount - 1; i >= 0; i--) {
    const d1 = descriptors[i];
    const refCount = d1 & 7;
    const refs: Cell[] = [];
    for (let k = 0; k < refCount; k++) refs.push(cells[refIndex[i * 4 + k]]);
    const start = offsets[i];
    const cell = new Cell(
      data.subarray(start, start + ((bitLengths[i] + 7) >> 3)),
      bitLengths[i],
      refs,
      (d1 & 8) !== 0,
    );
    if (cell.levelMask !== d1 >> 5) {
      throw bad(`cell ${i} declares level mask ${d1 >> 5}, its contents give ${cell.levelMask}`);
    }
    cells[i] = cell;
  }
  return roots.map((i) => cells[i]);
}

function bytesFor(n: number): number {
  let bytes = 1;
  while (n >= 2 ** (8 * bytes)) bytes++;
  return bytes;
}

/**
 * Orders the DAG like everscale-types and the ton-node family do: a depth-first post-order over
 * references in order (shared cells once, by hash), then reversed, so parents precede children and the
 * first root is cell 0. Re-serializing a BOC they produced this way gives back identical bytes.
 */
function orderCells(roots: Cell[]): { cells: Cell[]; indexOf: Map<string, number> } {
  const postIndex = new Map<string, number>();
  const post: Cell[] = [];
  for (const root of roots) {
    if (postIndex.has(root.hashHex())) continue;
    // Explicit stack of (cell, next reference to visit): deep DAGs must not exhaust the call stack.
    const stack: Array<[Cell, number]> = [[root, 0]];
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const [cell, next] = top;
      if (next < cell.refs.length) {
        top[1]++;
        const child = cell.refs[next];
        if (!postIndex.has(child.hashHex())) stack.push([child, 0]);
        continue;
      }
      stack.pop();
      const key = cell.hashHex();
      if (!postIndex.has(key)) {
        postIndex.set(key, post.length);
        post.push(cell);
      }
    }
  }
  const n = post.length;
  const indexOf = new Map<string, number>();
  for (const [key, i] of postIndex) indexOf.set(key, n - 1 - i);
  return { cells: post.reverse(), indexOf };
}

export function writeBoc(roots: Cell | Cell[], opts?: { index?: boolean; crc32?: boolean }): Uint8Array {
  const rootList = Array.isArray(roots) ? roots : [roots];
  if (rootList.length === 0) throw new CodecError('badArgument', 'writeBoc needs at least one root');
  const withIndex = opts?.index ?? false;
  const withCrc = opts?.crc32 ?? false;
  const { cells, indexOf } = orderCells(rootList);
  const size = bytesFor(cells.length);
  let totalSize = 0;
  for (const c of cells) totalSize += 2 + ((c.bitLength + 7) >> 3) + c.refs.length * size;
  const offBytes = bytesFor(totalSize);
  const headerSize =
    4 + 1 + 1 + 3 * size + offBytes + rootList.length * size + (withIndex ? cells.length * offBytes : 0);
  const out = new Uint8Array(headerSize + totalSize + (withCrc ? 4 : 0));
  let pos = 0;
  const put = (v: number, n: number): void => {
    for (let i = n - 1; i >= 0; i--) out[pos++] = Math.floor(v / 2 ** (8 * i)) & 0xff;
  };
  put(MAGIC_GENERIC, 4);
  out[pos++] = (withIndex ? 0x80 : 0) | (withCrc ? 0x40 : 0) | size;
  out[pos++] = offBytes;
  put(cells.length, size);
  put(rootList.length, size);
  put(0, size);
  put(totalSize, offBytes);
  for (const root of rootList) put(indexOf.get(root.hashHex())!, size);
  if (withIndex) {
    // The index holds each cell's end offset within cell_data.
    let end = 0;
    for (const c of cells) {
      end += 2 + ((c.bitLength + 7) >> 3) + c.refs.length * size;
      put(end, offBytes);
    }
  }
  for (const c of cells) {
    const dataBytes = (c.bitLength + 7) >> 3;
    out[pos++] = c.refs.length + (c.isExotic ? 8 : 0) + 32 * c.levelMask;
    out[pos++] = (c.bitLength >> 3) + dataBytes;
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
