// BOC framing: several roots, index, CRC32C, the older single-root magics, and precise errors.
import { Cell as TonCell, beginCell as tonBeginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { beginCell, CodecError, MAX_CELL_DEPTH, readBoc, sha256, toHex, writeBoc } from '../../src/cell';
import { crc32c } from '../../src/util/crc32c';
import { sha256Implementation } from '../../src/util/sha256';

const shared = beginCell().storeUint(0xfeed, 16).endCell();
const a = beginCell().storeUint(1, 8).storeRef(shared).endCell();
const b = beginCell().storeUint(2, 8).storeRef(shared).storeRef(a).endCell();

/** Rewrites a generic indexed BOC with one root into the old 68ff65f3 / acc3a728 form. */
function toOldForm(generic: Uint8Array, withCrc: boolean): Uint8Array {
  const size = generic[4] & 7;
  const offBytes = generic[5];
  const counts = generic.subarray(6, 6 + 3 * size + offBytes); // cells, roots, absent, tot_cells_size
  const rest = generic.subarray(6 + 3 * size + offBytes + size, generic.length - 4); // skip root list and crc
  const magic = withCrc ? [0xac, 0xc3, 0xa7, 0x28] : [0x68, 0xff, 0x65, 0xf3];
  const body = new Uint8Array([...magic, size, offBytes, ...counts, ...rest]);
  if (!withCrc) return body;
  const crc = crc32c(body);
  return new Uint8Array([...body, crc & 0xff, (crc >>> 8) & 0xff, (crc >>> 16) & 0xff, crc >>> 24]);
}

describe('BOC', () => {
  it("never changes the caller's bytes, also when they are a Node Buffer", () => {
    // A cell with a completion tag (7 bits), which the reader clears in its private copy.
    const odd = beginCell().storeUint(0b1010101, 7).storeRef(shared).endCell();
    for (const bytes of [writeBoc(odd), Buffer.from(writeBoc(odd))]) {
      const before = Uint8Array.from(bytes);
      expect(readBoc(bytes)[0].hashHex()).toBe(odd.hashHex());
      expect(Uint8Array.from(bytes)).toEqual(before);
    }
  });

  it('writes and reads several roots, deduplicating shared cells, in every header variant', () => {
    for (const opts of [{}, { index: true }, { crc32: true }, { index: true, crc32: true }]) {
      const bytes = writeBoc([b, a], opts);
      const roots = readBoc(bytes);
      expect(roots.map((r) => r.hashHex())).toEqual([b.hashHex(), a.hashHex()]);
      // 3 distinct cells although `shared` is referenced twice and `a` is both a root and a child.
      expect(bytes[6]).toBe(3);
      const ton = TonCell.fromBoc(Buffer.from(bytes));
      expect(ton.map((c) => c.hash().toString('hex'))).toEqual([b.hashHex(), a.hashHex()]);
    }
  });

  it('matches @ton/core bytes for a single-root BOC with CRC (same cell order on a tree)', () => {
    const tree = beginCell().storeUint(1, 8).storeRef(beginCell().storeUint(2, 8).endCell()).endCell();
    const ton = tonBeginCell().storeUint(1, 8).storeRef(tonBeginCell().storeUint(2, 8)).endCell();
    expect(toHex(writeBoc(tree, { crc32: true }))).toBe(
      ton.toBoc({ idx: false, crc32: true }).toString('hex'),
    );
  });

  it('reads the older 68ff65f3 and acc3a728 forms', () => {
    const generic = writeBoc(b, { index: true, crc32: true });
    expect(readBoc(toOldForm(generic, false))[0].hashHex()).toBe(b.hashHex());
    expect(readBoc(toOldForm(generic, true))[0].hashHex()).toBe(b.hashHex());
  });

  it('verifies the CRC32C', () => {
    const bytes = writeBoc(b, { crc32: true });
    bytes[bytes.length - 1] ^= 1;
    expect(() => readBoc(bytes)).toThrow(expect.objectContaining({ type: 'badCrc' }));
  });

  it('rejects malformed framing with badBoc', () => {
    const good = writeBoc(b);
    const cases: Array<[string, Uint8Array]> = [
      ['empty input', new Uint8Array(0)],
      ['unknown magic', new Uint8Array([1, 2, 3, 4, 1, 1, 1, 1, 0, 2, 0, 0])],
      ['truncated', good.subarray(0, good.length - 1)],
      ['trailing bytes', new Uint8Array([...good, 0])],
      ['reference size 0', new Uint8Array([0xb5, 0xee, 0x9c, 0x72, 0x00, 0x01])],
      ['header only', good.subarray(0, 6)],
    ];
    for (const [name, bytes] of cases) {
      expect(() => readBoc(bytes), name).toThrow(CodecError);
      expect(() => readBoc(bytes), name).toThrow(expect.objectContaining({ type: 'badBoc' }));
    }
    // A reference pointing backwards (cell 1 → cell 0) would allow cycles.
    const cyclic = new Uint8Array([0xb5, 0xee, 0x9c, 0x72, 0x01, 0x01, 2, 1, 0, 6, 0, 1, 0, 0, 1, 0, 0]);
    cyclic.set([0x01, 0x00, 0x01, 0x01, 0x00, 0x00], 11);
    expect(() => readBoc(cyclic.subarray(0, 17))).toThrow(/point forward/);
  });

  it('writes cache bits for shared cells and checks option combinations', () => {
    const bytes = writeBoc(b, { index: true, cacheBits: true, layout: 'ton' });
    expect(bytes[4] & 0x20).toBe(0x20);
    expect(readBoc(bytes)[0].hashHex()).toBe(b.hashHex());
    expect(() => writeBoc(b, { cacheBits: true })).toThrow(expect.objectContaining({ type: 'badArgument' }));
    expect(() => writeBoc(b, { intHashes: true })).toThrow(expect.objectContaining({ type: 'badArgument' }));
  });

  it('refuses cells deeper than the TVM limit when hashing, without exhausting the stack', () => {
    let chain = beginCell().endCell();
    for (let i = 0; i < MAX_CELL_DEPTH; i++) chain = beginCell().storeRef(chain).endCell();
    expect(chain.depth()).toBe(MAX_CELL_DEPTH);
    const [back] = readBoc(writeBoc(chain));
    expect(back.hashHex()).toBe(chain.hashHex());
    const tooDeep = beginCell().storeRef(chain).endCell();
    expect(() => tooDeep.hash()).toThrow(expect.objectContaining({ type: 'badCell' }));
  });

  it('refuses a BOC whose cells chain deeper than the TVM limit as it reads it', () => {
    // Written by hand: the writer hashes, and hashing refuses such a chain before it could be written.
    const chainBoc = (cells: number): Uint8Array => {
      const data = new Uint8Array(cells * 4 - 2);
      for (let i = 0; i < cells - 1; i++) data.set([1, 0, (i + 1) >> 8, (i + 1) & 0xff], i * 4);
      const head = [0xb5, 0xee, 0x9c, 0x72, 2, 2, cells >> 8, cells & 0xff, 0, 1, 0, 0];
      head.push(data.length >> 8, data.length & 0xff, 0, 0);
      return Uint8Array.from([...head, ...data]);
    };
    expect(readBoc(chainBoc(MAX_CELL_DEPTH + 1))[0].depth()).toBe(MAX_CELL_DEPTH);
    expect(() => readBoc(chainBoc(MAX_CELL_DEPTH + 2))).toThrow(
      expect.objectContaining({ type: 'badBoc', message: expect.stringMatching(/1025 deep/) }),
    );
  });

  it('hashes with native SHA-256 in Node', () => {
    expect(sha256Implementation).toBe('node');
    expect(toHex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('empty cell hash is the well-known constant', () => {
    expect(beginCell().endCell().hashHex()).toBe(
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
    );
  });
});
