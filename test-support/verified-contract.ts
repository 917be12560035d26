// A verified-contract record as the contract-verification service would write it, built from a
// @broxus/tip4 npm build: the ABI text and the contract's source file exactly as the package ships
// them, and the compiler and linker versions its locklift configuration names. The code hash is the
// caller's: the deployed Index and Nft codes are salted, so their hashes come from the chain.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { VerifiedContractInput } from '@tvmscan/db';

const require = createRequire(import.meta.url);
const tip4Root = dirname(require.resolve('@broxus/tip4/package.json'));

/** Where each contract's source lives in the package. */
const SOURCES = {
  Index: 'contracts/TIP4_3/Index.tsol',
  Nft: 'contracts/Nft.tsol',
  Collection: 'contracts/Collection.tsol',
} as const;

export const tip4Abi = (name: keyof typeof SOURCES): string =>
  readFileSync(join(tip4Root, 'build', `${name}.abi.json`), 'utf8');

export function tip4VerifiedContract(
  name: keyof typeof SOURCES,
  codeHash: string,
  verifiedAt = Math.floor(Date.now() / 1000),
): VerifiedContractInput {
  return {
    codeHash,
    contractName: name,
    // @broxus/tip4 2.0.0's locklift.config.ts.
    compilerVersion: '0.62.0',
    linkerVersion: '0.15.48',
    abi: tip4Abi(name),
    sources: [{ path: SOURCES[name], content: readFileSync(join(tip4Root, SOURCES[name]), 'utf8') }],
    license: 'ISC',
    projectLink: 'https://github.com/broxus/tip4',
    auditUrl: null,
    verifiedAt,
  };
}
