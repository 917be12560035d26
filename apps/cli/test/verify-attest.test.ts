// `tvmscan verify attest` through runVerify: the @broxus/tip4 builds imported into an embedded database
// in a data directory as attested verifications (their hashes computed from the TVCs); a second run
// finds them already verified; a folder with no build, or missing arguments, ends with exit codes 1
// and 2.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getVerifiedContract, openDatabase } from '@tvmscan/db';
import { tokenContractArtifacts } from '@tvmscan/localnet';
import { afterAll, describe, expect, it } from 'vitest';
import { runVerify } from '../src/commands/verify';

const require = createRequire(import.meta.url);
const tip4 = dirname(require.resolve('@broxus/tip4/package.json'));
const root = mkdtempSync(join(tmpdir(), 'tvmscan-attest-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('tvmscan verify attest', () => {
  it('imports a package of builds into the data directory, once', { timeout: 120_000 }, async () => {
    const args = ['attest', tip4, '--compiler', 'sold 0.62.0', '--license', 'Apache-2.0', '--data-dir', root];
    expect(await runVerify(args, {})).toBe(0);
    const database = await openDatabase({ dataDir: join(root, 'db') });
    try {
      const collection = tokenContractArtifacts().find((a) => a.name === 'Collection')!;
      expect(await getVerifiedContract(database.db, collection.codeHash)).toMatchObject({
        contractName: 'Collection',
        compilerVersion: 'sold 0.62.0',
        license: 'Apache-2.0',
        verifiedBy: 'attested',
      });
    } finally {
      await database.close();
    }
    expect(await runVerify(args, {})).toBe(0);
  });

  it('ends with 1 on a folder without builds and 2 on missing arguments', async () => {
    expect(await runVerify(['attest', root, '--compiler', 'x', '--data-dir', root], {})).toBe(1);
    expect(await runVerify(['attest', tip4, '--data-dir', root], {})).toBe(2);
    expect(await runVerify(['compile', tip4, '--compiler', 'x'], {})).toBe(2);
    expect(await runVerify(['attest', tip4, '--compiler', 'x', '--bogus'], {})).toBe(2);
  });
});
