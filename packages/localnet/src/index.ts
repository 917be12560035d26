// @tvmscan/localnet: an in-process TVM network that executes real transactions and produces real blocks.
export type { ExecutedTransaction, RejectedMessage } from './chain';
export { type EverWallet, everWalletAbi, everWalletOf, signedTransfer } from './contracts/everWallet';
export type { Genesis, Participant } from './genesis';
export { deriveKeyPair, type KeyPair, type SignatureContext } from './keys';
export {
  createLocalnet,
  Localnet,
  type LocalnetHead,
  type LocalnetOptions,
  type MasterchainBatch,
  type RejectedEvent,
  type SourceBlock,
} from './localnet';
