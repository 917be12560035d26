// The multi-token collection, NFT and wallet (contracts/multi-collection.fc, multi-nft.fc, multi-wallet.fc):
// VEP-1155 contracts of our own to the standard's interface ids and getter ABI, since no build of its TVM
// Solidity contracts can be had here. The collection is deployed in two messages like the URL collection
// (a transfer funds its address, then an external message carrying its StateInit); its owner wallet mints
// with `mint(address,uint128,string)`, and a wallet's owner moves and burns tokens with the standard's
// `transfer` and `burn`. The ABIs state every function and event each contract answers, our own calls
// between them included.
import { beginCell, type Cell } from '@tvmscan/codec';
import { nekoton } from '../nekoton';
import { contractCode, unsignedDeploy } from './func';
import {
  abi,
  answers,
  fn,
  NFT_CREATED,
  NFT_GET_INFO,
  SUPPORTS,
  stateInitAddress,
  storeAddress,
  stringCell,
} from './funcAbi';
import { EMPTY_CELL, ZERO_ADDRESS } from './localCall';
import { urlNftAddress } from './url-nft';

/** The multi-token collection's ABI: every function and event of contracts/multi-collection.fc. */
export const MULTI_COLLECTION_ABI = abi(
  [
    fn('mint', [
      ['owner', 'address'],
      ['count', 'uint128'],
      ['json', 'string'],
    ]),
    fn('onAcceptMultiTokensBurn', [
      ['count', 'uint128'],
      ['id', 'uint256'],
      ['owner', 'address'],
      ['remainingGasTo', 'address'],
      ['callbackTo', 'address'],
      ['payload', 'cell'],
    ]),
    answers('getOwner', [['value0', 'address']]),
    answers('totalSupply', [['count', 'uint128']]),
    answers('nftCode', [['code', 'cell']]),
    answers('nftCodeHash', [['codeHash', 'uint256']]),
    answers('nftAddress', [['nft', 'address']], [['id', 'uint256']]),
    answers('getJson', [['json', 'string']]),
    answers(
      'multiTokenWalletCode',
      [['code', 'cell']],
      [
        ['id', 'uint256'],
        ['isEmpty', 'bool'],
      ],
    ),
    answers(
      'multiTokenCodeHash',
      [['codeHash', 'uint256']],
      [
        ['id', 'uint256'],
        ['isEmpty', 'bool'],
      ],
    ),
    answers(
      'multiTokenWalletAddress',
      [['token', 'address']],
      [
        ['id', 'uint256'],
        ['owner', 'address'],
      ],
    ),
    SUPPORTS,
  ],
  [
    {
      name: 'MultiTokenCreated',
      inputs: [
        ['id', 'uint256'],
        ['token', 'address'],
        ['balance', 'uint128'],
        ['owner', 'address'],
        ['creator', 'address'],
      ],
    },
    {
      name: 'MultiTokenBurned',
      inputs: [
        ['id', 'uint256'],
        ['count', 'uint128'],
        ['owner', 'address'],
      ],
    },
  ],
);

/** A multi-token NFT's ABI: every function and event of contracts/multi-nft.fc. */
export const MULTI_NFT_ABI = abi(
  [
    fn('initMultiToken', [
      ['owner', 'address'],
      ['count', 'uint128'],
      ['json', 'string'],
    ]),
    fn('burnSupply', [
      ['count', 'uint128'],
      ['remainingGasTo', 'address'],
    ]),
    NFT_GET_INFO,
    answers('getJson', [['json', 'string']]),
    answers('multiTokenSupply', [['count', 'uint128']]),
    answers(
      'royaltyInfo',
      [
        ['receiver', 'address'],
        ['royaltyAmount', 'uint128'],
      ],
      [['salePrice', 'uint128']],
    ),
    SUPPORTS,
  ],
  [NFT_CREATED],
);

/** A multi-token wallet's ABI: every function and event of contracts/multi-wallet.fc. */
export const MULTI_WALLET_ABI = abi(
  [
    fn('initWallet', [['balance', 'uint128']]),
    answers('getInfo', [
      ['id', 'uint256'],
      ['owner', 'address'],
      ['collection', 'address'],
    ]),
    answers('balance', [['value', 'uint128']]),
    fn('transfer', [
      ['count', 'uint128'],
      ['recipient', 'address'],
      ['deployTokenWalletValue', 'uint128'],
      ['remainingGasTo', 'address'],
      ['notify', 'bool'],
      ['payload', 'cell'],
    ]),
    fn('transferToWallet', [
      ['count', 'uint128'],
      ['recipientToken', 'address'],
      ['remainingGasTo', 'address'],
      ['notify', 'bool'],
      ['payload', 'cell'],
    ]),
    fn('acceptTransfer', [
      ['count', 'uint128'],
      ['sender', 'address'],
      ['remainingGasTo', 'address'],
      ['notify', 'bool'],
      ['payload', 'cell'],
    ]),
    fn('burn', [
      ['count', 'uint128'],
      ['remainingGasTo', 'address'],
      ['callbackTo', 'address'],
      ['payload', 'cell'],
    ]),
    SUPPORTS,
  ],
  [
    {
      name: 'MultiTokenWalletCreated',
      inputs: [
        ['id', 'uint256'],
        ['owner', 'address'],
        ['collection', 'address'],
        ['balance', 'uint128'],
      ],
    },
    {
      name: 'MultiTokenTransfered',
      inputs: [
        ['sender', 'address'],
        ['senderWallet', 'address'],
        ['recipient', 'address'],
        ['count', 'uint128'],
        ['newBalance', 'uint128'],
      ],
    },
  ],
);

