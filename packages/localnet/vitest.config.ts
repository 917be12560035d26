import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'localnet', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'] },
});
