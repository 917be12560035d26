// The local network's own contracts are FunC sources in packages/localnet/contracts/, compiled once per
// process with the FunC compiler from npm (@ton-community/func-js, WebAssembly): what runs on the
// network is built from the source in this repository and nothing else.
import { readFileSync } from 'node:fs';
import { compileFunc } from '@ton-community/func-js';
import { type Cell, readBoc } from '@tvmscan/codec';

const SOURCES = new URL('../../contracts/', import.meta.url);
const compiled = new Map<string, Promise<Cell>>();

/** The code cell of `contracts/<name>.fc`. */
export function contractCode(name: string): Promise<Cell> {
  let code = compiled.get(name);
  if (!code) {
    code = compileFunc({
      targets: [`${name}.fc`],
      sources: (path: string) => readFileSync(new URL(path, SOURCES), 'utf8'),
    }).then((result) => {
      if (result.status === 'error')
        throw new Error(`contracts/${name}.fc does not compile: ${result.message}`);
      return readBoc(new Uint8Array(Buffer.from(result.codeBoc, 'base64')))[0];
    });
    compiled.set(name, code);
  }
  return code;
}
