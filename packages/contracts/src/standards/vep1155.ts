// VEP-1155, the multi-token standard: a multi-token collection is a TIP-4.1 collection and each of its
// tokens a TIP-4.1 NFT, so tip4.ts reads them with the functions and events below added; the balances
// are held by one multi-token wallet per token and owner. Restated from the standard's interfaces
// (IMultiTokenCollection, IMultiTokenNft, IMultiTokenWallet) and its reference implementation's burn
// report and royalty getter; no build of it can be had here (decision 0041), so a test checks the
// interface ids these signatures give against the ones the standard publishes.
import { abiText, call, event, responsible, SUPPORTS_INTERFACE } from './abi';

/** IMultiTokenCollection, and the burn a wallet reports to its collection. */
export const MULTI_TOKEN_COLLECTION = {
  functions: [
    responsible('multiTokenWalletCode', { code: 'cell' }, { id: 'uint256', isEmpty: 'bool' }),
    responsible('multiTokenCodeHash', { codeHash: 'uint256' }, { id: 'uint256', isEmpty: 'bool' }),
    responsible('multiTokenWalletAddress', { token: 'address' }, { id: 'uint256', owner: 'address' }),
    call('onAcceptMultiTokensBurn', {
      count: 'uint128',
      id: 'uint256',
      owner: 'address',
      remainingGasTo: 'address',
      callbackTo: 'address',
      payload: 'cell',
    }),
  ],
  events: [
    event('MultiTokenCreated', {
      id: 'uint256',
      token: 'address',
      balance: 'uint128',
      owner: 'address',
      creator: 'address',
    }),
    event('MultiTokenBurned', { id: 'uint256', count: 'uint128', owner: 'address' }),
  ],
};

/** IMultiTokenNft (the token's supply), and the royalty its reference implementation answers. */
export const MULTI_TOKEN_NFT = {
  functions: [
    responsible('multiTokenSupply', { count: 'uint128' }),
    responsible('royaltyInfo', { receiver: 'address', royaltyAmount: 'uint128' }, { salePrice: 'uint128' }),
  ],
};

/** IMultiTokenWallet: one per token and owner, holding the owner's balance of that token. */
export const MULTI_TOKEN_WALLET_ABI = abiText(
  [
    responsible('getInfo', { id: 'uint256', owner: 'address', collection: 'address' }),
    responsible('balance', { value: 'uint128' }),
    call('transfer', {
      count: 'uint128',
      recipient: 'address',
      deployTokenWalletValue: 'uint128',
      remainingGasTo: 'address',
      notify: 'bool',
      payload: 'cell',
    }),
    call('transferToWallet', {
      count: 'uint128',
      recipientToken: 'address',
      remainingGasTo: 'address',
      notify: 'bool',
      payload: 'cell',
    }),
    call('acceptTransfer', {
      count: 'uint128',
      sender: 'address',
      remainingGasTo: 'address',
      notify: 'bool',
      payload: 'cell',
    }),
    call('burn', { count: 'uint128', remainingGasTo: 'address', callbackTo: 'address', payload: 'cell' }),
    SUPPORTS_INTERFACE,
  ],
  [
    event('MultiTokenWalletCreated', {
      id: 'uint256',
      owner: 'address',
      collection: 'address',
      balance: 'uint128',
    }),
    event('MultiTokenTransfered', {
      sender: 'address',
      senderWallet: 'address',
      recipient: 'address',
      count: 'uint128',
      newBalance: 'uint128',
    }),
  ],
);
