// `virtual:ever-wallet`: EverWallet's ABI and code hash for the contract executor, read at build time
// from everscale-standalone-client through @tvmscan/contracts (the package ships neither as a file, so
// there is nothing to import directly; the indexer recognizes EverWallet accounts by the same hash).
import type * as Contracts from '@tvmscan/contracts';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const ID = 'virtual:ever-wallet';
const RESOLVED = `\0${ID}`;

export function everWalletModule(): Plugin {
  return {
    name: 'tvmscan-ever-wallet',
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // The workspace ships TypeScript sources; a config file is loaded by plain Node, so tsx reads them.
      const contracts = (await tsImport('@tvmscan/contracts', import.meta.url)) as typeof Contracts;
      const { abi, codeHash } = await contracts.everWallet();
      return `export const abi = ${JSON.stringify(abi)};\nexport const codeHash = ${JSON.stringify(codeHash)};\n`;
    },
  };
}
