// The ABIs of the local network's own FunC contracts (contracts/*.fc), stated in TypeScript: ABI 2.2 with
// the time and expire headers, the way TVM Solidity states a contract's, so nekoton encodes their calls and
// decodes their answers and events as it does any contract's. Shared by url-nft.ts and multi-token.ts.
import {
  type Builder,
  beginCell,
  type Cell,
  parseRaw,
  storeMsgAddressInt,
  storeStateInit,
} from '@tvmscan/codec';

export interface AbiParam {
  name: string;
  type: string;
  components?: AbiParam[];
}
export type Param = [name: string, type: string] | AbiParam;
export const params = (ps: Param[]): AbiParam[] =>
  ps.map((p) => (Array.isArray(p) ? { name: p[0], type: p[1] } : p));
export const fn = (name: string, inputs: Param[], outputs: Param[] = []) => ({
  name,
  inputs: params(inputs),
  outputs: params(outputs),
});
/** A responsible function: `answerId` first, its outputs answered to the caller. */
export const answers = (name: string, outputs: Param[], inputs: Param[] = []) =>
  fn(name, [['answerId', 'uint32'], ...inputs], outputs);
export const abi = (
  functions: ReturnType<typeof fn>[],
  events: Array<{ name: string; inputs: Param[] }> = [],
) =>
  JSON.stringify({
    'ABI version': 2,
    version: '2.2',
    header: ['time', 'expire'],
    functions,
    events: events.map((e) => ({ name: e.name, inputs: params(e.inputs) })),
  });
/** TIP-6. */
export const SUPPORTS = answers('supportsInterface', [['value0', 'bool']], [['interfaceID', 'uint32']]);

/** TIP-4.1 NFT: what getInfo answers, and the event an NFT emits when it is deployed, with the same fields. */
const NFT_INFO: Param[] = [
  ['id', 'uint256'],
  ['owner', 'address'],
  ['manager', 'address'],
  ['collection', 'address'],
];
export const NFT_GET_INFO = answers('getInfo', NFT_INFO);
export const NFT_CREATED = { name: 'NftCreated', inputs: NFT_INFO };

/** `address` (raw `wc:hex`) as a MsgAddressInt: addr_std with no anycast. */
export const storeAddress = (b: Builder, address: string): Builder => {
  storeMsgAddressInt(b, { kind: 'std', anycast: null, ...parseRaw(address) });
  return b;
};

/** A string the contracts keep in one cell (their getters answer it as an ABI string). */
const MAX_STRING_BYTES = 127;

/** `text` as the one cell a contract keeps it in; `what` names it in the error when it does not fit. */
export function stringCell(text: string, what: string): Cell {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > MAX_STRING_BYTES) throw new Error(`${what} is at most 127 bytes: ${text}`);
  return beginCell().storeBytes(bytes).endCell();
}

/** The address (workchain 0) of the account deployed with `code` and `data`: the hash of its StateInit. */
export function stateInitAddress(code: Cell, data: Cell): string {
  const b = beginCell();
  storeStateInit(b, { splitDepth: null, special: null, code, data, library: null });
  return `0:${b.endCell().hashHex()}`;
}
