import { defineProject } from 'vitest/config';

// Browser tests run the real stack; they are slow, so they get long timeouts and run one file at a time.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
