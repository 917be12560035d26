// Vite builds the SPA into dist/, which the API serves with an SPA fallback. In development the API
// runs separately on port 3000 and /api is proxied to it, so the app always talks to a same-origin /api.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { everWalletModule } from './ever-wallet-module.ts';

const apiTarget = process.env.TVMSCAN_API_URL ?? 'http://localhost:3000';
const COMPRESSIBLE = /\.(js|css|html|svg|json|wasm)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to each compressible file of the build: the API
 * serves them as they are (@fastify/static preCompressed), so pages travel at a third of their size
 * and no request spends CPU compressing.
 */
function precompress(): Plugin {
  let outDir = '';
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  return {
    name: 'tvmscan-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of files(outDir).filter((p) => COMPRESSIBLE.test(p))) {
        const bytes = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), everWalletModule(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  // The dev optimizer rewrites nekoton-wasm's `new URL('*.wasm', import.meta.url)` and breaks it.
  optimizeDeps: { exclude: ['nekoton-wasm'] },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
});
