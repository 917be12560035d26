// A compact way to write a contract interface as a TVM ABI (version 2.2): the token standards' interfaces
// are stated in this package (tip3.ts, tip4.ts) rather than read from a build, so a production install
// needs no contract build. Parameters are written `{ name: type }` in declaration order, the order the
// ABI encodes them in.

/** An ABI type: `uint128`, `address`…, or a tuple (also a map's tuple value) with its components. */
export type AbiType = string | { type: string; components: Params };
export type Params = Record<string, AbiType>;

interface AbiParamJson {
  name: string;
  type: string;
  components?: AbiParamJson[];
}

export interface AbiFunctionJson {
  name: string;
  inputs: AbiParamJson[];
  outputs: AbiParamJson[];
  /** Set only where the standard fixes the id (`functionID(…)`); otherwise it follows from the signature. */
  id?: string;
}

export interface AbiEventJson {
  name: string;
  inputs: AbiParamJson[];
}

const params = (ps: Params): AbiParamJson[] =>
  Object.entries(ps).map(([name, t]) =>
    typeof t === 'string' ? { name, type: t } : { name, type: t.type, components: params(t.components) },
  );

/** A function that answers nothing. `id` is the standard's fixed function id, hex. */
export const call = (name: string, inputs: Params = {}, id?: number): AbiFunctionJson => ({
  name,
  inputs: params(inputs),
  outputs: [],
  ...(id === undefined ? {} : { id: `0x${id.toString(16).toUpperCase().padStart(8, '0')}` }),
});

/** A responsible function (TVM Solidity `responsible`): `answerId` first, the answer sent back to the caller. */
export const responsible = (name: string, outputs: Params, inputs: Params = {}): AbiFunctionJson => ({
  name,
  inputs: params({ answerId: 'uint32', ...inputs }),
  outputs: params(outputs),
});

/** A plain (not responsible) function that answers: a getter with no `answerId`. */
export const getter = (name: string, outputs: Params, inputs: Params = {}): AbiFunctionJson => ({
  name,
  inputs: params(inputs),
  outputs: params(outputs),
});

export const event = (name: string, inputs: Params): AbiEventJson => ({ name, inputs: params(inputs) });

/** The JSON text nekoton reads: signed external calls carry the usual pubkey, time and expire headers. */
export const abiText = (functions: AbiFunctionJson[], events: AbiEventJson[] = []): string =>
  JSON.stringify({
    'ABI version': 2,
    version: '2.2',
    header: ['pubkey', 'time', 'expire'],
    functions,
    events,
  });

/** Ownership changes (TIP-4.1, and a TIP-3 root's) notify the listed addresses, each with a value and a payload. */
export const CALLBACKS: AbiType = {
  type: 'map(address,tuple)',
  components: { value: 'uint128', payload: 'cell' },
};

/** TIP-6: `supportsInterface(interfaceID)`, which every TIP-3 and TIP-4 contract answers. */
export const SUPPORTS_INTERFACE = responsible(
  'supportsInterface',
  { value0: 'bool' },
  { interfaceID: 'uint32' },
);
