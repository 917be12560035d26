// The API's values without their validators, for code that must not load zod (the web app's bundle):
// the route table's methods and paths, page sizes and limits, enum lists and id patterns. The zod
// schemas of this package are built on these same values (`z.enum(MESSAGE_TYPES)`, `.regex(HASH_PATTERN)`,
// `{ ...endpoints.block, … }`), so each is written once. Imports nothing.

// ── the route table: method and path of every call (./routes adds the schemas) ───────────────────
export const endpoints = {
  config: { method: 'GET', path: '/api/config' },
  stats: { method: 'GET', path: '/api/explorer/stats' },
  transactions10m: { method: 'POST', path: '/api/explorer/stats/transactions_10m' },
  transactionsChart: { method: 'POST', path: '/api/explorer/stats/transactions' },
  messagesChart: { method: 'POST', path: '/api/explorer/stats/messages' },
  accountsChart: { method: 'POST', path: '/api/explorer/stats/accounts' },
  activeAccountsChart: { method: 'POST', path: '/api/explorer/stats/accounts/active' },
  blocksList: { method: 'POST', path: '/api/explorer/blocks/list' },
  block: { method: 'POST', path: '/api/explorer/blocks' },
  nextBlocks: { method: 'POST', path: '/api/explorer/blocks/next' },
  transactionsList: { method: 'POST', path: '/api/explorer/transactions/list' },
  transaction: { method: 'POST', path: '/api/explorer/transactions' },
  messagesList: { method: 'POST', path: '/api/explorer/messages/list' },
  message: { method: 'POST', path: '/api/explorer/messages' },
  accountsList: { method: 'POST', path: '/api/explorer/accounts/list' },
  account: { method: 'POST', path: '/api/explorer/accounts' },
  convertAddress: { method: 'POST', path: '/api/explorer/convert_address' },
  search: { method: 'POST', path: '/api/explorer/search' },
  tokenActiveAddresses: { method: 'GET', path: '/api/tokens/v1/address/active/:root' },
  tokenBalancesSearch: { method: 'POST', path: '/api/tokens/v1/balances/search' },
  tokenBalancesCount: { method: 'POST', path: '/api/tokens/v1/balances/count' },
  tokenBalancesSnapshot: { method: 'POST', path: '/api/tokens/v1/balances/snapshot' },
  tokenTransactionsSearch: { method: 'POST', path: '/api/tokens/v1/transactions/search' },
  tokenTransactionsCount: { method: 'POST', path: '/api/tokens/v1/transactions/count' },
  tokenRootByAddress: { method: 'GET', path: '/api/tokens/v1/root_contract/root_address/:address' },
  tokenRootWallet: { method: 'GET', path: '/api/tokens/v1/root_contract/:rootAddress/address/:address' },
  tokenRootsBySymbol: { method: 'GET', path: '/api/tokens/v1/root_contract/symbol_substring/:substring' },
  tokenRootsSearch: { method: 'POST', path: '/api/tokens/v1/root_contract/search' },
  tokenSupply: { method: 'GET', path: '/api/tokens/v1/root_contract/supply/:address' },
  tokenStats: { method: 'POST', path: '/api/tokens/v1/stats/search' },
  tokenHoldersCsv: { method: 'GET', path: '/api/tokens/v1/export/holders.csv' },
  tokenBalancesCsv: { method: 'GET', path: '/api/tokens/v1/export/balances.csv' },
  tokensCsv: { method: 'GET', path: '/api/tokens/v1/export/tokens.csv' },
  collectionsList: { method: 'POST', path: '/api/explorer/collections/list' },
  collectionsCount: { method: 'POST', path: '/api/explorer/collections/count' },
  collection: { method: 'POST', path: '/api/explorer/collections' },
  nftsList: { method: 'POST', path: '/api/explorer/nfts/list' },
  nft: { method: 'POST', path: '/api/explorer/nfts' },
  nftById: { method: 'POST', path: '/api/explorer/nfts/by_id' },
  multiTokenWallets: { method: 'POST', path: '/api/explorer/multi_tokens/wallets' },
  multiTokenWallet: { method: 'POST', path: '/api/explorer/multi_tokens/wallet' },
  multiTokenEvents: { method: 'POST', path: '/api/explorer/multi_tokens/events' },
  accountsByCodeHash: { method: 'POST', path: '/api/explorer/accounts/by_code_hash' },
  accountsByCodeHashCount: { method: 'POST', path: '/api/explorer/accounts/by_code_hash/count' },
  collectionsCsv: { method: 'GET', path: '/api/explorer/export/collections.csv' },
  electionsConfig: { method: 'GET', path: '/api/explorer/elections/config' },
  electionsState: { method: 'GET', path: '/api/explorer/elections/state' },
  electionsBonuses: { method: 'GET', path: '/api/explorer/elections/bonuses' },
  currentValidatorsTop: { method: 'GET', path: '/api/explorer/elections/current-validators-top' },
  electionParticipants: { method: 'POST', path: '/api/explorer/elections/participants' },
  validatorsList: { method: 'POST', path: '/api/explorer/validators/list' },
  keyBlockConfig: { method: 'POST', path: '/api/explorer/blocks/key-block-config' },
  shardLayout: { method: 'GET', path: '/api/explorer/shards' },
  blocksCount: { method: 'POST', path: '/api/explorer/blocks/count' },
  transactionsCount: { method: 'POST', path: '/api/explorer/transactions/count' },
  messagesCount: { method: 'POST', path: '/api/explorer/messages/count' },
  accountsCount: { method: 'POST', path: '/api/explorer/accounts/count' },
  blockMessageCount: { method: 'POST', path: '/api/explorer/blocks/messages-count' },
  accountState: { method: 'POST', path: '/api/explorer/accounts/state' },
  accountStates: { method: 'POST', path: '/api/explorer/accounts/states' },
  transactionRaw: { method: 'POST', path: '/api/explorer/transactions/raw' },
  messageRaw: { method: 'POST', path: '/api/explorer/messages/raw' },
  messageTree: { method: 'POST', path: '/api/explorer/messages/tree' },
  messageOccurrences: { method: 'POST', path: '/api/explorer/messages/occurrences' },
  messageParsed: { method: 'POST', path: '/api/explorer/messages/parsed' },
  messageEmulate: { method: 'POST', path: '/api/explorer/messages/emulate' },
  transactionParsed: { method: 'POST', path: '/api/explorer/transactions/parsed' },
  // The verification service's spelling of the two above (spec §7): aliases answered by the same
  // handlers, mounted by the API beside the service's own routes.
  verifyParsedMessage: { method: 'GET', path: '/api/verify/parse/message/:id' },
  verifyParsedTransaction: { method: 'GET', path: '/api/verify/parse/transaction/:id' },
  transactionEvents: { method: 'POST', path: '/api/explorer/transactions/events' },
  transactionsByMessages: { method: 'POST', path: '/api/explorer/v1/transactions/search' },
  totalSupply: { method: 'POST', path: '/api/explorer/stats/total_supply' },
  time: { method: 'GET', path: '/api/explorer/time' },
  blocksCsv: { method: 'GET', path: '/api/explorer/export/blocks.csv' },
  transactionsCsv: { method: 'GET', path: '/api/explorer/export/transactions.csv' },
  messagesCsv: { method: 'GET', path: '/api/explorer/export/messages.csv' },
  accountsCsv: { method: 'GET', path: '/api/explorer/export/accounts.csv' },
  validatorsCsv: { method: 'GET', path: '/api/explorer/export/validators.csv' },
  verifiedContract: { method: 'GET', path: '/api/explorer/contracts/by_code_hash/:codeHash' },
} as const;

