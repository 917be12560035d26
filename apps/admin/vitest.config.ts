import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'admin', include: ['test/**/*.test.ts'] },
});
