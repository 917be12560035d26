// A read cursor over a cell's bits and references. Every read is bounds-checked and fails with a
// CodecError carrying the bit offset inside the cell, so a malformed on-chain structure never crashes.
import { CodecError } from '../util/error';
import { readUint, readUintBig } from './bits';
import type { Cell } from './cell';

export class Slice {
  private pos: number;
  private refPos: number;

  /** Low-level constructor: use `cell.beginParse()`. Reads bits [start, end) and refs [refStart, refEnd). */
  constructor(
    private readonly data: Uint8Array,
    start: number,
    private readonly end: number,
    private readonly refs: readonly Cell[],
    refStart: number,
    private readonly refEnd: number,
  ) {
    this.pos = start;
    this.refPos = refStart;
  }

  get remainingBits(): number {
    return this.end - this.pos;
  }

  get remainingRefs(): number {
    return this.refEnd - this.refPos;
  }

  /** Offset of the next bit to read, counted from the start of the cell. */
  get bitOffset(): number {
    return this.pos;
  }

  private need(bits: number): void {
    if (!Number.isInteger(bits) || bits < 0) {
      throw new CodecError('badArgument', `invalid bit count ${bits}`, { bitOffset: this.pos });
    }
    if (this.pos + bits > this.end) {
      throw new CodecError('cellUnderflow', `need ${bits} bits, ${this.end - this.pos} left`, {
        bitOffset: this.pos,
      });
    }
  }

  loadBit(): boolean {
    this.need(1);
    const bit = (this.data[this.pos >> 3] >> (7 - (this.pos & 7))) & 1;
    this.pos++;
    return bit === 1;
  }

  preloadBit(): boolean {
    this.need(1);
    return ((this.data[this.pos >> 3] >> (7 - (this.pos & 7))) & 1) === 1;
  }

  /** Unsigned integer of at most 48 bits as a number; use loadUintBig for wider fields. */
  loadUint(bits: number): number {
    const v = this.preloadUint(bits);
    this.pos += bits;
    return v;
  }

  preloadUint(bits: number): number {
    if (bits > 48) throw new CodecError('badArgument', `loadUint supports up to 48 bits, got ${bits}`);
    this.need(bits);
    return readUint(this.data, this.pos, bits);
  }

  loadUintBig(bits: number): bigint {
    this.need(bits);
    const v = readUintBig(this.data, this.pos, bits);
    this.pos += bits;
    return v;
  }

  /** Two's complement signed integer of at most 48 bits. */
  loadInt(bits: number): number {
    const v = this.loadUint(bits);
    return bits > 0 && v >= 2 ** (bits - 1) ? v - 2 ** bits : v;
  }

  loadIntBig(bits: number): bigint {
    const v = this.loadUintBig(bits);
    return bits > 0 && v >> BigInt(bits - 1) === 1n ? v - (1n << BigInt(bits)) : v;
  }

  skip(bits: number): this {
    this.need(bits);
    this.pos += bits;
    return this;
  }

  /** `bits` bits as a left-aligned byte array, zero-padded to whole bytes. */
  loadBits(bits: number): Uint8Array {
    const out = this.preloadBits(bits);
    this.pos += bits;
    return out;
  }

  preloadBits(bits: number): Uint8Array {
    this.need(bits);
    const out = new Uint8Array((bits + 7) >> 3);
    if ((this.pos & 7) === 0) {
      out.set(this.data.subarray(this.pos >> 3, (this.pos >> 3) + out.length));
      if (bits & 7) out[out.length - 1] &= 0xff << (8 - (bits & 7));
    } else {
      for (let i = 0; i < out.length; i++) {
        const take = Math.min(8, bits - i * 8);
        out[i] = readUint(this.data, this.pos + i * 8, take) << (8 - take);
      }
    }
    return out;
  }

  loadBytes(n: number): Uint8Array {
    return this.loadBits(n * 8);
  }

  loadHash(): Uint8Array {
    return this.loadBits(256);
  }

  loadRef(): Cell {
    if (this.refPos >= this.refEnd) {
      throw new CodecError('refUnderflow', 'no references left', { bitOffset: this.pos });
    }
    return this.refs[this.refPos++];
  }

  preloadRef(): Cell {
    if (this.refPos >= this.refEnd) {
      throw new CodecError('refUnderflow', 'no references left', { bitOffset: this.pos });
    }
    return this.refs[this.refPos];
  }

  loadMaybeRef(): Cell | null {
    return this.loadBit() ? this.loadRef() : null;
  }

  /** VarUInteger 16: a 4-bit byte length, then the amount. */
  loadCoins(): bigint {
    return this.loadVarUint(4);
  }

  /** VarUInteger n with a `lenBits`-wide byte-length prefix. */
  loadVarUint(lenBits: number): bigint {
    const len = this.loadUint(lenBits);
    return len === 0 ? 0n : this.loadUintBig(len * 8);
  }

  /** Splits off the next `bits` bits and `refs` references as their own slice. */
  loadSlice(bits: number, refs: number): Slice {
    this.need(bits);
    if (refs < 0 || this.refPos + refs > this.refEnd) {
      throw new CodecError('refUnderflow', `need ${refs} references, ${this.remainingRefs} left`, {
        bitOffset: this.pos,
      });
    }
    const part = new Slice(this.data, this.pos, this.pos + bits, this.refs, this.refPos, this.refPos + refs);
    this.pos += bits;
    this.refPos += refs;
    return part;
  }

  /** An independent cursor at the same position. */
  clone(): Slice {
    return new Slice(this.data, this.pos, this.end, this.refs, this.refPos, this.refEnd);
  }

  /** Fails with `trailingData` unless everything was read. */
  endParse(field?: string): void {
    if (this.pos !== this.end || this.refPos !== this.refEnd) {
      throw new CodecError(
        'trailingData',
        `${this.remainingBits} bits and ${this.remainingRefs} refs left unread`,
        {
          field,
          bitOffset: this.pos,
        },
      );
    }
  }

  /** Raw view for Builder.storeSlice: the backing data, the unread bit range and the unread refs. */
  unread(): { data: Uint8Array; start: number; end: number; refs: readonly Cell[] } {
    return {
      data: this.data,
      start: this.pos,
      end: this.end,
      refs: this.refs.slice(this.refPos, this.refEnd),
    };
  }
}
