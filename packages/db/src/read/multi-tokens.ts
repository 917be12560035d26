// VEP-1155 read side: the wallets of an owner or of a token, and the events of a collection or of one of
// its tokens, each paged by key in the order of an index of 1800-multi-token-indexes. The tokens
// themselves are NFTs (./nfts) and their collections are collections.
import type { MultiTokenEvent, MultiTokenWallet } from '@tvmscan/api-schema';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../schema';
import type { StoredMultiTokenEvent } from '../token-schema';
import { hex, parseRawAddress, rawAddress, rawAddressOrNull, u32 } from './format';
import { type KeyColumn, keysetPage, type Page, type PageRequest } from './keyset';

function walletsQuery(db: Kysely<Schema>) {
  return db
    .selectFrom('multi_token_wallets as w')
    .leftJoin('nfts as n', (j) =>
      j.onRef('n.workchain', '=', 'w.nft_workchain').onRef('n.address', '=', 'w.nft'),
    )
    .select([
      'w.workchain',
      'w.address',
      'w.nft_id',
      'w.collection_workchain',
      'w.collection',
      'w.owner_workchain',
      'w.owner',
      'w.nft_workchain',
      'w.nft',
      'w.balance',
      'w.code_hash',
      'w.updated_at',
      'w.last_tx_lt',
      'n.name',
    ]);
}
type WalletRow = Awaited<ReturnType<ReturnType<typeof walletsQuery>['executeTakeFirstOrThrow']>>;

function toWallet(r: WalletRow): MultiTokenWallet {
  return {
    address: rawAddress(r.workchain, r.address),
    id: r.nft_id,
    collection: rawAddress(r.collection_workchain, r.collection),
    ownerAddress: rawAddress(r.owner_workchain, r.owner),
    nftAddress: rawAddressOrNull(r.nft_workchain, r.nft),
    name: r.name,
    balance: r.balance,
    codeHash: hex(r.code_hash),
    updatedAt: u32(r.updated_at),
  };
}

const walletTail: KeyColumn<WalletRow>[] = [
  { ref: 'w.workchain', kind: 'int8', of: (r) => String(r.workchain) },
  { ref: 'w.address', kind: 'bytea', of: (r) => hex(r.address) },
];
/** A token's holders, largest balance first (multi_token_wallets_token). */
const HOLDER_KEY: KeyColumn<WalletRow>[] = [
  { ref: 'w.balance', kind: 'numeric', of: (r) => r.balance },
  ...walletTail,
];
/** An owner's wallets, most recently moved first (multi_token_wallets_owner). */
const OWNER_KEY: KeyColumn<WalletRow>[] = [
  { ref: 'w.last_tx_lt', kind: 'int8', of: (r) => r.last_tx_lt },
  ...walletTail,
];

export type MultiTokenWalletsFilter = { owner: string } | { collection: string; id: string };

/** Which cursor list a wallets filter pages in (its key differs with the filter). */
export const multiTokenWalletsListName = (f: MultiTokenWalletsFilter): string =>
  'owner' in f ? 'multi-token-wallets:owner' : 'multi-token-wallets:token';

/** Wallets holding tokens (a zero balance is not a holding): an owner's, or one token's holders. */
export async function listMultiTokenWallets(
  db: Kysely<Schema>,
  f: MultiTokenWalletsFilter,
  page: PageRequest,
): Promise<Page<MultiTokenWallet>> {
  const holding = walletsQuery(db).where(sql<boolean>`w.balance > 0`);
  if ('owner' in f) {
    const o = parseRawAddress(f.owner);
    const q = holding.where('w.owner_workchain', '=', o.workchain).where('w.owner', '=', o.address);
    return keysetPage(q, OWNER_KEY, page, toWallet);
  }
  const c = parseRawAddress(f.collection);
  const q = holding
    .where('w.collection_workchain', '=', c.workchain)
    .where('w.collection', '=', c.address)
    .where('w.nft_id', '=', f.id);
  return keysetPage(q, HOLDER_KEY, page, toWallet);
}

/** One wallet, emptied or not. */
export async function getMultiTokenWallet(db: Kysely<Schema>, raw: string): Promise<MultiTokenWallet | null> {
  const { workchain, address } = parseRawAddress(raw);
  const r = await walletsQuery(db)
    .where('w.workchain', '=', workchain)
    .where('w.address', '=', address)
    .executeTakeFirst();
  return r ? toWallet(r) : null;
}

function toEvent(r: StoredMultiTokenEvent): MultiTokenEvent {
  return {
    transactionHash: hex(r.tx_hash),
    lt: r.lt,
    time: u32(r.time),
    kind: r.kind,
    id: r.nft_id,
    walletAddress: rawAddressOrNull(r.wallet_workchain, r.wallet),
    ownerAddress: rawAddressOrNull(r.owner_workchain, r.owner),
    counterparty: rawAddressOrNull(r.counterparty_workchain, r.counterparty),
    count: r.count,
    balance: r.balance,
  };
}

const EVENT_KEY: KeyColumn<StoredMultiTokenEvent>[] = [
  { ref: 'lt', kind: 'int8', of: (r) => r.lt },
  { ref: 'tx_hash', kind: 'bytea', of: (r) => hex(r.tx_hash) },
  { ref: 'idx', kind: 'int8', of: (r) => String(r.idx) },
];

/** Events of a collection's tokens, or of one token when `id` is given; newest first. */
export async function listMultiTokenEvents(
  db: Kysely<Schema>,
  collection: string,
  id: string | undefined,
  page: PageRequest,
): Promise<Page<MultiTokenEvent>> {
  const c = parseRawAddress(collection);
  let q = db
    .selectFrom('multi_token_events')
    .selectAll()
    .where('collection_workchain', '=', c.workchain)
    .where('collection', '=', c.address);
  if (id !== undefined) q = q.where('nft_id', '=', id);
  return keysetPage(q, EVENT_KEY, page, toEvent);
}