export interface MultiCollectionParams {
  /** The wallet that mints (`wc:hex`). */
  owner: string;
  /** The collection's TIP-4.2 JSON (at most 127 bytes: the collection keeps it in one cell). */
  json: string;
}

/** The collection's address and the external message (BOC bytes) that deploys it once its address holds
 *  funds. */
export async function multiCollectionDeploy(
  params: MultiCollectionParams,
): Promise<{ address: string; deploy: Uint8Array }> {
  const data = storeAddress(beginCell(), params.owner)
    .storeUint(0, 128)
    .storeUint(0, 256 + 1)
    .storeRef(await contractCode('multi-nft'))
    .storeRef(await contractCode('multi-wallet'))
    .storeRef(stringCell(params.json, "a multi-token collection's JSON"))
    .endCell();
  return unsignedDeploy('multi-collection', data);
}

/** The address of token `id`'s NFT of `collection` (what the collection's nftAddress answers): its
 *  StateInit holds the NFT code and the data id:uint256 collection, as a URL collection's NFT does. */
export const multiNftAddress = (nftCode: Cell, collection: string, id: bigint): string =>
  urlNftAddress(nftCode, collection, id);

/** The code the wallets of token `id` of `collection` run while their balance is (not) zero: the unsalted
 *  wallet code's root with the salt collection:MsgAddressInt id:uint256 isEmpty:uint1 as one more ref
 *  (contracts/multi-token.fc). */
export function multiTokenWalletCode(
  walletCode: Cell,
  collection: string,
  id: bigint,
  isEmpty: boolean,
): Cell {
  const salt = storeAddress(beginCell(), collection)
    .storeUint(id, 256)
    .storeUint(isEmpty ? 1 : 0, 1)
    .endCell();
  return beginCell().storeSlice(walletCode.beginParse()).storeRef(salt).endCell();
}

/** The address of `owner`'s wallet of token `id` of `collection`, from the unsalted wallet code (what the
 *  collection's multiTokenWalletAddress answers): the hash of its StateInit, the isEmpty wallet code with
 *  data id collection owner balance:0 initialized:0 and a ref to the unsalted code. */
export function multiTokenWalletAddress(
  walletCode: Cell,
  collection: string,
  id: bigint,
  owner: string,
): string {
  const data = storeAddress(storeAddress(beginCell().storeUint(id, 256), collection), owner)
    .storeUint(0, 128 + 1)
    .storeRef(walletCode)
    .endCell();
  return stateInitAddress(multiTokenWalletCode(walletCode, collection, id, true), data);
}

/** Owner wallet → collection: mint the next token, `count` of it to `owner`, with its TIP-4.2 JSON. */
export const mintMultiTokenBody = (owner: string, count: bigint, json: string): string =>
  nekoton.encodeInternalInput(MULTI_COLLECTION_ABI, 'mint', { owner, count: count.toString(), json });

/** Owner wallet → its token wallet: move `count` to `recipient`'s wallet, deploying it first with
 *  `deployWalletValue` when that is not zero; what is left goes to `remainingGasTo`. */
export const multiTokenTransferBody = (
  count: bigint,
  recipient: string,
  deployWalletValue: bigint,
  remainingGasTo: string,
): string =>
  nekoton.encodeInternalInput(MULTI_WALLET_ABI, 'transfer', {
    count: count.toString(),
    recipient,
    deployTokenWalletValue: deployWalletValue.toString(),
    remainingGasTo,
    notify: false,
    payload: EMPTY_CELL,
  });

/** Owner wallet → its token wallet: burn `count`; what is left goes to `remainingGasTo`. */
export const multiTokenBurnBody = (count: bigint, remainingGasTo: string): string =>
  nekoton.encodeInternalInput(MULTI_WALLET_ABI, 'burn', {
    count: count.toString(),
    remainingGasTo,
    callbackTo: ZERO_ADDRESS,
    payload: EMPTY_CELL,
  });
