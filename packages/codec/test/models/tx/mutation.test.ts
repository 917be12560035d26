// Malformed input never crashes the transaction, message and account decoders: random byte flips in
// real BOCs either still decode or fail with a CodecError, never another error, never a hang.

import {
  fixturesDir,
  fixturesSkipReason,
  listFixtures,
  readFixtureBoc,
} from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { readBoc } from '../../../src/cell';
import { loadAccount } from '../../../src/models/account';
import { loadMessage } from '../../../src/models/message';
import { loadTransaction, transactionMessages } from '../../../src/models/transaction';
import { CodecError } from '../../../src/util';

const MUTATIONS_PER_FILE = 300;

// xorshift32: deterministic, so a failure reproduces.
function rng(seed: number): () => number {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

function mutate(bytes: Uint8Array, next: () => number): Uint8Array {
  const out = bytes.slice();
  const flips = 1 + Math.floor(next() * 3);
  for (let i = 0; i < flips; i++) {
    // Leave the 4-byte magic alone so the mutation reaches the cells rather than the BOC header check.
    const at = 4 + Math.floor(next() * (out.length - 4));
    out[at] ^= 1 << Math.floor(next() * 8);
  }
  return out;
}

function outcome(decode: (bytes: Uint8Array) => unknown, bytes: Uint8Array): 'ok' | 'codecError' {
  try {
    decode(bytes);
    return 'ok';
  } catch (e) {
    if (e instanceof CodecError) return 'codecError';
    throw e;
  }
}

const DECODERS: Record<string, (bytes: Uint8Array) => unknown> = {
  transactions: (bytes) => transactionMessages(loadTransaction(readBoc(bytes)[0])),
  messages: (bytes) => loadMessage(readBoc(bytes)[0]),
  accounts: (bytes) => loadAccount(readBoc(bytes)[0]),
};

describe.skipIf(!fixturesDir)(`mutated fixtures ${fixturesSkipReason}`, () => {
  for (const [folder, decode] of Object.entries(DECODERS)) {
    const files = listFixtures(folder).filter((f) => f.endsWith('.boc') || f.endsWith('.b64'));
    it(`${folder}: ${files.length} files × ${MUTATIONS_PER_FILE} mutations decode or throw CodecError`, () => {
      const counts = { ok: 0, codecError: 0 };
      files.forEach((file, index) => {
        const bytes = readFixtureBoc(`${folder}/${file}`);
        const next = rng(0x9e3779b9 ^ (index + 1));
        for (let i = 0; i < MUTATIONS_PER_FILE; i++) counts[outcome(decode, mutate(bytes, next))]++;
      });
      // Both outcomes occur: the mutations reach real fields, and bad ones are caught.
      expect(counts.ok).toBeGreaterThan(0);
      expect(counts.codecError).toBeGreaterThan(0);
    });
  }
});
