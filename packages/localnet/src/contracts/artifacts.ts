// Contract builds of the token standards, read at run time from the npm packages that publish them
// (@broxus/tip3 and @broxus/tip4, AGPL-3.0): nothing of them is copied into this repository. The
// network deploys these builds and the indexer recognises the same contracts by their code hashes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { nekoton } from '../nekoton';

const require = createRequire(import.meta.url);

export type ArtifactPackage = '@broxus/tip3' | '@broxus/tip4';

export interface ContractArtifact {
  package: ArtifactPackage;
  /** Build name, e.g. "TokenRoot". */
  name: string;
  /** ABI JSON text. */
  abi: string;
  /** The .tvc StateInit (code and initial data), base64. */
  tvc: string;
  /** Code cell BOC, base64. */
  code: string;
  /** Representation hash of the code cell, hex: what identifies the contract on chain. */
  codeHash: string;
}

/** The contracts the network deploys, per package. Nft code is salted with its collection's address
 *  before deployment, so deployed NFTs carry a different code hash than the build (see tip4.ts). */
export const TOKEN_CONTRACTS = {
  '@broxus/tip3': ['TokenRoot', 'TokenWallet'],
  '@broxus/tip4': ['Collection', 'Nft', 'Index', 'IndexBasis'],
} as const satisfies Record<ArtifactPackage, readonly string[]>;

const cache = new Map<string, ContractArtifact>();

/** Where a package is installed: its `build/` holds the builds, the rest its sources. */
export const artifactPackageDir = (pkg: ArtifactPackage): string =>
  dirname(require.resolve(`${pkg}/package.json`));

/** Reads `build/<name>.tvc` and `build/<name>.abi.json` of a package. The .tvc bytes are read rather
 *  than the .base64 files, which are line-wrapped. */
export function contractArtifact(pkg: ArtifactPackage, name: string): ContractArtifact {
  const key = `${pkg}/${name}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const build = join(artifactPackageDir(pkg), 'build');
  const tvc = readFileSync(join(build, `${name}.tvc`)).toString('base64');
  const abi = readFileSync(join(build, `${name}.abi.json`), 'utf8');
  const code = nekoton.splitTvc(tvc).code;
  if (!code) throw new Error(`${key}: the build has no code`);
  const artifact = { package: pkg, name, abi, tvc, code, codeHash: nekoton.getBocHash(code) };
  cache.set(key, artifact);
  return artifact;
}

/** Every contract of TOKEN_CONTRACTS, loaded. */
export function tokenContractArtifacts(): ContractArtifact[] {
  return (Object.keys(TOKEN_CONTRACTS) as ArtifactPackage[]).flatMap((pkg) =>
    TOKEN_CONTRACTS[pkg].map((name) => contractArtifact(pkg, name)),
  );
}
