// The SHA-256 selection: native in Node, the pure-JS fallback where there is no Node (a browser bundle),
// both giving identical digests.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

type ProcessWithBuiltins = { getBuiltinModule?: unknown };
const original = (process as ProcessWithBuiltins).getBuiltinModule;

afterEach(() => {
  (process as ProcessWithBuiltins).getBuiltinModule = original;
  vi.resetModules();
});

describe('sha256', () => {
  // Without `process.getBuiltinModule` (a browser, or a bundler's `process` shim) node:crypto is out of reach.
  it('falls back to pure JS without Node built-ins and agrees with native hashing', async () => {
    const native = await import('../../src/util/sha256');
    expect(native.sha256Implementation).toBe('node');
    vi.resetModules();
    (process as ProcessWithBuiltins).getBuiltinModule = undefined;
    const browser = await import('../../src/util/sha256');
    (process as ProcessWithBuiltins).getBuiltinModule = original;
    expect(browser.sha256Implementation).toBe('js');
    for (const length of [0, 1, 55, 56, 64, 130, 266, 1000]) {
      const input = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      const expected = createHash('sha256').update(input).digest('hex');
      expect(Buffer.from(browser.sha256(input)).toString('hex')).toBe(expected);
      expect(Buffer.from(native.sha256(input)).toString('hex')).toBe(expected);
    }
  });
});
