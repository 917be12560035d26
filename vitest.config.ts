import { defineConfig } from 'vitest/config';

// Every workspace owns its vitest.config.ts; the root only lists them so `npm test` runs them all.
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: ['packages/*', 'apps/*', 'test-support', 'e2e'],
  },
});
