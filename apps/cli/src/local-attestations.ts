// The local network deploys the TIP-3 and TIP-4 builds of @broxus/tip3 and @broxus/tip4: TVM Solidity,
// which no compiler here can rebuild. `dev` imports them at start as attested verifications (decision
// 0042), so their accounts show verified with their sources, salted NFTs included, as a real network's
// would once its operator attests them. Only the builds the network deploys are imported; the code
// hashes are computed from the TVCs, and a later compile of the same hash replaces the attestation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '@tvmscan/db';
import { type ArtifactPackage, artifactPackageDir, TOKEN_CONTRACTS } from '@tvmscan/localnet';
import { attest, attestationsIn } from '@tvmscan/verify';

/** The compiler a build names in its assembly's first line (`.version sol 0.62.0`). */
function compilerOfBuild(dir: string, name: string): string {
  const first = readFileSync(join(dir, 'build', `${name}.code`), 'utf8').split('\n', 1)[0];
  const version = /^\.version sol (\S+)/.exec(first)?.[1];
  return version ? `TVM Solidity ${version}` : 'TVM Solidity (version not recorded by the build)';
}

/** Records the deployed builds of both packages; answers how many were new. */
export async function attestLocalBuilds(database: Database): Promise<number> {
  let recorded = 0;
  for (const pkg of Object.keys(TOKEN_CONTRACTS) as ArtifactPackage[]) {
    const dir = artifactPackageDir(pkg);
    const { license, homepage } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      license?: string;
      homepage?: string;
    };
    const deployed = new Set<string>(TOKEN_CONTRACTS[pkg]);
    const builds = attestationsIn(dir, {
      compilerVersion: '',
      linkerVersion: null,
      license: license ?? null,
      projectLink: homepage?.startsWith('https://') ? homepage : null,
    }).filter((a) => deployed.has(a.name));
    for (const build of builds) {
      const { outcome } = await attest(database, {
        ...build,
        compilerVersion: compilerOfBuild(dir, build.name),
      });
      if (outcome !== 'already') recorded++;
    }
  }
  return recorded;
}
