// Read side of the explorer: one function per API call, plain `(db, args)`, keyset-paged, returning
// the wire shapes of @tvmscan/api-schema. Shared by the api (and anything else that reads).
export { type AccountOrdering, type AccountsFilter, getAccount, listAccounts } from './accounts';
export { type BlockId, type BlocksFilter, blocksOfMasterchainBlock, getBlock, listBlocks } from './blocks';
export { type ChartMetric, type ChartRange, chartSeries } from './charts';
export { type ContractOf, messageContracts, transactionContracts } from './contracts';
export { accountState } from './format';
export { EMPTY_PAGE, KeysetError, type Page, type PageRequest } from './keyset';
export { type FoundMessage, getMessage, listMessages, type MessagesFilter } from './messages';
export * from './network';
export {
  electionsConfigOf,
  getKeyBlockConfig,
  latestSnapshot,
  paramValues,
  stakeParamsOf,
  validatorCountOf,
} from './network-config';
export * from './nfts';
/** Register in packages/db/src/migrations/index.ts after the core migrations. */
export { emptySearch, searchById } from './search';
export { getStats, getTps10m } from './stats';
export * from './tokens';
export {
  type FoundTransaction,
  getTransaction,
  listTransactions,
  type TransactionsFilter,
  transactionsOfMasterchainBlock,
} from './transactions';
export {
  bonusShare,
  getElectionsState,
  getElectorElection,
  getValidatorSet,
  listElectionMembers,
  listValidators,
  weightPercent,
} from './validators';
export { getVerifiedContract } from './verified-contracts';
