// Kysely table types of the token and NFT tables (migrations/0100-tokens.ts is the source of truth).
// Same conventions as ./schema: addresses are (workchain int4, bytea) pairs, amounts numeric and
// lt/time int8, both read back as decimal strings; contract-supplied text is stored verbatim.
import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { Bytes, Int8, Json, Numeric } from './column-types';

/** What a code hash was recognised as. */
export type ContractKind =
  | 'tip3_root'
  | 'tip3_wallet'
  | 'tip4_collection'
  | 'tip4_nft'
  | 'vep1155_wallet'
  | 'other';
export type TokenTxKind = 'Mint' | 'Burn' | 'Send' | 'Receive' | 'SendCancellation' | 'BurnCancellation';
export type NftEventKind = 'NftCreated' | 'OwnerChanged' | 'ManagerChanged' | 'NftBurned';
export type MultiTokenEventKind =
  | 'MultiTokenCreated'
  | 'MultiTokenBurned'
  | 'MultiTokenWalletCreated'
  | 'MultiTokenTransfered';

// Maintained by the write path only: never inserted by callers, updated by increments.
type Counter = ColumnType<string, never, string>;

export interface ContractInterfacesTable {
  code_hash: Bytes;
  kind: ContractKind;
  /** TIP-6 interface ids the code answered true to, 8 lowercase hex digits each. */
  interfaces: Json<string[]>;
}

export interface TokenRootsTable {
  workchain: number;
  address: Bytes;
  name: string;
  symbol: string;
  decimals: number;
  total_supply: Numeric;
  root_owner_workchain: number | null;
  root_owner: Bytes | null;
  standard: 'Tip3' | 'Jetton';
  code_hash: Bytes;
  /** Set by the operator (trusted manifest); the indexer never changes it. */
  trusted: ColumnType<boolean, never, boolean>;
  holders_count: Counter;
  transactions_count: Counter;
  created_at: Int8;
  created_lt: Int8;
  updated_at: Int8;
  last_tx_lt: Int8;
}

export interface TokenSymbolGramsTable {
  gram: string;
  workchain: number;
  address: Bytes;
}

export interface TokenWalletsTable {
  workchain: number;
  address: Bytes;
  owner_workchain: number;
  owner: Bytes;
  root_workchain: number;
  root: Bytes;
  balance: Numeric;
  code_hash: Bytes;
  transactions_count: Counter;
  updated_at: Int8;
  last_tx_lt: Int8;
}

export interface TokenOwnersTable {
  owner_workchain: number;
  owner: Bytes;
  tokens_count: Int8;
}

export interface TokenTransactionsTable {
  tx_hash: Bytes;
  workchain: number;
  wallet: Bytes;
  lt: Int8;
  time: Int8;
  kind: TokenTxKind;
  amount: Numeric;
  root_workchain: number;
  root: Bytes;
  owner_workchain: number | null;
  owner: Bytes | null;
  counterparty_owner_workchain: number | null;
  counterparty_owner: Bytes | null;
  counterparty_wallet_workchain: number | null;
  counterparty_wallet: Bytes | null;
}

export interface TokenTxRollupsTable {
  /** Start of the UTC day, unix seconds. */
  start_time: Int8;
  root_workchain: number;
  root: Bytes;
  kind: TokenTxKind;
  count: Int8;
  amount: Numeric;
}

/** Fields read from a contract's TIP-4.2 JSON metadata; `json` is the getter's string verbatim. With
 *  TIP-4.2.2 the same fields come from the document at `metadata_url`, as the fetcher last read it. */
