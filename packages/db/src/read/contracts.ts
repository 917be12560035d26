// What decoding a body needs: the stored transaction BOC (the message cells are cut out of it) and the
// code hash of the account whose ABI applies, with the kind the indexer recorded for that code
// (contract_interfaces; salted NFT code is in no build). The detail reads join it, the list reads select
// it for the rows of their page (so a page is one query), and the lookups by hash below read it for the
// parsed-data calls. The read side stays ABI-free: the API decodes with @tvmscan/contracts.
import { type Cell, loadTransactionMessageCells, readBoc } from '@tvmscan/codec';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Schema } from '../schema';
import { hex, hexOrNull } from './format';
import type { AnyQuery } from './keyset';

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

/** Joins `a`, the account of the transaction `t`. */
export const transactionAccount = sql<boolean>`a.workchain = t.workchain AND a.address = t.account`;

/**
 * Joins `a`, the account whose ABI reads the message `m`: the source for an event (external-out), the
 * destination for a call. An equality on each key column, so the account is one primary-key lookup.
 */
export const bodyAccount = sql<boolean>`
  a.workchain = CASE WHEN m.msg_type = 'externalOut' THEN m.src_workchain ELSE m.dst_workchain END
  AND a.address = CASE WHEN m.msg_type = 'externalOut' THEN m.src ELSE m.dst END`;

/** Joins `ci`, what the indexer recorded of the code `a`'s bodies are read with. */
export const bodyCodeKind = sql<boolean>`ci.code_hash = ${abiCodeHash}`;

/** The columns `contractOf` reads, from a query that joined `a` and `ci`. */
export const contractColumns = [abiCodeHash.as('code_hash'), 'ci.kind'] as const;

export interface ContractOf {
  /** Code hash (hex) of the account's latest state (of its last code once deleted), or null when unknown. */
  codeHash: string | null;
  /** contract_interfaces.kind of that code, when the indexer classified it. */
  kind: string | null;
}

export const contractOf = (r: { code_hash: Buffer | null; kind: string | null }): ContractOf => ({
  codeHash: hexOrNull(r.code_hash),
  kind: r.kind,
});

/**
 * A page's rows (`alias`) with the contract of the account `on` picks (`transactionAccount` or
 * `bodyAccount`), put around the page (keyset.ts `wrap`): joined for the rows a page returns only, so a
 * keys-only walk of the list (count, offset, window edge) never reads it, and once per row — the
 * account one primary-key lookup (lateral), what the indexer recorded of its code another.
 */
function withContract(db: Kysely<Schema>, rows: AnyQuery, alias: 't' | 'm', on: RawBuilder<boolean>) {
  const account = sql<{
    code_hash: Buffer | null;
  }>`(SELECT ${abiCodeHash} AS code_hash FROM accounts a WHERE ${on})`;
  return db
    .selectFrom(rows.as(alias))
    .leftJoinLateral(account.as('c'), (j) => j.onTrue())
    .leftJoin('contract_interfaces as ci', 'ci.code_hash', 'c.code_hash')
    .selectAll(alias)
    .select(['c.code_hash', 'ci.kind']);
}

/** A transactions page (`t`, which selected the BOC itself) with its rows' contracts. */
export const withTransactionContracts = (db: Kysely<Schema>, rows: AnyQuery): AnyQuery =>
  withContract(db, rows, 't', transactionAccount);

/** A messages page (`m`) with its rows' bodies: the BOC of a transaction that saw it and its contract. */
export const withMessageBodies = (db: Kysely<Schema>, rows: AnyQuery): AnyQuery =>
  withContract(db, rows, 'm', bodyAccount).select(
    sql<Buffer | null>`(SELECT x.boc FROM transactions x WHERE x.hash = COALESCE(m.src_tx_hash, m.dst_tx_hash))`.as(
      'boc',
    ),
  );

/**
 * A list row with what decoding its body takes: the contract whose ABI reads it and the stored BOC of
 * the transaction (a message's cell is cut out of it, `messageCell`, only by a reader that decodes).
 */
export type WithBody<T> = T & { body: ContractOf & { boc: Buffer | null } };

/** What the body columns read. */
interface BodyRow {
  boc: Buffer | null;
  code_hash: Buffer | null;
  kind: string | null;
}

/** A list's item with its body, from a row that selected the body columns. */
export const withBody = <T>(item: T, r: unknown): WithBody<T> => {
  const b = r as BodyRow;
  return { ...item, body: { boc: b.boc, ...contractOf(b) } };
};

/** Transactions by hash with their BOC and their account's contract. */
export async function transactionContracts(
  db: Kysely<Schema>,
  hashes: readonly string[],
): Promise<Map<string, ContractOf & { boc: Buffer }>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('transactions as t')
    .leftJoin('accounts as a', (j) => j.on(transactionAccount))
    .leftJoin('contract_interfaces as ci', (j) => j.on(bodyCodeKind))
    .select(['t.hash', 't.boc', ...contractColumns])
    .where(
      't.hash',
      'in',
      hashes.map((h) => Buffer.from(h, 'hex')),
    )
    .execute();
  return new Map(rows.map((r) => [hex(r.hash), { boc: r.boc, ...contractOf(r) }]));
}

/** The message's cell inside the stored BOC of the transaction that emitted or consumed it. */
export function messageCell(txBoc: Buffer, messageHash: string): Cell | null {
  const tx = loadTransactionMessageCells(readBoc(txBoc)[0]);
  for (const cell of [tx.inMsg, ...tx.outMsgs.values()]) if (cell?.hashHex() === messageHash) return cell;
  return null;
}

/** Messages by hash with their cell and the contract whose ABI reads them (`bodyAccount`). */
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
    .leftJoin('accounts as a', (j) => j.on(bodyAccount))
    .leftJoin('contract_interfaces as ci', (j) => j.on(bodyCodeKind))
    .select(['m.hash', 't.boc', ...contractColumns])
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
    if (cell) out.set(hash, { cell, ...contractOf(r) });
  }
  return out;
}
