import { defineProject } from 'vitest/config';

export default defineProject({
  // Each suite migrates a fresh database (PGlite takes a few seconds) and hashes passwords with scrypt.
  test: { name: 'identity', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
