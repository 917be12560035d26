// The token standards' interfaces stated in this package against the reference builds the local network
// deploys (a development dependency, read here only): every function and event the explorer decodes has
// the build's name, inputs, outputs and function id, and the known code hashes are the builds' own.
import { type ContractArtifact, contractArtifact, TOKEN_CONTRACTS } from '@tvmscan/localnet/artifacts';
import { describe, expect, it } from 'vitest';
import { Catalogue, functionIdOf, KNOWN_CODE_HASHES, STANDARD_ABIS, type TokenKind } from '../src/index';
import { MULTI_TOKEN_COLLECTION, MULTI_TOKEN_NFT } from '../src/standards/vep1155';

/** The reference builds of each kind; VEP-1155's wallet has none here (decision 0041). */
const BUILD_OF: Partial<Record<TokenKind, ContractArtifact>> = {
  tip3_root: contractArtifact('@broxus/tip3', 'TokenRoot'),
  tip3_wallet: contractArtifact('@broxus/tip3', 'TokenWallet'),
  tip4_collection: contractArtifact('@broxus/tip4', 'Collection'),
  tip4_nft: contractArtifact('@broxus/tip4', 'Nft'),
};

interface Signature {
  name: string;
  inputs: unknown[];
  outputs?: unknown[];
}
/** Functions and events by name, with only what their encoding depends on. */
function signatures(abi: string) {
  const { functions, events } = JSON.parse(abi) as { functions: Signature[]; events: Signature[] };
  return {
    functions: functions.map(({ name, inputs, outputs }) => ({ name, inputs, outputs })),
    events: events.map(({ name, inputs }) => ({ name, inputs })),
  };
}

/** TIP-4.2.2 (metadata by URL) and VEP-1155 (multi-tokens), stated from the standards, which no build
 *  here implements, and the `getOwner` fallback of collections the reference build does not have. */
const NOT_IN_BUILD = new Set([
  'getUrlParts',
  'getCollectionUrl',
  'getNftUrl',
  'getOwner',
  ...[
    ...MULTI_TOKEN_COLLECTION.functions,
    ...MULTI_TOKEN_COLLECTION.events,
    ...MULTI_TOKEN_NFT.functions,
  ].map((f) => f.name),
]);

describe('the token standards stated in @tvmscan/contracts', () => {
  for (const [kind, build] of Object.entries(BUILD_OF) as Array<[TokenKind, ContractArtifact]>) {
    it(`reads ${kind} with the signatures and function ids of the ${build.name} build`, () => {
      const stated = signatures(STANDARD_ABIS[kind]);
      const ours = {
        functions: stated.functions.filter((f) => !NOT_IN_BUILD.has(f.name)),
        events: stated.events.filter((e) => !NOT_IN_BUILD.has(e.name)),
      };
      expect(ours).toEqual(signatures(build.abi));
      for (const { name } of ours.functions) {
        expect([name, functionIdOf(STANDARD_ABIS[kind], name)]).toEqual([
          name,
          functionIdOf(build.abi, name),
        ]);
      }
    });
  }

  it('states TIP-4.2.2 with the interface ids the standard gives (1916393393 and 608850432)', () => {
    expect(new Catalogue().interfaces.urlMetadata).toEqual({
      nft: (1916393393).toString(16),
      collection: (608850432).toString(16).padStart(8, '0'),
    });
  });

  it('states VEP-1155 with the interface ids the standard publishes (0x5c435318 and 0x243cf87e)', () => {
    const { multiToken } = new Catalogue().interfaces;
    expect({ nft: multiToken.nft, collection: multiToken.collection }).toEqual({
      nft: '243cf87e',
      collection: '5c435318',
    });
  });

  it('knows each unsalted build by the code hash the build has', () => {
    for (const { build, codeHash } of KNOWN_CODE_HASHES) {
      const pkg = build.startsWith('Token') ? '@broxus/tip3' : '@broxus/tip4';
      expect([build, codeHash]).toEqual([build, contractArtifact(pkg, build).codeHash]);
    }
  });

  it('recognises every unsalted contract the local network deploys by its code hash', () => {
    const catalogue = new Catalogue();
    const deployed = [
      { pkg: '@broxus/tip3', build: 'TokenRoot', kind: 'tip3_root' },
      { pkg: '@broxus/tip3', build: 'TokenWallet', kind: 'tip3_wallet' },
      { pkg: '@broxus/tip4', build: 'Collection', kind: 'tip4_collection' },
    ] as const;
    for (const { pkg, build, kind } of deployed) {
      expect(TOKEN_CONTRACTS[pkg]).toContain(build);
      expect([build, catalogue.byCodeHash.get(contractArtifact(pkg, build).codeHash)]).toEqual([build, kind]);
    }
  });
});
