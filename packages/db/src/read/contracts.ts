// What decoding a body needs, read in one indexed query per page: the stored transaction BOC (the
// message cells are cut out of it) and the code hash of the account whose ABI applies, with the kind
// the indexer recorded for that code (contract_interfaces; salted NFT code is in no build). The read
// side stays ABI-free: the API decodes with @tvmscan/contracts.
import type { Cell } from '@tvmscan/codec';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../schema';
import { hex, hexOrNull } from './format';
import { messageCell } from './messages';

/**
 * The code hash whose ABI reads an account's bodies (`a` is the account): its latest state's, or — once
 * the account is deleted and has no state (a burned NFT, a destroyed token wallet) — the code the
 * indexer recorded for it as a token contract, so its history still decodes. The fallbacks are primary
 * key lookups, evaluated only for accounts without code.
 */
const abiCodeHash = sql<Buffer | null>`COALESCE(a.code_hash,
  (SELECT x.code_hash FROM nfts x WHERE x.workchain = a.workchain AND x.address = a.address),
  (SELECT x.code_hash FROM token_wallets x WHERE x.workchain = a.workchain AND x.address = a.address),
  (SELECT x.code_hash FROM nft_collections x WHERE x.workchain = a.workchain AND x.address = a.address),
  (SELECT x.code_hash FROM token_roots x WHERE x.workchain = a.workchain AND x.address = a.address))`;

export interface ContractOf {
  /** Code hash (hex) of the account's latest state (of its last code once deleted), or null when unknown. */
  codeHash: string | null;
  /** contract_interfaces.kind of that code, when the indexer classified it. */
  kind: string | null;
}

/** Transactions by hash with their BOC and their account's contract. */
export async function transactionContracts(
  db: Kysely<Schema>,
  hashes: readonly string[],
): Promise<Map<string, ContractOf & { boc: Buffer }>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('transactions as t')
    .leftJoin('accounts as a', (j) =>
      j.onRef('a.workchain', '=', 't.workchain').onRef('a.address', '=', 't.account'),
    )
    .leftJoin('contract_interfaces as ci', (j) => j.on(sql<boolean>`ci.code_hash = ${abiCodeHash}`))
    .select(['t.hash', 't.boc', abiCodeHash.as('code_hash'), 'ci.kind'])
    .where(
      't.hash',
      'in',
      hashes.map((h) => Buffer.from(h, 'hex')),
    )
    .execute();
  return new Map(
    rows.map((r) => [hex(r.hash), { boc: r.boc, codeHash: hexOrNull(r.code_hash), kind: r.kind }]),
  );
}

/**
 * Messages by hash with their cell and the contract whose ABI reads them: the destination's for calls
 * (internal and external-in), the source's for events (external-out).
 */
export async function messageContracts(
  db: Kysely<Schema>,
  hashes: readonly string[],
): Promise<Map<string, ContractOf & { cell: Cell }>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('transactions as t', (j) =>
      j.on((eb) => eb('t.hash', '=', eb.fn.coalesce('m.src_tx_hash', 'm.dst_tx_hash'))),
    )
    .leftJoin('accounts as a', (j) =>
      j.on((eb) =>
        eb.or([
          eb.and([
            eb('m.msg_type', '=', 'externalOut'),
            eb('a.workchain', '=', eb.ref('m.src_workchain')),
            eb('a.address', '=', eb.ref('m.src')),
          ]),
          eb.and([
            eb('m.msg_type', '<>', 'externalOut'),
            eb('a.workchain', '=', eb.ref('m.dst_workchain')),
            eb('a.address', '=', eb.ref('m.dst')),
          ]),
        ]),
      ),
    )
    .leftJoin('contract_interfaces as ci', (j) => j.on(sql<boolean>`ci.code_hash = ${abiCodeHash}`))
    .select(['m.hash', 't.boc', abiCodeHash.as('code_hash'), 'ci.kind'])
    .where(
      'm.hash',
      'in',
      hashes.map((h) => Buffer.from(h, 'hex')),
    )
    .execute();
  const out = new Map<string, ContractOf & { cell: Cell }>();
  for (const r of rows) {
    const hash = hex(r.hash);
    const cell = messageCell(r.boc, hash);
    if (cell) out.set(hash, { cell, codeHash: hexOrNull(r.code_hash), kind: r.kind });
  }
  return out;
}
