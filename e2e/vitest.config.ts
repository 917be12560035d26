import { defineProject } from 'vitest/config';

// Browser tests run the real stack; they are slow, so they get long timeouts and run one file at a time.
// A test gets one more try: a real browser on a loaded 2-core machine against a network that never
// pauses can miss a timing once, while a real defect fails both tries.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    retry: 1,
    globalSetup: ['./support/global-stack.ts'],
  },
});
