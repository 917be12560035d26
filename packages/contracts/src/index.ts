// @tvmscan/contracts: the contracts tvmscan knows by code hash (EverWallet from everscale-standalone-client,
// the @broxus/tip3 and @broxus/tip4 builds) with their ABIs, and nekoton-wasm to decode their calls,
// events and getters. Shared by the indexer (token derivation) and the API (decoded bodies, method names).
export { bodyId, Catalogue, functionIdOf, type TokenKind } from './catalogue';
export { type EverWalletBuild, everWallet } from './ever-wallet';
export { CONTRACT_NAMES, type DecodedBody, KnownContracts, type KnownKind } from './known';
export { type Nekoton, nekoton } from './nekoton';
