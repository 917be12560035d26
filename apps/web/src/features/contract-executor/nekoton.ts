// nekoton-wasm, loaded on first use: its WebAssembly module is ~1.5 MB (631 kB gzip), so it lives in a
// chunk of its own that only the contract executor pulls in. The module initializes once per page.
import type * as Nekoton from 'nekoton-wasm';

export type { Nekoton };

let loading: Promise<typeof Nekoton> | null = null;

export function loadNekoton(): Promise<typeof Nekoton> {
  loading ??= import('nekoton-wasm').then(async (module) => {
    await module.default();
    return module;
  });
  // A failed download may succeed on the next attempt; do not cache the failure.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
