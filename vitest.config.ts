import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every workspace owns its vitest.config.ts; the root only lists them so `npm test` runs them all.
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: ['packages/*', 'apps/*', 'test-support', 'e2e'],
    // Vitest runs cores − 1 files at once, which is one on this project's two-core machines; most files
    // spend their time waiting on PostgreSQL, child processes and local networks, so two at a time took
    // the unit and integration suites from 1,171 s to 577 s there. The browser project runs one file at
    // a time regardless (its own fileParallelism).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
