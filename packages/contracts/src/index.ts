// @tvmscan/contracts: the contracts tvmscan knows by code hash (EverWallet from everscale-standalone-client,
// the TIP-3 and TIP-4 reference builds, the constant-product pools prices are read from) with their ABIs (the token standards' interfaces, stated here),
// and nekoton-wasm to decode their calls, events and getters. Shared by the indexer (token derivation)
// and the API (decoded bodies, method names).
export {
  bodyId,
  Catalogue,
  functionIdOf,
  KNOWN_CODE_HASHES,
  STANDARD_ABIS,
  type TokenKind,
} from './catalogue';
export { type EverWalletBuild, everWallet } from './ever-wallet';
export { CONTRACT_NAMES, type DecodedBody, KnownContracts, type KnownKind } from './known';
export { type Nekoton, nekoton } from './nekoton';
export { POOL_KINDS, type PoolKind, type PoolReading, poolKindOf, reservesOf } from './pools';
