// Read side of the explorer: one function per API call, plain `(db, args)`, keyset-paged, returning
// the wire shapes of @tvmscan/api-schema. Shared by the api (and anything else that reads).
export {
  type AccountOrdering,
  type AccountsFilter,
  countAccounts,
  countAccountsByCodeHash,
  getAccount,
  getAccountState,
  getAccountStateBoc,
  listAccountStates,
  listAccounts,
} from './accounts';
export {
  type BlockId,
  type BlocksFilter,
  blockMessageCount,
  blocksOfMasterchainBlock,
  countBlocks,
  getBlock,
  listBlocks,
  nextBlocks,
} from './blocks';
export {
  type ContractOf,
  messageCell,
  messageContracts,
  transactionContracts,
  type WithBody,
} from './contracts';
export {
  getElectionsBonuses,
  getElectionsConfig,
  getElectionsState,
  getElectorElection,
  listElectionMembers,
} from './elections';
export {
  type EmulatedTransaction,
  type EmulationAccount,
  type EmulationConfig,
  emulatedTransaction,
  emulationAccount,
  emulationConfig,
} from './emulation';
export { accountState } from './format';
export { EMPTY_PAGE, KeysetError, type Page, type PageRequest } from './keyset';
export {
  countMessages,
  type FoundMessage,
  getMessage,
  getMessageBoc,
  getMessageOccurrences,
  getMessageTree,
  listMessages,
  type MessagesFilter,
} from './messages';
export * from './multi-tokens';
export { getKeyBlockConfig } from './network-config';
export * from './nfts';
export { listPoolHours, type PoolHour } from './pool-hours';
export { listPoolsWithDecimals, type PoolWithDecimals } from './pools';
/** Register in packages/db/src/migrations/index.ts after the core migrations. */
export { emptySearch, searchById } from './search';
export { getShardLayout } from './shards';
export { type ChartMetric, type ChartRange, chartSeries, getStats, getTotalSupply, getTps10m } from './stats';
export * from './tokens';
export {
  accountsTouched,
  countTransactions,
  type FoundTransaction,
  getTransaction,
  getTransactionBoc,
  listTransactions,
  type TransactionsFilter,
  transactionsByMessages,
  transactionsOfMasterchainBlock,
} from './transactions';
export { bonusShare, getValidatorSet, listValidators, weightPercent } from './validators';
export { getVerifiedContract, listVerifiedContracts } from './verified-contracts';
