// The URL collection and NFT (contracts/url-collection.fc, url-nft.fc): TIP-4.1 contracts whose metadata
// is a JSON document at a URL (TIP-4.2.2). The collection is deployed in two messages, as any contract
// with no deployer of its own (a transfer funds its address, then an external message carrying its
// StateInit); its owner wallet mints with the `mintNft(address)` call, whose ABI is stated here.
import { beginCell, type Cell } from '@tvmscan/codec';
import { nekoton } from '../nekoton';
import { contractCode, unsignedDeploy } from './func';
import {
  type AbiParam,
  abi,
  answers,
  fn,
  NFT_CREATED,
  NFT_GET_INFO,
  params,
  SUPPORTS,
  stateInitAddress,
  storeAddress,
  stringCell,
} from './funcAbi';

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
    NFT_GET_INFO,
    answers('getUrlParts', [['part', 'cell']]),
    fn('transfer', [['to', 'address'], ['sendGasTo', 'address'], CALLBACKS]),
    fn('changeOwner', [['newOwner', 'address'], ['sendGasTo', 'address'], CALLBACKS]),
    fn('changeManager', [['newManager', 'address'], ['sendGasTo', 'address'], CALLBACKS]),
    SUPPORTS,
  ],
  [
    NFT_CREATED,
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

const urlCell = (url: string) => stringCell(url, 'a URL of the URL collection');

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
  return stateInitAddress(nftCode, storeAddress(beginCell().storeUint(id, 256), collection).endCell());
}

/** Owner wallet → URL collection: mint the next NFT for `owner` (owner and manager at first). */
export const mintUrlNftBody = (owner: string): string =>
  nekoton.encodeInternalInput(URL_COLLECTION_ABI, 'mintNft', { _owner: owner });
