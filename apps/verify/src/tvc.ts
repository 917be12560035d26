// The code cell of a TVM Solidity build. A TVC comes in two shapes: a StateInit BOC holding the code
// (solc + tvm_linker, and sold before 0.72) or the code cell itself (later sold). A root that reads
// whole as a StateInit with code is taken as one; any other root is the code.
import { type Cell, CodecError, loadStateInit, readBoc } from '@tvmscan/codec';
import { RequestFault } from './sources';

/** The code of a TVC in either shape, or RequestFault naming `field` when it is not a BOC. */
export function codeOfTvc(tvc: Uint8Array, field: string): Cell {
  let root: Cell;
  try {
    [root] = readBoc(tvc);
  } catch (e) {
    if (e instanceof CodecError) throw new RequestFault(field, `is not a TVC (a BOC): ${e.message}`);
    throw e;
  }
  try {
    const s = root.beginParse();
    const code = loadStateInit(s).code;
    if (code && s.remainingBits === 0 && s.remainingRefs === 0) return code;
  } catch (e) {
    if (!(e instanceof CodecError)) throw e;
  }
  return root;
}
