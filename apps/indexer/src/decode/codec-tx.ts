// Transaction and message models of @tvmscan/codec, read from their modules until the package entry
// point exports them.

export { accountStatus, loadAccount } from '../../../../packages/codec/src/models/account';
export type { MsgAddress } from '../../../../packages/codec/src/models/address';
export { loadMessage } from '../../../../packages/codec/src/models/message';
export { type LoadedTransaction, loadTransaction } from '../../../../packages/codec/src/models/transaction';
