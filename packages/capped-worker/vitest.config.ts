import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'capped-worker', include: ['test/**/*.test.ts'] },
});
