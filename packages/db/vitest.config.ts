import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Opening PGlite compiles its WASM Postgres: ~4 s alone, far more when the shared 2-core machine is busy.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
