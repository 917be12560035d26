import { defineProject } from 'vitest/config';

export default defineProject({
  // Tests here write batches to a shared PostgreSQL while the whole suite runs beside them: two of them
  // went past vitest's default 5 s in one CI run on Node 26 (they take tens of milliseconds alone).
  test: { name: 'api', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], testTimeout: 30_000 },
});
