import { defineProject } from 'vitest/config';

export default defineProject({
  // A test here runs up to three compiles in child processes, a second or two each on a slow host.
  test: { name: 'verify', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
