// `dev`'s import of the local network's token builds: every build the network deploys is recorded as
// attested under the code hash nekoton gives it, with the compiler its assembly names and its package's
// license and home page; a second start finds them all already verified.
import type { Database } from '@tvmscan/db';
import { getVerifiedContract } from '@tvmscan/db';
import { tokenContractArtifacts } from '@tvmscan/localnet';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attestLocalBuilds } from '../src/local-attestations';

let database: Database;
beforeAll(async () => {
  database = await openMigrated();
});
afterAll(async () => {
  if (database) await dispose(database);
});

describe("the local network's attested builds", () => {
  it('records each deployed TIP-3 and TIP-4 build once', { timeout: 60_000 }, async () => {
    const artifacts = tokenContractArtifacts();
    expect(await attestLocalBuilds(database)).toBe(artifacts.length);
    for (const artifact of artifacts) {
      const record = await getVerifiedContract(database.db, artifact.codeHash);
      expect(record, artifact.name).toMatchObject({
        contractName: artifact.name,
        verifiedBy: 'attested',
        compilerVersion: artifact.package === '@broxus/tip3' ? 'TVM Solidity 0.57.1' : 'TVM Solidity 0.62.0',
        projectLink: `https://github.com/broxus/${artifact.package.slice('@broxus/'.length)}`,
      });
      expect(record?.sources.length).toBeGreaterThan(3);
    }
    expect(await attestLocalBuilds(database)).toBe(0);
  });
});
