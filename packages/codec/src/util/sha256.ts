// SHA-256 for cell hashing, the hot path of the codec. In Node we use the native implementation
// (`crypto.hash`, one call per digest, no Hash object); in a browser bundle the pure-JS @noble/hashes.
// `node:crypto` is reached through `process.getBuiltinModule` (Node >= 20.16) so that nothing here is a
// static Node-only import or a top-level await that would break a browser bundle.
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';

type NodeHash = (algorithm: string, data: Uint8Array, outputEncoding: 'latin1') => string;

function loadNativeHash(): NodeHash | null {
  const proc = (
    globalThis as { process?: { versions?: { node?: string }; getBuiltinModule?: (id: string) => unknown } }
  ).process;
  if (!proc?.versions?.node || typeof proc.getBuiltinModule !== 'function') return null;
  const crypto = proc.getBuiltinModule('node:crypto') as { hash?: NodeHash } | undefined;
  return typeof crypto?.hash === 'function' ? crypto.hash : null;
}

const nativeHash = loadNativeHash();

export const sha256: (bytes: Uint8Array) => Uint8Array = nativeHash
  ? (bytes) => {
      // The digest as a 32-character latin1 string copied into a small Uint8Array: V8 keeps both on its
      // heap, where a Buffer digest has its own external backing store. A block hashes every cell, and
      // those backing stores made hashing ~40% slower and fed the garbage collector.
      const digest = nativeHash('sha256', bytes, 'latin1');
      const out = new Uint8Array(32);
      for (let i = 0; i < 32; i++) out[i] = digest.charCodeAt(i);
      return out;
    }
  : (bytes) => nobleSha256(bytes);

/** Which implementation is active, for benchmarks and diagnostics. */
export const sha256Implementation: 'node' | 'js' = nativeHash ? 'node' : 'js';
