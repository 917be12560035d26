// TIP-3, the fungible token standard (TIP-3.1 and TIP-3.2), as the interface tvmscan reads its tokens
// with: the functions a root and a wallet answer, grouped by the interface that declares them. Restated
// from the standard's interfaces (ITokenRoot, ITokenWallet and the burn, mint and ownership extensions
// the reference contracts implement), so production needs no build of the contracts; a test checks every
// signature against the reference build's ABI.
import { abiText, CALLBACKS, call, responsible, SUPPORTS_INTERFACE } from './abi';

/** TIP-3.2 transfers and mints name a recipient owner and may deploy its wallet on the way. */
const TRANSFER = {
  amount: 'uint128',
  recipient: 'address',
  deployWalletValue: 'uint128',
  remainingGasTo: 'address',
  notify: 'bool',
  payload: 'cell',
};

const BURN = { amount: 'uint128', remainingGasTo: 'address', callbackTo: 'address', payload: 'cell' };

/** TIP-3 TokenRoot. */
export const TOKEN_ROOT_ABI = abiText([
  // Deployment of the reference root: the initial supply and which extensions start disabled.
  call('constructor', {
    initialSupplyTo: 'address',
    initialSupply: 'uint128',
    deployWalletValue: 'uint128',
    mintDisabled: 'bool',
    burnByRootDisabled: 'bool',
    burnPaused: 'bool',
    remainingGasTo: 'address',
  }),
  SUPPORTS_INTERFACE,
  // IDisableableMintTokenRoot
  responsible('disableMint', { value0: 'bool' }),
  responsible('mintDisabled', { value0: 'bool' }),
  // IBurnableByRootTokenRoot
  call('burnTokens', {
    amount: 'uint128',
    walletOwner: 'address',
    remainingGasTo: 'address',
    callbackTo: 'address',
    payload: 'cell',
  }),
  responsible('disableBurnByRoot', { value0: 'bool' }),
  responsible('burnByRootDisabled', { value0: 'bool' }),
  // IBurnPausableTokenRoot
  responsible('burnPaused', { value0: 'bool' }),
  responsible('setBurnPaused', { value0: 'bool' }, { paused: 'bool' }),
  // ITransferableOwnership
  call('transferOwnership', { newOwner: 'address', remainingGasTo: 'address', callbacks: CALLBACKS }),
  // ITokenRoot (TIP-3.1)
  responsible('name', { value0: 'string' }),
  responsible('symbol', { value0: 'string' }),
  responsible('decimals', { value0: 'uint8' }),
  responsible('totalSupply', { value0: 'uint128' }),
  responsible('walletCode', { value0: 'cell' }),
  // ITokenRoot (TIP-3.2)
  responsible('rootOwner', { value0: 'address' }),
  responsible('walletOf', { value0: 'address' }, { walletOwner: 'address' }),
  responsible(
    'deployWallet',
    { tokenWallet: 'address' },
    { walletOwner: 'address', deployWalletValue: 'uint128' },
  ),
  call('mint', TRANSFER),
  // A wallet's burn reaches its root here; the standard fixes the id.
  call(
    'acceptBurn',
    {
      amount: 'uint128',
      walletOwner: 'address',
      remainingGasTo: 'address',
      callbackTo: 'address',
      payload: 'cell',
    },
    0x192b51b1,
  ),
  // ISendSurplusGas
  call('sendSurplusGas', { to: 'address' }),
]);

/** TIP-3 TokenWallet. */
export const TOKEN_WALLET_ABI = abiText([
  // Deployment by the root: the wallet's root and owner are its initial data.
  call('constructor'),
  SUPPORTS_INTERFACE,
  // IDestroyable
  call('destroy', { remainingGasTo: 'address' }),
  // IBurnableByRootTokenWallet, IBurnableTokenWallet
  call('burnByRoot', BURN),
  call('burn', BURN),
  // ITokenWallet (TIP-3.1, TIP-3.2)
  responsible('balance', { value0: 'uint128' }),
  responsible('owner', { value0: 'address' }),
  responsible('root', { value0: 'address' }),
  responsible('walletCode', { value0: 'cell' }),
  call('transfer', TRANSFER),
  call('transferToWallet', {
    amount: 'uint128',
    recipientTokenWallet: 'address',
    remainingGasTo: 'address',
    notify: 'bool',
    payload: 'cell',
  }),
  // Wallet-to-wallet and root-to-wallet internal calls; the standard fixes their ids.
  call(
    'acceptTransfer',
    { amount: 'uint128', sender: 'address', remainingGasTo: 'address', notify: 'bool', payload: 'cell' },
    0x67a0b95f,
  ),
  call(
    'acceptMint',
    { amount: 'uint128', remainingGasTo: 'address', notify: 'bool', payload: 'cell' },
    0x4384f298,
  ),
  // ISendSurplusGas
  call('sendSurplusGas', { to: 'address' }),
]);
