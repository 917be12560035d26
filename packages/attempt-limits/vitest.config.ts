import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'attempt-limits', include: ['test/**/*.test.ts'] },
});
