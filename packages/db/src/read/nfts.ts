// Collections and NFTs read side: lists newest first by key (1100-token-read-indexes), one collection,
// one NFT with a page of its events, the NFT of a collection by id, and accounts by code hash (the
// spec's "chain reads for NFTs", answered from what the indexer read from the contracts).
import type { Account, Collection, CollectionResponse, Nft, NftEvent } from '@tvmscan/api-schema';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../schema';
import type { StoredNft, StoredNftCollection, StoredNftEvent } from '../token-schema';
import { toAccount } from './accounts';
import { hex, hexOrNull, parseRawAddress, rawAddress, rawAddressOrNull, u32, u32OrNull } from './format';
import { type KeyColumn, keysetPage, type Page, type PageRequest } from './keyset';
import { readTokenCounters } from './tokens';

type Created = { created_lt: string | null; workchain: number; address: Buffer };
/**
 * A row of unknown creation (created_lt null) is keyed -1: below every known lt (creation lts are
 * positive), so newest first lists it after all the known ones. The -1 is in the SQL text, not bound,
 * so the expression is the one the index holds (1900-accounts-code-hash-key).
 */
const createdOrUnknown = sql`COALESCE(created_lt, -1)`;
/**
 * Newest first by creation, then (workchain, address). By default the key is created_lt itself, for
 * lists whose rows all know their creation; `unknownLast` keys rows by COALESCE(created_lt, -1) so the
 * rows of unknown creation are listed too, last, by (workchain, address) among themselves.
 */
const createdKey = <R extends Created>(unknownLast = false): KeyColumn<R>[] => [
  unknownLast
    ? { ref: 'created_lt', expr: createdOrUnknown, kind: 'int8', of: (r) => r.created_lt ?? '-1' }
    : { ref: 'created_lt', kind: 'int8', of: (r) => r.created_lt ?? '0' },
  { ref: 'workchain', kind: 'int8', of: (r) => String(r.workchain) },
  { ref: 'address', kind: 'bytea', of: (r) => hex(r.address) },
];

/** TIP-4.2.2: where the metadata came from and when it was read. */
const metadataSource = (r: StoredNftCollection | StoredNft) => ({
  metadataUrl: r.metadata_url,
  metadataFetchedAt: u32OrNull(r.metadata_fetched_at),
});

function toCollection(r: StoredNftCollection): Collection {
  return {
    address: rawAddress(r.workchain, r.address),
    json: r.json,
    name: r.name,
    description: r.description,
    preview: r.preview,
    externalUrl: r.external_url,
    ...metadataSource(r),
    supportedInterfaces: r.interfaces,
    ownerAddress: rawAddressOrNull(r.owner_workchain, r.owner),
    createdAt: u32OrNull(r.created_at),
    itemsCount: Number(r.items_count),
    totalSupply: r.total_supply,
    nftCodeHash: hexOrNull(r.nft_code_hash),
    codeHash: hex(r.code_hash),
    updatedAt: u32(r.updated_at),
  };
}

function toNft(r: StoredNft): Nft {
  return {
    address: rawAddress(r.workchain, r.address),
    id: r.nft_id,
    collection: rawAddress(r.collection_workchain, r.collection),
    ownerAddress: rawAddress(r.owner_workchain, r.owner),
    managerAddress: rawAddress(r.manager_workchain, r.manager),
    json: r.json,
    name: r.name,
    description: r.description,
    preview: r.preview,
    externalUrl: r.external_url,
    ...metadataSource(r),
    supportedInterfaces: r.interfaces,
    codeHash: hex(r.code_hash),
    createdAt: u32OrNull(r.created_at),
    updatedAt: u32(r.updated_at),
    burned: r.burned,
    multiTokenSupply: r.multi_token_supply,
    royaltyAddress: rawAddressOrNull(r.royalty_workchain, r.royalty_receiver),
    royaltyBasisPoints: r.royalty_bp,
    multiTokenWalletCodeHash: hexOrNull(r.multi_token_wallet_code_hash),
  };
}

function toNftEvent(r: StoredNftEvent): NftEvent {
  return {
    transactionHash: hex(r.tx_hash),
    lt: r.lt,
    time: u32(r.time),
    kind: r.kind,
    oldAddress: rawAddress(r.old_workchain, r.old),
    newAddress: rawAddress(r.new_workchain, r.new),
  };
}

export async function listCollections(db: Kysely<Schema>, page: PageRequest): Promise<Page<Collection>> {
  return keysetPage(
    db.selectFrom('nft_collections').selectAll(),
    createdKey<StoredNftCollection>(),
    page,
    toCollection,
  );
}

