// Read side of the explorer: one function per API call, plain `(db, args)`, keyset-paged, returning
// the wire shapes of @tvmscan/api-schema. Shared by the api (and anything else that reads).
export { type AccountOrdering, type AccountsFilter, getAccount, listAccounts } from './accounts';
export { type BlockId, type BlocksFilter, blocksOfMasterchainBlock, getBlock, listBlocks } from './blocks';
export { type ChartMetric, type ChartRange, chartSeries } from './charts';
export { KeysetError, type Page, type PageRequest } from './keyset';
export { getMessage, listMessages, type MessagesFilter } from './messages';
/** Register in packages/db/src/migrations/index.ts after the core migrations. */
export { emptySearch, searchById } from './search';
export { getStats, getTps10m } from './stats';
export {
  getTransaction,
  listTransactions,
  type TransactionsFilter,
  transactionsOfMasterchainBlock,
} from './transactions';
