// Mutated real blocks and states: the decoders either succeed or throw CodecError — never another
// error, never a hang. Mutations flip bits in the BOC bytes with a seeded generator (reproducible);
// BOCs carrying a CRC32C are mutated with the checksum recomputed so the damage reaches the models.

import {
  fixturesDir,
  fixturesSkipReason,
  listFixtures,
  readFixtureBoc,
} from '@tvmscan/test-support/fixtures';
import { prng } from '@tvmscan/test-support/prng';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../../../src/cell';
import { decodeBlock, decodeShardState } from '../../../src/models/decode';
import { crc32c } from '../../../src/util';
import { blockFixtures } from './fixtures';

// Kept small: each mutated block is a full decode (tens of ms on a busy two-core machine).
const MUTATIONS = 20;

function mutate(bytes: Uint8Array, rand: () => number): Uint8Array {
  const out = bytes.slice();
  const hasCrc = (out[4] & 0x40) !== 0 && out[0] === 0xb5;
  const end = hasCrc ? out.length - 4 : out.length;
  const flips = 1 + Math.floor(rand() * 3);
  for (let i = 0; i < flips; i++) {
    // Leave the 4-byte magic alone so the mutation reaches past the framing most of the time.
    const at = 4 + Math.floor(rand() * (end - 4));
    out[at] ^= 1 << Math.floor(rand() * 8);
  }
  if (hasCrc) {
    const crc = crc32c(out.subarray(0, end));
    out[end] = crc & 0xff;
    out[end + 1] = (crc >>> 8) & 0xff;
    out[end + 2] = (crc >>> 16) & 0xff;
    out[end + 3] = (crc >>> 24) & 0xff;
  }
  return out;
}

function outcome(decode: () => unknown): 'ok' | 'codec' {
  try {
    decode();
    return 'ok';
  } catch (e) {
    if (e instanceof CodecError) return 'codec';
    throw e;
  }
}

describe.skipIf(!fixturesDir)(`fuzzing block and state decoding ${fixturesSkipReason}`, () => {
  it(`blocks: every fixture × ${MUTATIONS} mutations decode or throw CodecError`, () => {
    const counts = { ok: 0, codec: 0 };
    blockFixtures().forEach((f, n) => {
      const rand = prng(0x9e3779b9 + n);
      for (let i = 0; i < MUTATIONS; i++) counts[outcome(() => decodeBlock(mutate(f.bytes, rand)))]++;
    });
    expect(counts.codec).toBeGreaterThan(0);
    expect(counts.ok + counts.codec).toBe(blockFixtures().length * MUTATIONS);
  }, 60_000);

  it(`states: every fixture × ${MUTATIONS / 2} mutations decode or throw CodecError`, () => {
    let total = 0;
    listFixtures('states')
      .filter((n) => n.endsWith('.boc'))
      .forEach((name, n) => {
        const bytes = readFixtureBoc(`states/${name}`);
        const rand = prng(0x85ebca6b + n);
        for (let i = 0; i < MUTATIONS / 2; i++, total++) outcome(() => decodeShardState(mutate(bytes, rand)));
      });
    expect(total).toBe(12 * (MUTATIONS / 2));
  }, 60_000);
});
