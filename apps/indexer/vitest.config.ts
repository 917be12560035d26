import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'indexer',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Opening PGlite loads its WASM Postgres: ~4 s on this 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
