// toHex against Node's own hex encoder at every chunk boundary, and what its strings cost to keep.
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../../src/util/hex';

describe('toHex', () => {
  it('writes lowercase hex of any length, and fromHex reads it back', () => {
    for (const length of [0, 1, 2, 32, 255, 8191, 8192, 8193, 20_000]) {
      const bytes = new Uint8Array(randomBytes(length));
      const hex = toHex(bytes);
      expect(hex).toBe(Buffer.from(bytes).toString('hex'));
      expect(fromHex(hex)).toEqual(bytes);
    }
    expect(toHex(Uint8Array.of(0, 15, 16, 171, 255))).toBe('000f10abff');
  });

  it('makes strings that cost little more than their text to keep (hashes are kept by the hundred thousand)', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const hashes = Array.from({ length: 20_000 }, () => new Uint8Array(randomBytes(32)));
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept = hashes.map(toHex);
    gc();
    const perHash = (process.memoryUsage().heapUsed - before) / kept.length;
    // A flat one-byte string of 64 characters takes 80 bytes, plus the array's slot; a rope of 32
    // pieces took about a kilobyte.
    expect(perHash).toBeLessThan(200);
    expect(kept).toHaveLength(hashes.length);
  });
});