export type EndpointName = keyof typeof endpoints;

/** Path of the Server-Sent Events stream (events in ./live). */
export const LIVE_PATH = '/api/explorer/live';

// ── page sizes and limits ─────────────────────────────────────────────────────────────────────
/** Largest page any list serves. */
export const PAGE_SIZE_MAX = 100;
/** Default page sizes (spec §9): 20 for lists, 10 for tabs and sub-lists. */
export const PAGE_SIZES = { list: 20, tab: 10 } as const;
/**
 * Deepest row an `offset` may start at. An offset page is found by walking the list's own index from
 * its start (keys only) to that row, then reading one keyset page from there, so its cost grows with
 * the offset: beyond this, page with the cursors (`nextCursor`), which cost the same at any depth.
 */
export const OFFSET_MAX = 10_000;
/** Most accounts one include or exclude filter names. */
export const ADDRESS_FILTER_MAX = 50;
/**
 * A count: exact when an indexer-maintained counter answers the filter; otherwise the rows are walked
 * along an index up to COUNT_CAP and `exact` is false when more exist ("at least `count`").
 */
export const COUNT_CAP = 1_000;
/** Most rows one export streams (a file cut there says so in its last line); narrow the filter for more. */
export const CSV_MAX_ROWS = 10_000;
/** At most this many messages per tree; `truncated` says the chain goes on. */
export const MESSAGE_TREE_MAX = 500;
/** At most this many bars per chart request: 83 days hourly, or 5 years daily. */
export const CHART_MAX_POINTS = 2000;
/** Longest message (base64 BOC, 36 KiB of bytes) a dry run takes, inside the API's 64 KiB body limit: a
 *  contract call is a few hundred bytes; a deployment carries code, rarely more than 20 KiB. */
