// The local network's contracts written in Tolk (packages/localnet/contracts/*.tolk), compiled once per
// process with the Tolk compiler from npm (@ton/tolk-js, WebAssembly) with its default options — what
// contract verification compiles them with, so the deployed code hash is the one a verifier gets.
import { runTolkCompiler } from '@ton/tolk-js';
import type { Cell } from '@tvmscan/codec';
import { codeCell, contractSource } from './func';

/** What tolk-js made of a source: the code cell and the code hash it reports (lowercase hex). */
export interface TolkBuild {
  code: Cell;
  codeHash: string;
  tolkVersion: string;
}

const compiled = new Map<string, Promise<TolkBuild>>();

/** The build of `contracts/<name>.tolk`. */
export function tolkBuild(name: string): Promise<TolkBuild> {
  let build = compiled.get(name);
  if (!build) {
    build = runTolkCompiler({ entrypointFileName: `${name}.tolk`, fsReadCallback: contractSource }).then(
      (result) => {
        if (result.status === 'error')
          throw new Error(`contracts/${name}.tolk does not compile: ${result.message}`);
        const code = codeCell(result.codeBoc64);
        const codeHash = result.codeHashHex.toLowerCase();
        // The hash a verifier compares is tolk-js's own: the cell deployed must be the one it hashed.
        if (code.hashHex() !== codeHash)
          throw new Error(
            `contracts/${name}.tolk: tolk-js reports code hash ${codeHash}, its BOC ${code.hashHex()}`,
          );
        return { code, codeHash, tolkVersion: result.tolkVersion };
      },
    );
    compiled.set(name, build);
  }
  return build;
}

/** The code cell of `contracts/<name>.tolk`. */
export const tolkContractCode = async (name: string): Promise<Cell> => (await tolkBuild(name)).code;
