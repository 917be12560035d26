// `tvmscan dev --source`: arguments it cannot follow end with the reason and exit code 2 before
// anything starts (following itself is the end-to-end test e2e/followed-archives.e2e.ts).
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runDev } from '../src/commands/dev';

let errors: string[];
const original = console.error;
beforeEach(() => {
  errors = [];
  console.error = (message: string) => errors.push(message);
});
afterEach(() => {
  console.error = original;
});

it('refuses a source it cannot follow, and --states without --source', async () => {
  expect(await runDev(['--source', 'tonapi://127.0.0.1:50051'])).toBe(2);
  expect(await runDev(['--source', 'archive:///nowhere', '--states', '/nowhere/at/all'])).toBe(2);
  expect(await runDev(['--states', '/tmp'])).toBe(2);
  expect(errors).toEqual([
    'tvmscan dev: --source tonapi sources are not built yet: use file:///dir, archive:///dir, graphql+https://host/graphql or jrpc+https://host/rpc',
    'tvmscan dev: --states /nowhere/at/all is not a folder',
    'tvmscan dev: --states goes with --source <url>',
  ]);
});