export const EMULATE_BOC_MAX_CHARS = 49_152;
/** Dry runs one client may have running or waiting at once (spec §7: a few at a time per client). */
export const EMULATE_PER_CLIENT = 2;
/** Longest cursor the API issues or accepts. */
export const CURSOR_MAX_LENGTH = 512;

// ── enum lists (spec §3) ─────────────────────────────────────────────────────────────────────
export const ACCOUNT_STATES = ['NonExist', 'Uninit', 'Active', 'Frozen', 'Deleted'] as const;
export const MESSAGE_TYPES = ['Internal', 'ExternalIn', 'ExternalOut'] as const;
export const TRANSACTION_TYPES = [
  'Ordinary',
  'Storage',
  'TickTock',
  'SplitPrepare',
  'SplitInstall',
  'MergePrepare',
  'MergeInstall',
] as const;
/** Spec §3 "Sort order": descending (newest, largest first) by default. */
export const SORT_DIRECTIONS = ['desc', 'asc'] as const;
/** Spec §3 "Block sort": by generation time (the default) or by seqno. */
export const BLOCK_ORDERINGS = ['genUtime', 'seqno'] as const;
/** Spec §3 "Transaction sort": by time (the default) or by balance change. */
export const TRANSACTION_ORDERINGS = ['time', 'balanceChange'] as const;
/** Spec §3 "Message sort": by transaction time (the default) or by value (value-carrying messages). */
export const MESSAGE_ORDERINGS = ['transactionTime', 'messageValue'] as const;
export const ACCOUNT_ORDERINGS = ['balance', 'createdAt', 'updatedAt'] as const;
export const VALIDATOR_SET_KINDS = ['previous', 'current', 'next'] as const;
/** §4: waiting until (end − startBefore), open until (end − endBefore), then closed. */
export const ELECTIONS_STATUSES = ['waiting', 'open', 'closed'] as const;
/** Token list filter of the tokens page: trusted tokens, the others, or both. */
export const TOKEN_FILTERS = ['all', 'trusted', 'custom'] as const;
/** Send is what the spec shows as "transfer". */
export const TOKEN_TX_KINDS = [
  'Mint',
  'Burn',
  'Send',
  'Receive',
  'SendCancellation',
  'BurnCancellation',
] as const;
export const NFT_EVENT_KINDS = ['NftCreated', 'OwnerChanged', 'ManagerChanged', 'NftBurned'] as const;
/** VEP-1155 events, spelled as the standard's event names (MultiTokenTransfered included). */
export const MULTI_TOKEN_EVENT_KINDS = [
  'MultiTokenCreated',
  'MultiTokenBurned',
  'MultiTokenWalletCreated',
  'MultiTokenTransfered',
] as const;

// ── id patterns ──────────────────────────────────────────────────────────────────────────────
/** 256-bit hash: 64 hex digits, either case (answered lowercase). */
export const HASH_PATTERN = /^[0-9a-fA-F]{64}$/;
/** Raw address `[workchain]:64-hex`, the workchain an int8 (no workchain: 0). */
export const RAW_ADDRESS_PATTERN = /^(-?\d{1,3})?:[0-9a-fA-F]{64}$/;
/** Shard id as 16 hex digits (never all zeros). */
export const SHARD_ID_PATTERN = /^[0-9a-fA-F]{16}$/;
/** Opaque signed keyset cursor as the API issues them. */
export const CURSOR_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