export async function countCollections(db: Kysely<Schema>): Promise<number> {
  return (await readTokenCounters(db, ['collections_total'])).collections_total;
}

/** One collection, with the highest NFT id seen (VEP-1155's last token id; one step down nfts_collection_id). */
export async function getCollection(db: Kysely<Schema>, raw: string): Promise<CollectionResponse | null> {
  const { workchain, address } = parseRawAddress(raw);
  const r = await db
    .selectFrom('nft_collections as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('nfts as n')
        .select('n.nft_id')
        .whereRef('n.collection_workchain', '=', 'c.workchain')
        .whereRef('n.collection', '=', 'c.address')
        .orderBy('n.nft_id', 'desc')
        .limit(1)
        .as('last_token_id'),
    )
    .where('c.workchain', '=', workchain)
    .where('c.address', '=', address)
    .executeTakeFirst();
  return r ? { ...toCollection(r), lastTokenId: r.last_token_id } : null;
}

export interface NftsFilter {
  collection?: string;
  owner?: string;
}

/** Which cursor list an NFT filter pages in. */
export const nftsListName = (f: NftsFilter): string => (f.collection ? 'nfts:collection' : 'nfts:owner');

/** NFTs of a collection (burned ones included, flagged) or held by an owner, newest first. */
export async function listNfts(db: Kysely<Schema>, f: NftsFilter, page: PageRequest): Promise<Page<Nft>> {
  let q = db.selectFrom('nfts').selectAll();
  if (f.collection) {
    const c = parseRawAddress(f.collection);
    q = q.where('collection_workchain', '=', c.workchain).where('collection', '=', c.address);
  }
  if (f.owner) {
    const o = parseRawAddress(f.owner);
    q = q
      .where('owner_workchain', '=', o.workchain)
      .where('owner', '=', o.address)
      .where('burned', '=', false);
  }
  return keysetPage(q, createdKey<StoredNft>(), page, toNft);
}

export async function getNft(db: Kysely<Schema>, raw: string): Promise<Nft | null> {
  const { workchain, address } = parseRawAddress(raw);
  const r = await db
    .selectFrom('nfts')
    .selectAll()
    .where('workchain', '=', workchain)
    .where('address', '=', address)
    .executeTakeFirst();
  return r ? toNft(r) : null;
}

/** The NFT a collection's nftAddress(id) getter names, if indexed. */
export async function getNftById(db: Kysely<Schema>, collection: string, id: string): Promise<Nft | null> {
  const c = parseRawAddress(collection);
  const r = await db
    .selectFrom('nfts')
    .selectAll()
    .where('collection_workchain', '=', c.workchain)
    .where('collection', '=', c.address)
    .where('nft_id', '=', id)
    .executeTakeFirst();
  return r ? toNft(r) : null;
}

const EVENT_KEY: KeyColumn<StoredNftEvent>[] = [
  { ref: 'lt', kind: 'int8', of: (r) => r.lt },
  { ref: 'tx_hash', kind: 'bytea', of: (r) => hex(r.tx_hash) },
  { ref: 'idx', kind: 'int8', of: (r) => String(r.idx) },
];

/** Events of one NFT, newest first. */
export async function listNftEvents(
  db: Kysely<Schema>,
  raw: string,
  page: PageRequest,
): Promise<Page<NftEvent>> {
  const { workchain, address } = parseRawAddress(raw);
  const q = db
    .selectFrom('nft_events')
    .selectAll()
    .where('nft_workchain', '=', workchain)
    .where('nft', '=', address);
  return keysetPage(q, EVENT_KEY, page, toNftEvent);
}

type CodeAccountRow = Parameters<typeof toAccount>[0] & { created_lt: string | null };
const CODE_ACCOUNT_KEY = createdKey<CodeAccountRow>(true);

/**
 * Accounts running a code, newest first, then those whose creation is unknown (zero-state accounts, or
 * accounts first seen mid-chain): every account the counter accounts_code:<hex> counts. One range of
 * accounts_code_hash_key (code_hash, COALESCE(created_lt, -1), workchain, address) INCLUDE (created_lt).
 */
export async function listAccountsByCodeHash(
  db: Kysely<Schema>,
  codeHash: string,
  page: PageRequest,
): Promise<Page<Account>> {
  const q = db
    .selectFrom('accounts')
    .select([
      'workchain',
      'address',
      'balance',
      'status',
      'code_hash',
      'created_at',
      'created_lt',
      'creator_workchain',
      'creator_address',
      'updated_at',
    ])
    .where('code_hash', '=', Buffer.from(codeHash, 'hex'));
  return keysetPage(q, CODE_ACCOUNT_KEY, page, toAccount);
}
