// What the indexer's token derivation asks the database before it builds a TokenBatch: which code
// hashes are already classified (so each code is probed once) and which accounts are already known
// token wallets, NFTs or collections (for transactions whose account state is absent).
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../schema';
import type { ContractInterfacesRow } from '../token-schema';
import { chunked, hexKey } from './upserts';

/** Code hashes already classified, of those asked about (the derivation's cache). */
export async function knownContractKinds(
  db: Kysely<Schema>,
  codeHashes: Uint8Array[],
): Promise<Map<string, { kind: ContractInterfacesRow['kind']; interfaces: string[] }>> {
  const out = new Map<string, { kind: ContractInterfacesRow['kind']; interfaces: string[] }>();
  if (codeHashes.length === 0) return out;
  const rows = await db
    .selectFrom('contract_interfaces')
    .select(['code_hash', 'kind', 'interfaces'])
    .where(
      'code_hash',
      'in',
      codeHashes.map((h) => Buffer.from(h)),
    )
    .execute();
  for (const r of rows) out.set(r.code_hash.toString('hex'), { kind: r.kind, interfaces: r.interfaces });
  return out;
}

/** Token wallets, NFTs, collections and multi-token wallets already known among some accounts (for
 *  transactions whose state is absent). */
export async function knownTokenAccounts(
  db: Kysely<Schema>,
  accounts: Array<{ workchain: number; address: Uint8Array }>,
): Promise<{
  wallets: Map<string, { owner: string; root: string }>;
  nfts: Set<string>;
  collections: Set<string>;
  multiTokenWallets: Map<string, { id: string; collection: string }>;
}> {
  const wallets = new Map<string, { owner: string; root: string }>();
  const nfts = new Set<string>();
  const collections = new Set<string>();
  const multiTokenWallets = new Map<string, { id: string; collection: string }>();
  for (const part of chunked(accounts)) {
    const keys = sql.join(part.map((k) => sql`(${k.workchain}::int4, ${Buffer.from(k.address)}::bytea)`));
    const [w, n, c, m] = await Promise.all([
      db
        .selectFrom('token_wallets')
        .select(['workchain', 'address', 'owner_workchain', 'owner', 'root_workchain', 'root'])
        .where(sql<boolean>`(workchain, address) IN (${keys})`)
        .execute(),
      db
        .selectFrom('nfts')
        .select(['workchain', 'address'])
        .where(sql<boolean>`(workchain, address) IN (${keys})`)
        .execute(),
      db
        .selectFrom('nft_collections')
        .select(['workchain', 'address'])
        .where(sql<boolean>`(workchain, address) IN (${keys})`)
        .execute(),
      db
        .selectFrom('multi_token_wallets')
        .select(['workchain', 'address', 'nft_id', 'collection_workchain', 'collection'])
        .where(sql<boolean>`(workchain, address) IN (${keys})`)
        .execute(),
    ]);
    for (const r of w) {
      wallets.set(hexKey(r.workchain, r.address), {
        owner: hexKey(r.owner_workchain, r.owner),
        root: hexKey(r.root_workchain, r.root),
      });
    }
    for (const r of n) nfts.add(hexKey(r.workchain, r.address));
    for (const r of c) collections.add(hexKey(r.workchain, r.address));
    for (const r of m) {
      multiTokenWallets.set(hexKey(r.workchain, r.address), {
        id: r.nft_id,
        collection: hexKey(r.collection_workchain, r.collection),
      });
    }
  }
  return { wallets, nfts, collections, multiTokenWallets };
}

/** The stored state (Account BOC) and code hash of some accounts, by `wc:hex`; accounts whose state no
 *  source gave are absent. */
export async function accountStates(
  db: Kysely<Schema>,
  accounts: Array<{ workchain: number; address: Uint8Array }>,
): Promise<Map<string, { stateBoc: Buffer; codeHash: Buffer }>> {
  const out = new Map<string, { stateBoc: Buffer; codeHash: Buffer }>();
  for (const part of chunked(accounts)) {
    const keys = sql.join(part.map((k) => sql`(${k.workchain}::int4, ${Buffer.from(k.address)}::bytea)`));
    const rows = await db
      .selectFrom('accounts')
      .select(['workchain', 'address', 'state_boc', 'code_hash'])
      .where(sql<boolean>`(workchain, address) IN (${keys})`)
      .where('state_boc', 'is not', null)
      .where('code_hash', 'is not', null)
      .execute();
    for (const r of rows)
      out.set(hexKey(r.workchain, r.address), { stateBoc: r.state_boc!, codeHash: r.code_hash! });
  }
  return out;
}
