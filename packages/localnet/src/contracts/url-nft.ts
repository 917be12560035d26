// The URL collection and NFT (contracts/url-collection.fc, url-nft.fc): TIP-4.1 contracts whose metadata
// is a JSON document at a URL (TIP-4.2.2). The collection is deployed in two messages, as any contract
// with no deployer of its own (a transfer funds its address, then an external message carrying its
// StateInit); its owner wallet mints with the `mintNft(address)` call, whose ABI is stated here.
import {
  type Builder,
  beginCell,
  type Cell,
  parseRaw,
  storeMsgAddressInt,
  storeStateInit,
} from '@tvmscan/codec';
import { nekoton } from '../nekoton';
import { contractCode, unsignedDeploy } from './func';

interface AbiParam {
  name: string;
  type: string;
  components?: AbiParam[];
}
type Param = [name: string, type: string] | AbiParam;
const params = (ps: Param[]): AbiParam[] =>
  ps.map((p) => (Array.isArray(p) ? { name: p[0], type: p[1] } : p));
const fn = (name: string, inputs: Param[], outputs: Param[] = []) => ({
  name,
  inputs: params(inputs),
  outputs: params(outputs),
});
/** A responsible function: `answerId` first, its outputs answered to the caller. */
const answers = (name: string, outputs: Param[], inputs: Param[] = []) =>
  fn(name, [['answerId', 'uint32'], ...inputs], outputs);
const abi = (functions: ReturnType<typeof fn>[], events: Array<{ name: string; inputs: Param[] }> = []) =>
  JSON.stringify({
    'ABI version': 2,
    version: '2.2',
    header: ['time', 'expire'],
    functions,
    events: events.map((e) => ({ name: e.name, inputs: params(e.inputs) })),
  });
const SUPPORTS = answers('supportsInterface', [['value0', 'bool']], [['interfaceID', 'uint32']]);
/** TIP-4.1's callbacks: the addresses to notify, each with a value and a payload. */
const CALLBACKS: AbiParam = {
  name: 'callbacks',
  type: 'map(address,tuple)',
  components: params([
    ['value', 'uint128'],
    ['payload', 'cell'],
  ]),
};

/** The URL collection's ABI: every function contracts/url-collection.fc answers. */
export const URL_COLLECTION_ABI = abi([
  fn('mintNft', [['_owner', 'address']]),
  answers('getOwner', [['value0', 'address']]),
  answers('totalSupply', [['count', 'uint128']]),
  answers('nftCode', [['code', 'cell']]),
  answers('nftCodeHash', [['codeHash', 'uint256']]),
  answers('nftAddress', [['nft', 'address']], [['id', 'uint256']]),
  answers('getCollectionUrl', [['collectionUrl', 'string']]),
  answers('getNftUrl', [['nftUrl', 'string']], [['parts', 'cell']]),
  SUPPORTS,
]);

/** The URL NFT's ABI: every function and event of contracts/url-nft.fc. */
export const URL_NFT_ABI = abi(
  [
    answers('getInfo', [
      ['id', 'uint256'],
      ['owner', 'address'],
      ['manager', 'address'],
      ['collection', 'address'],
    ]),
    answers('getUrlParts', [['part', 'cell']]),
    fn('transfer', [['to', 'address'], ['sendGasTo', 'address'], CALLBACKS]),
    fn('changeOwner', [['newOwner', 'address'], ['sendGasTo', 'address'], CALLBACKS]),
    fn('changeManager', [['newManager', 'address'], ['sendGasTo', 'address'], CALLBACKS]),
    SUPPORTS,
  ],
  [
    {
      name: 'NftCreated',
      inputs: [
        ['id', 'uint256'],
        ['owner', 'address'],
        ['manager', 'address'],
        ['collection', 'address'],
      ],
    },
    {
      name: 'OwnerChanged',
      inputs: [
        ['oldOwner', 'address'],
        ['newOwner', 'address'],
      ],
    },
    {
      name: 'ManagerChanged',
      inputs: [
        ['oldManager', 'address'],
        ['newManager', 'address'],
      ],
    },
  ],
);

/** A string the contracts keep in one cell (their getters answer it as an ABI string). */
const MAX_URL_BYTES = 127;

export interface UrlCollectionParams {
  /** The wallet that mints (`wc:hex`). */
  owner: string;
  /** The collection's own metadata document. */
  collectionUrl: string;
  /** NFT `id`'s document is at `${baseNftUrl}${id}.json`. */
  baseNftUrl: string;
}

/** Where the local network's dev server serves the documents of its URL collection (the dev command
 *  passes its own port). */
export const DEFAULT_METADATA_BASE_URL = 'http://localhost:3000/localnet/metadata/';

/** `address` (raw `wc:hex`) as a MsgAddressInt: addr_std with no anycast. */
const storeAddress = (b: Builder, address: string): Builder => {
  storeMsgAddressInt(b, { kind: 'std', anycast: null, ...parseRaw(address) });
  return b;
};

function urlCell(url: string) {
  const bytes = new TextEncoder().encode(url);
  if (bytes.length > MAX_URL_BYTES)
    throw new Error(`a URL of the URL collection is at most 127 bytes: ${url}`);
  return beginCell().storeBytes(bytes).endCell();
}

/** The collection's address and the external message (BOC bytes) that deploys it once its address holds
 *  funds. */
export async function urlCollectionDeploy(
  params: UrlCollectionParams,
): Promise<{ address: string; deploy: Uint8Array }> {
  const data = storeAddress(beginCell(), params.owner)
    .storeUint(0, 128 + 64 + 1)
    .storeRef(await contractCode('url-nft'))
    .storeRef(urlCell(params.collectionUrl))
    .storeRef(urlCell(params.baseNftUrl))
    .endCell();
  return unsignedDeploy('url-collection', data);
}

/** The address of NFT `id` of a URL collection: the hash of its StateInit, the NFT code with data
 *  id:uint256 collection:MsgAddressInt (what url-collection.fc deploys it with). */
export function urlNftAddress(nftCode: Cell, collection: string, id: bigint): string {
  const b = beginCell();
  storeStateInit(b, {
    splitDepth: null,
    special: null,
    code: nftCode,
    data: storeAddress(beginCell().storeUint(id, 256), collection).endCell(),
    library: null,
  });
  return `0:${b.endCell().hashHex()}`;
}

/** Owner wallet → URL collection: mint the next NFT for `owner` (owner and manager at first). */
export const mintUrlNftBody = (owner: string): string =>
  nekoton.encodeInternalInput(URL_COLLECTION_ABI, 'mintNft', { _owner: owner });
