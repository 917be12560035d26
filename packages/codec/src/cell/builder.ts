// Writes cells. Values are range-checked: a value that does not fit its field is a CodecError, never a
// silently truncated cell.
import { CodecError } from '../util/error';
import { copyBits, writeUint, writeUintBig } from './bits';
import { Cell, MAX_CELL_BITS, MAX_CELL_REFS } from './cell';
import type { Slice } from './slice';

function checkBitCount(bits: number): void {
  if (!Number.isInteger(bits) || bits < 0 || bits > MAX_CELL_BITS) {
    throw new CodecError('badArgument', `invalid bit count ${bits}`);
  }
}

export class Builder {
  private readonly data = new Uint8Array(128);
  private bits = 0;
  private readonly refs: Cell[] = [];

  get bitLength(): number {
    return this.bits;
  }

  get refCount(): number {
    return this.refs.length;
  }

  get availableBits(): number {
    return MAX_CELL_BITS - this.bits;
  }

  private reserve(bits: number): number {
    checkBitCount(bits);
    if (this.bits + bits > MAX_CELL_BITS) {
      throw new CodecError('cellOverflow', `cannot store ${bits} bits, ${this.availableBits} left`, {
        bitOffset: this.bits,
      });
    }
    const at = this.bits;
    this.bits += bits;
    return at;
  }

  storeBit(v: boolean | 0 | 1): this {
    const at = this.reserve(1);
    if (v) this.data[at >> 3] |= 0x80 >> (at & 7);
    return this;
  }

  storeUint(v: number | bigint, bits: number): this {
    checkBitCount(bits);
    if (typeof v === 'number') {
      if (!Number.isSafeInteger(v) || v < 0 || (bits < 53 && v >= 2 ** bits)) {
        throw new CodecError('valueOutOfRange', `${v} does not fit in uint${bits}`, { bitOffset: this.bits });
      }
      const at = this.reserve(bits);
      // A safe integer has at most 53 significant bits; wider fields start with zeros.
      const lead = bits > 53 ? bits - 53 : 0;
      writeUint(this.data, at + lead, v, bits - lead);
      return this;
    }
    if (v < 0n || v >> BigInt(bits) !== 0n) {
      throw new CodecError('valueOutOfRange', `${v} does not fit in uint${bits}`, { bitOffset: this.bits });
    }
    writeUintBig(this.data, this.reserve(bits), v, bits);
    return this;
  }

  storeInt(v: number | bigint, bits: number): this {
    checkBitCount(bits);
    if (typeof v === 'number' && !Number.isSafeInteger(v)) {
      throw new CodecError('valueOutOfRange', `${v} is not a safe integer`, { bitOffset: this.bits });
    }
    const big = BigInt(v);
    const half = bits > 0 ? 1n << BigInt(bits - 1) : 0n;
    if (bits === 0 ? big !== 0n : big < -half || big >= half) {
      throw new CodecError('valueOutOfRange', `${v} does not fit in int${bits}`, { bitOffset: this.bits });
    }
    return this.storeUint(big < 0n ? big + (half << 1n) : big, bits);
  }

  /** Stores the first `bitLength` bits of a left-aligned byte array. */
  storeBits(bytes: Uint8Array, bitLength: number): this {
    if (bitLength > bytes.length * 8) {
      throw new CodecError('badArgument', `${bitLength} bits requested from ${bytes.length} bytes`);
    }
    copyBits(bytes, 0, this.data, this.reserve(bitLength), bitLength);
    return this;
  }

  storeBytes(bytes: Uint8Array): this {
    return this.storeBits(bytes, bytes.length * 8);
  }

  storeRef(c: Cell): this {
    if (this.refs.length >= MAX_CELL_REFS) {
      throw new CodecError('cellOverflow', 'a cell holds at most 4 references', { bitOffset: this.bits });
    }
    this.refs.push(c);
    return this;
  }

  storeMaybeRef(c: Cell | null): this {
    if (c === null) return this.storeBit(0);
    if (this.refs.length >= MAX_CELL_REFS) {
      throw new CodecError('cellOverflow', 'a cell holds at most 4 references', { bitOffset: this.bits });
    }
    return this.storeBit(1).storeRef(c);
  }

  storeCoins(v: bigint): this {
    return this.storeVarUint(v, 4);
  }

  /** VarUInteger with a `lenBits`-wide byte-length prefix. */
  storeVarUint(v: bigint, lenBits: number): this {
    if (v < 0n)
      throw new CodecError('valueOutOfRange', `negative VarUInteger ${v}`, { bitOffset: this.bits });
    let len = 0;
    for (let rest = v; rest > 0n; rest >>= 8n) len++;
    if (len >= 2 ** lenBits) {
      throw new CodecError('valueOutOfRange', `${v} does not fit in VarUInteger ${2 ** lenBits}`, {
        bitOffset: this.bits,
      });
    }
    this.storeUint(len, lenBits);
    return len === 0 ? this : this.storeUint(v, len * 8);
  }

  /** Appends the unread bits and refs of `s` without consuming it. */
  storeSlice(s: Slice): this {
    const { data, start, end, refs } = s.unread();
    if (this.refs.length + refs.length > MAX_CELL_REFS) {
      throw new CodecError('cellOverflow', 'a cell holds at most 4 references', { bitOffset: this.bits });
    }
    copyBits(data, start, this.data, this.reserve(end - start), end - start);
    for (const r of refs) this.refs.push(r);
    return this;
  }

  storeBuilder(b: Builder): this {
    if (this.refs.length + b.refs.length > MAX_CELL_REFS) {
      throw new CodecError('cellOverflow', 'a cell holds at most 4 references', { bitOffset: this.bits });
    }
    copyBits(b.data, 0, this.data, this.reserve(b.bits), b.bits);
    for (const r of b.refs) this.refs.push(r);
    return this;
  }

  endCell(opts?: { exotic?: boolean }): Cell {
    return new Cell(
      this.data.slice(0, (this.bits + 7) >> 3),
      this.bits,
      this.refs.slice(),
      opts?.exotic ?? false,
    );
  }
}

export function beginCell(): Builder {
  return new Builder();
}
