// TIP-4, the non-fungible token standard, as the interface tvmscan reads collections and NFTs with:
// TIP-4.1 (the collection and the NFT), TIP-4.2 (JSON metadata), TIP-4.3 (on-chain indexes) and TIP-6
// (interface detection), grouped by the interface that declares each function, with VEP-1155's
// multi-token collections and tokens, which are TIP-4.1 collections and NFTs (vep1155.ts). Restated from
// the standards, so production needs no build of the contracts; a test checks every signature against
// the reference build's ABI.
import { abiText, CALLBACKS, call, event, getter, responsible, SUPPORTS_INTERFACE } from './abi';
import { MULTI_TOKEN_COLLECTION, MULTI_TOKEN_NFT } from './vep1155';

/** TIP-4 Collection. */
export const COLLECTION_ABI = abiText(
  [
    // Deployment of the reference collection: the NFT and index code it mints with.
    call('constructor', {
      codeNft: 'cell',
      codeIndex: 'cell',
      codeIndexBasis: 'cell',
      owner: 'address',
      remainOnNft: 'uint128',
      json: 'string',
    }),
    getter('codeDepth', { value0: 'uint16' }),
    // The reference collection's minting, and the burn its NFTs report back.
    call('mintNft', { _owner: 'address', _json: 'string' }),
    responsible('totalMinted', { count: 'uint256' }),
    call('batchMintNft', { _owner: 'address', _jsons: 'string[]' }),
    call('setRemainOnNft', { remainOnNft: 'uint128' }),
    getter('resolveIndexCodeHash', { hash: 'uint256' }, { collection: 'address', owner: 'address' }),
    call('acceptNftBurn', {
      _id: 'uint256',
      _owner: 'address',
      _manager: 'address',
      _sendGasTo: 'address',
      _callbackTo: 'address',
      _callbackPayload: 'cell',
    }),
    // OwnableExternal
    getter('owner', { value0: 'address' }),
    call('transferOwnership', { newOwner: 'address' }),
    // The owner getter of collections without OwnableExternal's `owner` (TVM Solidity's usual
    // `getOwner() responsible returns (address)`): the indexer asks it when `owner` fails.
    responsible('getOwner', { value0: 'address' }),
    // TIP-4.3 collection
    responsible('indexBasisCode', { code: 'cell' }),
    responsible('indexBasisCodeHash', { hash: 'uint256' }),
    responsible('resolveIndexBasis', { indexBasis: 'address' }),
    responsible('indexCode', { code: 'cell' }),
    responsible('indexCodeHash', { hash: 'uint256' }),
    // TIP-4.2
    responsible('getJson', { json: 'string' }),
    // TIP-4.2.2 collection: metadata by URL, the collection's own and each NFT's from its URL parts
    responsible('getCollectionUrl', { collectionUrl: 'string' }),
    responsible('getNftUrl', { nftUrl: 'string' }, { parts: 'cell' }),
    // TIP-4.1 collection
    responsible('totalSupply', { count: 'uint128' }),
    responsible('nftCode', { code: 'cell' }),
    responsible('nftCodeHash', { codeHash: 'uint256' }),
    responsible('nftAddress', { nft: 'address' }, { id: 'uint256' }),
    ...MULTI_TOKEN_COLLECTION.functions,
    SUPPORTS_INTERFACE,
  ],
  [
    event('OwnershipTransferred', { oldOwner: 'address', newOwner: 'address' }),
    event('NftCreated', {
      id: 'uint256',
      nft: 'address',
      owner: 'address',
      manager: 'address',
      creator: 'address',
    }),
    event('NftBurned', { id: 'uint256', nft: 'address', owner: 'address', manager: 'address' }),
    ...MULTI_TOKEN_COLLECTION.events,
  ],
);

/** TIP-4 Nft. */
export const NFT_ABI = abiText(
  [
    // Deployment by the collection.
    call('constructor', {
      owner: 'address',
      sendGasTo: 'address',
      remainOnNft: 'uint128',
      json: 'string',
      indexDeployValue: 'uint128',
      indexDestroyValue: 'uint128',
      codeIndex: 'cell',
    }),
    call('burn', { sendGasTo: 'address', callbackTo: 'address', callbackPayload: 'cell' }),
    // TIP-4.3 NFT
    responsible('indexCode', { code: 'cell' }),
    responsible('indexCodeHash', { hash: 'uint256' }),
    responsible('resolveIndex', { index: 'address' }, { collection: 'address', owner: 'address' }),
    // TIP-4.2
    responsible('getJson', { json: 'string' }),
    // TIP-4.2.2 NFT: the parts its collection's getNftUrl builds the metadata URL from
    responsible('getUrlParts', { part: 'cell' }),
    // TIP-4.1 NFT
    call('transfer', { to: 'address', sendGasTo: 'address', callbacks: CALLBACKS }),
    call('changeOwner', { newOwner: 'address', sendGasTo: 'address', callbacks: CALLBACKS }),
    call('changeManager', { newManager: 'address', sendGasTo: 'address', callbacks: CALLBACKS }),
    responsible('getInfo', { id: 'uint256', owner: 'address', manager: 'address', collection: 'address' }),
    ...MULTI_TOKEN_NFT.functions,
    SUPPORTS_INTERFACE,
  ],
  [
    // TIP-4.1 NFT events
    event('NftCreated', { id: 'uint256', owner: 'address', manager: 'address', collection: 'address' }),
    event('OwnerChanged', { oldOwner: 'address', newOwner: 'address' }),
    event('ManagerChanged', { oldManager: 'address', newManager: 'address' }),
    event('NftBurned', { id: 'uint256', owner: 'address', manager: 'address', collection: 'address' }),
  ],
);
