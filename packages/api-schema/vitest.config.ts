import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'api-schema', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'] },
});