interface Metadata {
  json: string | null;
  name: string | null;
  description: string | null;
  preview: string | null;
  external_url: string | null;
  /** TIP-4.2.2: the URL the getters gave (http or https); null for on-chain metadata. */
  metadata_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** Unix seconds from which the fetcher reads the URL (again); 0 when never read. */
  metadata_due_at: ColumnType<string, string | number | undefined, string | number>;
  /** Unix seconds the document was last read. */
  metadata_fetched_at: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  /** Why the last read failed (the fetcher's reason and message); null after a read that worked. */
  metadata_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NftCollectionsTable extends Metadata {
  workchain: number;
  address: Bytes;
  code_hash: Bytes;
  interfaces: Json<string[]>;
  owner_workchain: number | null;
  owner: Bytes | null;
  total_supply: Numeric | null;
  nft_code_hash: Bytes | null;
  items_count: Counter;
  created_at: Int8;
  created_lt: Int8;
  updated_at: Int8;
  last_tx_lt: Int8;
}

export interface NftsTable extends Metadata {
  workchain: number;
  address: Bytes;
  nft_id: Numeric;
  collection_workchain: number;
  collection: Bytes;
  owner_workchain: number;
  owner: Bytes;
  manager_workchain: number;
  manager: Bytes;
  code_hash: Bytes;
  interfaces: Json<string[]>;
  burned: ColumnType<boolean, boolean | undefined, boolean>;
  /** VEP-1155: how many of this token exist (the NFT's multiTokenSupply); null for other NFTs. */
  multi_token_supply: Numeric | null;
  /** VEP-1155: who receives the token's royalty, and its share in basis points (royaltyInfo(10000)). */
  royalty_workchain: number | null;
  royalty_receiver: Bytes | null;
  royalty_bp: Numeric | null;
  /** VEP-1155: the code hash of the token's non-empty wallets (its collection's multiTokenCodeHash(id, false)). */
  multi_token_wallet_code_hash: Bytes | null;
  created_at: Int8;
  created_lt: Int8;
  updated_at: Int8;
  last_tx_lt: Int8;
}

export interface NftEventsTable {
  tx_hash: Bytes;
  /** Position of the event among the transaction's out messages. */
  idx: number;
  nft_workchain: number;
  nft: Bytes;
  lt: Int8;
  time: Int8;
  kind: NftEventKind;
  old_workchain: number;
  old: Bytes;
  new_workchain: number;
  new: Bytes;
}

/** VEP-1155: one owner's balance of one token of a multi-token collection. */
export interface MultiTokenWalletsTable {
  workchain: number;
  address: Bytes;
  nft_id: Numeric;
  collection_workchain: number;
  collection: Bytes;
  owner_workchain: number;
  owner: Bytes;
  /** The token's NFT (its collection's nftAddress(id)); null when the collection did not answer. */
  nft_workchain: number | null;
  nft: Bytes | null;
  balance: Numeric;
  code_hash: Bytes;
  updated_at: Int8;
  last_tx_lt: Int8;
}

/** VEP-1155 events: a collection's MultiTokenCreated and MultiTokenBurned, a wallet's
 *  MultiTokenWalletCreated and MultiTokenTransfered, each with the token it concerns. */
export interface MultiTokenEventsTable {
  tx_hash: Bytes;
  /** Position of the event among the transaction's out messages. */
  idx: number;
  lt: Int8;
  time: Int8;
  kind: MultiTokenEventKind;
  collection_workchain: number;
  collection: Bytes;
  nft_id: Numeric;
  /** The wallet the event is about: the one created or credited, the new token's first. */
  wallet_workchain: number | null;
  wallet: Bytes | null;
  /** The wallet's owner (for a transfer, the recipient). */
  owner_workchain: number | null;
  owner: Bytes | null;
  /** A transfer's sender (owner), or the creator of a new token. */
  counterparty_workchain: number | null;
  counterparty: Bytes | null;
  /** Tokens minted, burned, moved or held by a new wallet. */
  count: Numeric;
  /** A transfer recipient's balance after it. */
  balance: Numeric | null;
}

export interface TrustedTokensTable {
  workchain: number;
  address: Bytes;
}

export interface TokenTables {
  contract_interfaces: ContractInterfacesTable;
  trusted_tokens: TrustedTokensTable;
  token_roots: TokenRootsTable;
  token_symbol_grams: TokenSymbolGramsTable;
  token_wallets: TokenWalletsTable;
  token_owners: TokenOwnersTable;
  token_transactions: TokenTransactionsTable;
  token_tx_rollups: TokenTxRollupsTable;
  nft_collections: NftCollectionsTable;
  nfts: NftsTable;
  nft_events: NftEventsTable;
  multi_token_wallets: MultiTokenWalletsTable;
  multi_token_events: MultiTokenEventsTable;
}

export type ContractInterfacesRow = Insertable<ContractInterfacesTable>;
export type TokenRootRow = Insertable<TokenRootsTable>;
export type TokenWalletRow = Insertable<TokenWalletsTable>;
export type TokenTransactionRow = Insertable<TokenTransactionsTable>;
export type NftCollectionRow = Insertable<NftCollectionsTable>;
export type NftRow = Insertable<NftsTable>;
export type NftEventRow = Insertable<NftEventsTable>;
export type MultiTokenWalletRow = Insertable<MultiTokenWalletsTable>;
export type MultiTokenEventRow = Insertable<MultiTokenEventsTable>;
export type StoredTokenRoot = Selectable<TokenRootsTable>;
export type StoredTokenWallet = Selectable<TokenWalletsTable>;
export type StoredTokenTransaction = Selectable<TokenTransactionsTable>;
export type StoredNftCollection = Selectable<NftCollectionsTable>;
export type StoredNft = Selectable<NftsTable>;
export type StoredNftEvent = Selectable<NftEventsTable>;
export type StoredMultiTokenWallet = Selectable<MultiTokenWalletsTable>;
export type StoredMultiTokenEvent = Selectable<MultiTokenEventsTable>;
