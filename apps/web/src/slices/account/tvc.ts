// A contract's TVC: the StateInit of its code and data as one bag of cells, what deployment tools take.
// Built from the stored code and data cells unchanged.
import { beginCell, readBoc, storeStateInit, writeBoc } from '@tvmscan/codec';

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export function tvcOf(codeBoc: string, dataBoc: string | null): Uint8Array {
  const b = beginCell();
  storeStateInit(b, {
    splitDepth: null,
    special: null,
    code: readBoc(fromBase64(codeBoc))[0],
    data: dataBoc ? readBoc(fromBase64(dataBoc))[0] : null,
    library: null,
  });
  return writeBoc(b.endCell());
}