// ── verification service (spec §7 "Verification service", decision 0042) ───────────────────
/** Where the service is mounted by `tvmscan dev` and `serve`, and the web app's default base. */
export const VERIFY_BASE = '/api/verify';
/** Every compile source path sits under this directory (spec §5 "Compile submit"). */
export const VERIFY_SOURCE_ROOT = 'contracts/src';
export const VERIFY_LIMITS = {
  /** A compile request's body, bytes (its own limit: the API's is 64 KiB). */
  bodyBytes: 2 * 1024 * 1024,
  files: 100,
  /** One source file's content, UTF-16 code units counted as the body's characters. */
  fileBytes: 256 * 1024,
  /** A source path, characters. */
  pathLength: 512,
  flags: 16,
  flagLength: 128,
  /** `/info/list`: the far end of its offset, and its largest page. */
  listOffsetMax: 10_000,
  listLimitMax: 100,
  /** Compiles waiting behind the running one; one more answers 429. */
  queue: 8,
} as const;
export const VERIFY_SOURCE_TYPES = ['CompileTarget', 'VerifyTarget', 'Dependency'] as const;
export const COMPILER_LANGUAGES = ['func', 'tolk', 'solidity'] as const;
/** Source extensions each language's compiler takes (spec §5 keeps .sol; TVM Solidity also uses .tsol). */
export const SOURCE_EXTENSIONS = {
  func: ['.fc', '.func'],
  tolk: ['.tolk'],
  solidity: ['.sol', '.tsol'],
} as const;
/** An ABI sent beside a FunC or Tolk target: `<target name>.abi.json`, a Dependency. */
export const ABI_EXTENSION = '.abi.json';

// ── sign-in and the Admin API (decisions 0044, 0045) ───────────────────────────────────────
/** Where `tvmscan dev` and `serve` mount the Admin API, and the web app's default base. */
export const ADMIN_API_BASE = '/api/admin';
/** Where they mount the embedded OpenID provider. */
export const IDENTITY_BASE = '/oidc';
/** The sign-in and registration screens' bounds (apps/identity checks them too). */
export const IDENTITY_LIMITS = {
  /** Spec §5: an email is at most 127 characters. */
  emailLength: 127,
  /** NIST SP 800-63B: at least 8 characters, and long passphrases allowed. */
  passwordMinLength: 8,
  passwordMaxLength: 128,
  /** An interaction id as oidc-provider makes them (nanoid, 21 characters), with room to spare. */
  uidLength: 64,
  /** Sign-in and registration bodies are a few hundred bytes. */
  bodyBytes: 4096,
} as const;

// ── token ownership and asset updates (spec §3 "Token update form", §5 "Token update", §9) ──────────
/** Spec §5 and §9: the bounds of an asset update, counted in characters. */
export const TOKEN_ASSET_LIMITS = {
  nameLength: 127,
  sectorLength: 127,
  urlLength: 127,
  emailLength: 127,
  descriptionLength: 4096,
  /** The logo: an SVG as base64, at most this many characters. */
  logoLength: 100_000,
  /** A reviewer's rejection reason. */
  reasonLength: 4096,
  /** My tokens, the admin's assets tables and the proposals lists (spec §9: 10). */
  pageSize: 10,
  /** The largest page and offset an asset list takes: the lists are a person's tokens or a queue. */
  pageSizeMax: 50,
  offsetMax: 10_000,
} as const;
/** Spec §7 "Wallet and chain calls": what the ownership `verify` call attaches, in nano-units, bounce on. */
export const OWNERSHIP_VERIFY_AMOUNT = '50000000';
/** The social links of an asset update, in the order the form shows them (spec §3). */
export const TOKEN_SOCIAL_KEYS = [
  'whitepaper_url',
  'github_url',
  'telegram_url',
  'wechat_url',
  'linkedin_url',
  'discord_url',
  'medium_url',
  'reddit_url',
  'slack_url',
  'facebook_url',
  'twitter_url',
] as const;
export type TokenSocialKey = (typeof TOKEN_SOCIAL_KEYS)[number];
/** Spec §4 "Proposal review status". */
export const PROPOSAL_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
/** Spec §8 and §7: the texts the ownership and vote calls answer with. */
export const TOKEN_ASSET_MESSAGES = {
  notOwner: 'You are not the owner of the token.',
  activeFromRequired: 'Active from must be defined',
} as const;

