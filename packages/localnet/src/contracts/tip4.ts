// TIP-4 NFTs with the @broxus/tip4 builds: a Collection deployed by a signed external message, NFTs it
// mints for its owner wallet, and the calls an NFT's manager wallet sends to it. The flow needs the
// everscale flavor: tycho-executor performs output actions strictly in order and aborts mintNft.
import { nekoton } from '../nekoton';
import { contractArtifact } from './artifacts';
import { EMPTY_CELL, localCall, ZERO_ADDRESS } from './localCall';

export const collection = () => contractArtifact('@broxus/tip4', 'Collection');
export const nft = () => contractArtifact('@broxus/tip4', 'Nft');
const index = () => contractArtifact('@broxus/tip4', 'Index');
const indexBasis = () => contractArtifact('@broxus/tip4', 'IndexBasis');

/** What the collection keeps on every NFT after minting, nanotokens. */
export const REMAIN_ON_NFT = 300_000_000n;

export interface CollectionParams {
  nonce: bigint;
  /** Key that signs the deploying external message. */
  publicKey: string;
}

/** The collection's address and the state init that deploys it. */
export function collectionState(params: CollectionParams): { address: string; stateInit: string } {
  const { address, stateInit } = nekoton.getExpectedAddress(
    collection().tvc,
    collection().abi,
    0,
    params.publicKey,
    { nonce_: params.nonce.toString() },
  );
  return { address, stateInit };
}

/** Constructor arguments: the builds of the NFT and its indexes, the owner wallet and the TIP-4.2 json. */
export function collectionConstructor(owner: string, json: string) {
  return {
    codeNft: nft().code,
    codeIndex: index().code,
    codeIndexBasis: indexBasis().code,
    owner,
    remainOnNft: REMAIN_ON_NFT.toString(),
    json,
  };
}

/** The code of a collection's NFTs: the Nft build salted with the collection's address, so NFTs of
 *  different collections have different code hashes. */
export function nftCode(collectionAddress: string): { boc: string; hash: string } {
  const salt = nekoton.packIntoCell([{ name: 'collection', type: 'address' }], {
    collection: collectionAddress,
  });
  return nekoton.setCodeSalt(nft().code, salt.boc);
}

// nekoton parses the ABI on every address computation (milliseconds each), and reports list every NFT.
const nftAddresses = new Map<string, string>();

/** Address of NFT `id` of a collection: its salted code with data {_id}. */
export function nftAddress(collectionAddress: string, id: bigint): string {
  const key = `${collectionAddress}/${id}`;
  let address = nftAddresses.get(key);
  if (address === undefined) {
    const data = nekoton.splitTvc(nft().tvc).data;
    const tvc = nekoton.mergeTvc(nftCode(collectionAddress).boc, data ?? EMPTY_CELL).boc;
    address = nekoton.getExpectedAddress(tvc, nft().abi, 0, undefined, { _id: id.toString() }).address;
    nftAddresses.set(key, address);
  }
  return address;
}

const body = (abi: string, method: string, input: Record<string, unknown>) =>
  nekoton.encodeInternalInput(abi, method, input as never);

/** Collection owner → collection: mint an NFT for `owner` (owner and manager at first). */
export const mintNftBody = (owner: string, json: string) =>
  body(collection().abi, 'mintNft', { _owner: owner, _json: json });

/** Manager → NFT: a new owner, manager unchanged. */
export const changeOwnerBody = (newOwner: string, sendGasTo: string) =>
  body(nft().abi, 'changeOwner', { newOwner, sendGasTo, callbacks: [] });

/** Manager → NFT: a new manager, owner unchanged. */
export const changeManagerBody = (newManager: string, sendGasTo: string) =>
  body(nft().abi, 'changeManager', { newManager, sendGasTo, callbacks: [] });

/** Manager → NFT: owner and manager both become `to`. */
export const nftTransferBody = (to: string, sendGasTo: string) =>
  body(nft().abi, 'transfer', { to, sendGasTo, callbacks: [] });

/** Manager → NFT: destroy it; the collection lowers its supply. */
export const nftBurnBody = (sendGasTo: string) =>
  body(nft().abi, 'burn', { sendGasTo, callbackTo: ZERO_ADDRESS, callbackPayload: EMPTY_CELL });

/** Owner, manager and collection an NFT account holds. */
export function nftInfo(accountBoc: Uint8Array) {
  const info = localCall(accountBoc, nft().abi, 'getInfo');
  return {
    id: BigInt(info.id as string),
    owner: info.owner as string,
    manager: info.manager as string,
    collection: info.collection as string,
    json: localCall(accountBoc, nft().abi, 'getJson').json as string,
  };
}

/** Supply and metadata a collection account holds. */
export function collectionInfo(accountBoc: Uint8Array) {
  return {
    totalSupply: BigInt(localCall(accountBoc, collection().abi, 'totalSupply').count as string),
    json: localCall(accountBoc, collection().abi, 'getJson').json as string,
  };
}
