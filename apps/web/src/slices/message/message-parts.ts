// The body and state init of a message, cut from its stored bag of cells with the codec, each as a bag
// of cells of its own (base64) for the expanded view (spec §2). A BOC that does not decode yields
// nothing rather than an error: the raw BOC is still shown in full.
import { beginCell, loadMessage, readBoc, storeStateInit, writeBoc } from '@tvmscan/codec';

export interface MessageParts {
  body: string | null;
  stateInit: string | null;
}

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export function messageParts(bocBase64: string): MessageParts {
  try {
    const [root] = readBoc(fromBase64(bocBase64));
    const message = loadMessage(root);
    const body = message.body;
    const empty = body.bitLength === 0 && body.refs.length === 0;
    let stateInit: string | null = null;
    if (message.init) {
      const b = beginCell();
      storeStateInit(b, message.init);
      stateInit = toBase64(writeBoc(b.endCell()));
    }
    return { body: empty ? null : toBase64(writeBoc(body)), stateInit };
  } catch {
    return { body: null, stateInit: null };
  }
}