/**
 * Spec §3: the official email is on the project's own domain — the website's host or a parent of it
 * (`team@example.org` for `https://app.example.org`), never a bare top-level domain. Both sides check it.
 */
export function emailOnProjectDomain(email: string, website: string): boolean {
  let host: string;
  try {
    host = new URL(website).hostname.toLowerCase();
  } catch {
    return false;
  }
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domain.includes('.') && (host === domain || host.endsWith(`.${domain}`));
}

/**
 * The ownership verifier's ABI (spec §7 "Wallet and chain calls"): the one call a token owner's wallet
 * sends it, `verify(root, userHash)`, userHash the SHA-256 of the UTF-8 bytes of the signed-in
 * account's `sub`. The contract (packages/localnet/contracts/ownership-verifier.fc) takes it and keeps
 * nothing; the Admin API reads the call back from the indexed transaction.
 */
export const OWNERSHIP_VERIFIER_ABI = {
  'ABI version': 2,
  version: '2.3',
  header: ['time', 'expire'],
  functions: [
    {
      name: 'verify',
      inputs: [
        { name: 'root', type: 'address' },
        { name: 'userHash', type: 'uint256' },
      ],
      outputs: [],
    },
  ],
  data: [],
  events: [],
  fields: [],
} as const;
// ── USD prices (spec §7 "Other services", decision 0048) ──────────────────────────────────────
/** Where the API serves the DEX call, and the web app's default DEX base. */
export const DEX_API_BASE = '/api/dex';
/** The call's path under the DEX base. */
export const PRICES_PATH = '/currencies_usdt_prices';
/** Addresses one call may ask for. */
export const PRICES_MAX_ADDRESSES = 100;
/** A token's hourly USD prices under the DEX base (tvmscan's own DEX API; not a call of the spec's). */
export const PRICE_HISTORY_PATH = '/price_history/:root';
/** Hours the price history answers: the last week's. */
export const PRICE_HISTORY_HOURS = 168;

// ── community token lists (spec §3 "Token list", §5 "Token list form", "Add or propose a token", §9) ──
/** Spec §5 and §9: the bounds of a token list and of the calls on it, counted in characters. */
export const TOKEN_LIST_LIMITS = {
  /** The list's ID (url): latin letters and digits. */
  urlMinLength: 4,
  urlMaxLength: 127,
  nameLength: 127,
  descriptionLength: 4096,
  /** The icon: an SVG as base64, at most this many characters. */
  logoLength: 100_000,
  /** Manager emails per list, and each email's length. */
  managersMax: 20,
  emailLength: 127,
  /** Tokens one add, remove, proposal or approval call names. */
  tokensPerCall: 50,
  /** Tokens a list holds (its manifest is one file a wallet downloads whole). */
  tokensMax: 1000,
  /** Entries one ordering call sets. */
  orderingMax: 1000,
  /** Token lists and My token lists (spec §9: 20); a list's tokens and its proposals (10). */
  pageSize: 20,
  tokensPageSize: 10,
  pageSizeMax: 100,
  offsetMax: 10_000,
  /** Counts stop here (a count is a page's worth of rows read, never the whole table). */
  countMax: 10_000,
} as const;
/** The built-in list of approved tokens: its id and url; nobody edits it (spec §3). */
export const SYSTEM_TOKEN_LIST = 'system';
/** The ID (url) field's pattern (spec §5: latin letters and digits, 4–127). */
export const TOKEN_LIST_URL_PATTERN = /^[A-Za-z0-9]{4,127}$/;
/** Spec §8: what a refused add or proposal answers, shown by the web in its error alert. */
export const TOKEN_LIST_MESSAGES = {
  notSubmitted: 'Token was not submitted for verification.',
  alreadyAdded: 'Token already added.',
  declined: 'Token declined.',
  notVerified: 'Token not verified.',
} as const;
