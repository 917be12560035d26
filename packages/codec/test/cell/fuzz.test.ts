// Fuzzing readBoc with mutated real fixtures (seeded, reproducible): every input either decodes — and
// then hashes and re-encodes — or fails with a CodecError. Nothing else may escape, nothing may hang.

import { fixturesDir, fixturesSkipReason } from '@tvmscan/test-support/fixtures';
import { prng } from '@tvmscan/test-support/prng';
import { describe, expect, it } from 'vitest';
import { type Cell, CodecError, readBoc, writeBoc } from '../../src/cell';
import { crc32c } from '../../src/util/crc32c';
import { manifestBocBytes, manifestBocs } from './manifest';

function mutate(bytes: Uint8Array, rand: () => number): Uint8Array {
  const pick = (n: number) => Math.floor(rand() * n);
  let out = bytes.slice();
  const kind = pick(5);
  if (kind === 0) {
    for (let i = 0, n = 1 + pick(8); i < n; i++) out[pick(out.length)] ^= 1 << pick(8);
  } else if (kind === 1) {
    out = out.subarray(0, pick(out.length));
  } else if (kind === 2) {
    // Splice: copy a random run over another place (keeps plausible structure nearby).
    const len = 1 + pick(32);
    const from = pick(out.length);
    out.copyWithin(pick(out.length), from, from + len);
  } else if (kind === 3) {
    // Header damage: counts and sizes are the most dangerous fields.
    out[4 + pick(Math.min(16, out.length - 4))] = pick(256);
  } else {
    out[pick(out.length)] = pick(256);
  }
  // Half the time fix up the CRC so mutations reach the cell parser instead of failing the checksum.
  if (rand() < 0.5 && out.length > 8 && (out[4] & 0x40) !== 0 && out[0] === 0xb5) {
    const crc = crc32c(out, out.length - 4);
    out.set([crc & 0xff, (crc >>> 8) & 0xff, (crc >>> 16) & 0xff, crc >>> 24], out.length - 4);
  }
  return out;
}

// Hash every decoded tree; re-encode the small ones too (re-encoding large states thousands of times
// would only slow the suite down without reaching new code).
function exercise(roots: Cell[], inputLength: number): void {
  for (const r of roots) r.hash();
  if (inputLength < 4096) readBoc(writeBoc(roots));
}

describe.skipIf(!fixturesDir)(`readBoc fuzzing ${fixturesSkipReason}`, () => {
  it('decodes or throws CodecError for thousands of mutated fixtures', () => {
    const rows = manifestBocs();
    const rand = prng(20261122);
    let decoded = 0;
    let rejected = 0;
    const mutationsPerFile = Math.ceil(4000 / rows.length);
    for (const row of rows) {
      const original = manifestBocBytes(row);
      for (let i = 0; i < mutationsPerFile; i++) {
        const input = mutate(original, rand);
        try {
          exercise(readBoc(input), input.length);
          decoded++;
        } catch (e) {
          if (!(e instanceof CodecError)) {
            throw new Error(`${row.file} mutation ${i}: ${(e as Error).stack}`);
          }
          rejected++;
        }
      }
    }
    expect(decoded + rejected).toBeGreaterThanOrEqual(4000);
    expect(rejected).toBeGreaterThan(0);
    expect(decoded).toBeGreaterThan(0);
    // The timeout is the hang guard: a few seconds on an idle core, generous for a loaded CI machine.
  }, 60_000);
});
