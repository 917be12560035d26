import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'safe-fetch', include: ['test/**/*.test.ts'] },
});
