// The local network's own contracts are FunC sources in packages/localnet/contracts/, compiled once per
// process with the FunC compiler from npm (@ton-community/func-js, WebAssembly): what runs on the
// network is built from the source in this repository and nothing else.
import { readFileSync } from 'node:fs';
import { compileFunc } from '@ton-community/func-js';
import { beginCell, type Cell, readBoc, storeStateInit, writeBoc } from '@tvmscan/codec';
import { nekoton } from '../nekoton';

const SOURCES = new URL('../../contracts/', import.meta.url);
const compiled = new Map<string, Promise<Cell>>();

/** The text of `contracts/<path>`, as both compilers read their sources. */
export const contractSource = (path: string): string => readFileSync(new URL(path, SOURCES), 'utf8');

/** The root cell of a compiler's code BOC (base64). */
export const codeCell = (boc64: string): Cell => readBoc(new Uint8Array(Buffer.from(boc64, 'base64')))[0];

/** The code cell of `contracts/<name>.fc`. */
export function contractCode(name: string): Promise<Cell> {
  let code = compiled.get(name);
  if (!code) {
    code = compileFunc({
      targets: [`${name}.fc`],
      sources: contractSource,
    }).then((result) => {
      if (result.status === 'error')
        throw new Error(`contracts/${name}.fc does not compile: ${result.message}`);
      return codeCell(result.codeBoc);
    });
    compiled.set(name, code);
  }
  return code;
}

/** A FunC contract with no deployer of its own: its address, and the external message (BOC bytes)
 *  carrying its StateInit and no body that deploys it once a transfer has funded the address (the
 *  contract accepts that message). */
export async function unsignedDeploy(
  name: string,
  data: Cell,
): Promise<{ address: string; deploy: Uint8Array }> {
  const b = beginCell();
  storeStateInit(b, { splitDepth: null, special: null, code: await contractCode(name), data, library: null });
  const stateInit = b.endCell();
  const address = `0:${stateInit.hashHex()}`;
  const message = nekoton.createRawExternalMessage(
    address,
    Buffer.from(writeBoc(stateInit)).toString('base64'),
    undefined,
    0xffffffff,
  );
  return { address, deploy: new Uint8Array(Buffer.from(message.boc, 'base64')) };
}
