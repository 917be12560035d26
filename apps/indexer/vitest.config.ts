import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'indexer', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'] },
});
