// Messages: the filtered list (newest first by the time of the first transaction that saw them) and its
// count, the message page with its parent and child transactions, its own BOC, the chain it belongs to
// and the transactions it occurs in. Over 400 lines because the message chain and occurrences walk the
// same rows (messageColumns, messageRow) the list and the page read.
import {
  type ListCountResponse,
  MESSAGE_TREE_MAX,
  type Message,
  type MessageDetails,
  type MessageOccurrencesResponse,
  type MessageTreeNode,
  type MessageTreeResponse,
  type MessageType,
  type TransactionDetails,
} from '@tvmscan/api-schema';
import { type Cell, writeBoc } from '@tvmscan/codec';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { messageFields } from '../message-fields';
import type { MessagesTable, Schema } from '../schema';
import {
  bodyAccount,
  bodyCodeKind,
  type ContractOf,
  contractColumns,
  contractOf,
  messageCell,
  type WithBody,
  withBody,
  withMessageBodies,
} from './contracts';
import { capped, counter, defined } from './counts';
import {
  hex,
  hexOrNull,
  messageType,
  parseRawAddress,
  rawAddress,
  rawAddressOrNull,
  storedMessageType,
  u32,
  u32OrNull,
} from './format';
import { inBlock } from './in-block';
import {
  type AnyQuery,
  allOf,
  type KeyColumn,
  keysetPage,
  type Page,
  type PageRequest,
  type Predicate,
} from './keyset';

// biome-ignore lint/suspicious/noExplicitAny: predicates over the messages alias `m`
type Eb = ExpressionBuilder<any, any>;

export const messageColumns = [
  'm.hash',
  'm.msg_type',
  'm.src_workchain',
  'm.src',
  'm.dst_workchain',
  'm.dst',
  'm.value',
  'm.ihr_fee',
  'm.fwd_fee',
  'm.import_fee',
  'm.bounce',
  'm.bounced',
  'm.created_lt',
  'm.created_at',
  'm.src_tx_hash',
  'm.dst_tx_hash',
  'm.tx_time',
  'm.tx_lt',
] as const;
type MessageRow = Selectable<MessagesTable>;

const decimal = (v: bigint | number | null): string | null => (v === null ? null : v.toString());

/** A message decoded from a transaction's cell, as the row the indexer stored for it reads back. */
export function decodedMessageRow(
  cell: Cell,
  links: Pick<MessageRow, 'src_tx_hash' | 'dst_tx_hash' | 'tx_time' | 'tx_lt'>,
): MessageRow {
  const f = messageFields(cell);
  return {
    ...f,
    ...links,
    value: decimal(f.value),
    ihr_fee: decimal(f.ihr_fee),
    fwd_fee: decimal(f.fwd_fee),
    import_fee: decimal(f.import_fee),
    created_lt: decimal(f.created_lt),
    created_at: decimal(f.created_at),
  };
}

const MESSAGE_KEY: KeyColumn<MessageRow>[] = [
  { ref: 'm.tx_time', kind: 'int8', of: (r) => r.tx_time },
  { ref: 'm.tx_lt', kind: 'int8', of: (r) => r.tx_lt },
  { ref: 'm.hash', kind: 'bytea', of: (r) => hex(r.hash) },
];

/**
 * A message row as one occurrence. Without a transaction context it is seen from the transaction that
 * emitted it (isOut), or — for an external-in message — from the one that consumed it.
 */
export function toMessage(r: MessageRow, at?: { transactionHash: string; isOut: boolean }): Message {
  const isOut = at?.isOut ?? r.src_tx_hash !== null;
  const txHash = at?.transactionHash ?? hexOrNull(r.src_tx_hash ?? r.dst_tx_hash) ?? '';
  return {
    messageHash: hex(r.hash),
    messageType: messageType(r.msg_type),
    createdAt: u32OrNull(r.created_at),
    createdLt: r.created_lt,
    transactionHash: txHash,
    transactionTime: u32(r.tx_time),
    srcAddress: rawAddressOrNull(r.src_workchain, r.src),
    srcWorkchain: r.src_workchain,
    dstAddress: rawAddressOrNull(r.dst_workchain, r.dst),
    dstWorkchain: r.dst_workchain,
    messageValue: r.value ?? '0',
    bounced: r.bounced ?? false,
    bounce: r.bounce ?? false,
    ihrFee: r.ihr_fee ?? '0',
    fwdFee: r.fwd_fee ?? '0',
    importFee: r.import_fee ?? '0',
    // Filled in by the API, which decodes bodies with the known contracts' ABIs from a list row's `body`
    // (apps/api/src/bodies.ts).
    methodName: null,
    isOut,
    parsedType: null,
  };
}

export function toOutMessage(r: MessageRow): TransactionDetails['outMessages'][number] {
  return {
    messageHash: hex(r.hash),
    messageType: messageType(r.msg_type),
    dstAddress: rawAddressOrNull(r.dst_workchain, r.dst),
    messageValue: r.value ?? '0',
    fwdFee: r.fwd_fee ?? '0',
    ihrFee: r.ihr_fee ?? '0',
  };
}

/** `(workchain, address)` is one of the given raw addresses. */
export function accountsMatch(wcRef: string, addrRef: string, raws: readonly string[]) {
  // biome-ignore lint/suspicious/noExplicitAny: shared by queries over different table aliases
  return (eb: ExpressionBuilder<any, any>) =>
    eb.or(
      raws
        .map(parseRawAddress)
        .map((a) => eb.and([eb(wcRef, '=', a.workchain), eb(addrRef, '=', a.address)])),
    );
}

export interface MessagesFilter {
  /** Default: transactionTime, descending (newest first). */
  ordering?: 'transactionTime' | 'messageValue';
  direction?: 'desc' | 'asc';
  messageTypes?: MessageType[];
  includeAccounts?: string[];
  excludeAccounts?: string[];
  includeSrcAccounts?: string[];
  excludeSrcAccounts?: string[];
  includeDstAccounts?: string[];
  excludeDstAccounts?: string[];
  transactionTimeGe?: number;
  transactionTimeLe?: number;
  messageValueGe?: string;
  messageValueLe?: string;
  block?: string;
  isOut?: boolean;
}

/**
 * Served by messages_value_key (value, hash) WHERE value IS NOT NULL: the value ordering lists the
 * messages that carry value (internal ones); external messages have none.
 */
const VALUE_KEY: KeyColumn<MessageRow>[] = [
  { ref: 'm.value', kind: 'numeric', of: (r) => r.value ?? '0' },
  { ref: 'm.hash', kind: 'bytea', of: (r) => hex(r.hash) },
];

/** Which side of a message is one of the accounts. */
function sideFilters(f: MessagesFilter): Predicate[] {
  const src = (raws: string[]) => accountsMatch('m.src_workchain', 'm.src', raws);
  const dst = (raws: string[]) => accountsMatch('m.dst_workchain', 'm.dst', raws);
  const out: Predicate[] = [];
  if (f.includeAccounts?.length) {
    const raws = f.includeAccounts;
    out.push((eb) => eb.or([src(raws)(eb), dst(raws)(eb)]));
  }
  if (f.excludeAccounts?.length) {
    const raws = f.excludeAccounts;
    // A NULL side (no source on an external-in) makes the match NULL, which must not hide the row.
    out.push((eb) => eb.not(eb.fn.coalesce(eb.or([src(raws)(eb), dst(raws)(eb)]), eb.lit(false))));
  }
  if (f.includeSrcAccounts?.length) out.push(src(f.includeSrcAccounts));
  if (f.excludeSrcAccounts?.length) {
    const raws = f.excludeSrcAccounts;
    out.push((eb) => eb.or([eb('m.src', 'is', null), eb.not(src(raws)(eb))]));
  }
  if (f.includeDstAccounts?.length) out.push(dst(f.includeDstAccounts));
  if (f.excludeDstAccounts?.length) {
    const raws = f.excludeDstAccounts;
    out.push((eb) => eb.or([eb('m.dst', 'is', null), eb.not(dst(raws)(eb))]));
  }
  return out;
}

/** Messages a block's transactions consumed or emitted: both lookups are index-backed. */
function inBlockMessages(block: Buffer): Predicate {
  return (eb) =>
    eb.or([
      eb(
        'm.hash',
        'in',
        eb
          .selectFrom('transactions')
          .select('in_msg_hash')
          .where(inBlock('now', 'block_root_hash', block)),
      ),
      eb(
        'm.src_tx_hash',
        'in',
        eb
          .selectFrom('transactions')
          .select('hash')
          .where(inBlock('now', 'block_root_hash', block)),
      ),
    ]);
}

/**
 * The messages list. By transaction time it pages the time index (tx_time, tx_lt, hash) — messageTypes
 * as one range per type, each along its type's index, merged by key — with a value range read
 * inside a bounded window (keyset.ts SPARSE_WINDOW); by value it pages the value-carrying messages along
 * (value, hash), the range served by the index and every other filter inside the window. Each row comes
 * with its body (contracts.ts `withMessageBodies`), read in the page's own query.
 */
export async function listMessages(
  db: Kysely<Schema>,
  f: MessagesFilter,
  page: PageRequest,
): Promise<Page<WithBody<Message>>> {
  const value: Predicate[] = [
    ...(f.messageValueGe !== undefined ? [() => sql<boolean>`m.value >= ${f.messageValueGe}::numeric`] : []),
    ...(f.messageValueLe !== undefined ? [() => sql<boolean>`m.value <= ${f.messageValueLe}::numeric`] : []),
  ];
  const types = f.messageTypes?.length ? f.messageTypes.map(storedMessageType) : null;
  const others: Predicate[] = [
    ...sideFilters(f),
    ...(f.transactionTimeGe !== undefined
      ? [(eb: Eb) => eb('m.tx_time', '>=', String(f.transactionTimeGe))]
      : []),
    ...(f.transactionTimeLe !== undefined
      ? [(eb: Eb) => eb('m.tx_time', '<=', String(f.transactionTimeLe))]
      : []),
    ...(f.isOut !== undefined ? [(eb: Eb) => eb('m.src_tx_hash', f.isOut ? 'is not' : 'is', null)] : []),
    ...(f.block ? [inBlockMessages(Buffer.from(f.block, 'hex'))] : []),
  ];
  const typeIn: Predicate[] = types ? [(eb) => eb('m.msg_type', 'in', types)] : [];
  const byValue = f.ordering === 'messageValue';
  const served = byValue ? [(eb: Eb) => eb('m.value', 'is not', null), ...value] : others;
  const sparse = byValue ? [...others, ...typeIn] : [...value, ...(value.length ? typeIn : [])];
  const base = served.reduce((q, p) => q.where(p), db.selectFrom('messages as m').select(messageColumns));
  const parts =
    // Each type a literal: the partial index of its type (1600-message-type-indexes) then serves it in any
    // plan, the generic plan of a prepared statement included.
    !byValue && types && !sparse.length
      ? types.map((t) => base.where('m.msg_type', '=', sql.lit(t)))
      : [base];
  const options = {
    ...(sparse.length ? { sparse: allOf(sparse) } : {}),
    wrap: (rows: AnyQuery) => withMessageBodies(db, rows),
  };
  const key = byValue ? VALUE_KEY : MESSAGE_KEY;
  return keysetPage(parts, key, page, (r) => withBody(toMessage(r), r), f.direction, options);
}

/** The indexed row of one message (hash as 64 hex), or undefined. */
export function messageRow(db: Kysely<Schema>, hash: string) {
  return db
    .selectFrom('messages as m')
    .select(messageColumns)
    .where('m.hash', '=', Buffer.from(hash, 'hex'))
    .executeTakeFirst();
}

/** The message page's read: the details, with its cell and the contract whose ABI reads its body. */
export interface FoundMessage {
  details: MessageDetails;
  cell: Cell;
  contract: ContractOf;
}

/**
 * One query: the message row, the transactions that emitted (`st`) and consumed (`dt`) it, and the
 * contract of the account its body concerns (contracts.ts, `bodyAccount`); the cell is cut out of
 * either transaction's BOC.
 */
export async function getMessage(db: Kysely<Schema>, hash: string): Promise<FoundMessage | null> {
  const r = await db
    .selectFrom('messages as m')
    .leftJoin('transactions as st', 'st.hash', 'm.src_tx_hash')
    .leftJoin('transactions as dt', 'dt.hash', 'm.dst_tx_hash')
    .leftJoin('accounts as a', (j) => j.on(bodyAccount))
    .leftJoin('contract_interfaces as ci', (j) => j.on(bodyCodeKind))
    .select([...messageColumns, ...contractColumns])
    .select((eb) => [
      eb.fn.coalesce('st.boc', 'dt.boc').as('boc'),
      // Both transactions' columns share names: read each under its own.
      'st.lt as st_lt',
      'st.now as st_now',
      'st.workchain as st_workchain',
      'st.account as st_account',
      'dt.lt as dt_lt',
      'dt.now as dt_now',
      'dt.workchain as dt_workchain',
      'dt.account as dt_account',
    ])
    .where('m.hash', '=', Buffer.from(hash, 'hex'))
    .executeTakeFirst();
  if (!r) return null;
  const messageHash = hex(r.hash);
  // Every stored message is a cell of a stored transaction: the indexer writes both in one batch.
  const cell = r.boc && messageCell(r.boc, messageHash);
  if (!cell) throw new Error(`message ${messageHash} is in no stored transaction BOC`);
  const ref = (
    h: Buffer | null,
    t: { lt: string | null; now: string | null; workchain: number | null; account: Buffer | null },
  ) =>
    h && t.lt !== null && t.now !== null && t.workchain !== null && t.account !== null
      ? { hash: hex(h), lt: t.lt, time: u32(t.now), accountId: rawAddress(t.workchain, t.account) }
      : null;
  const { transactionHash: _t, transactionTime: _tt, isOut: _o, ...message } = toMessage(r);
  const child = ref(r.dst_tx_hash, {
    lt: r.dt_lt,
    now: r.dt_now,
    workchain: r.dt_workchain,
    account: r.dt_account,
  });
  const details = {
    ...message,
    parentTransaction: ref(r.src_tx_hash, {
      lt: r.st_lt,
      now: r.st_now,
      workchain: r.st_workchain,
      account: r.st_account,
    }),
    childTransactions: child ? [child] : [],
    boc: Buffer.from(writeBoc(cell)).toString('base64'),
  };
  return { details, cell, contract: contractOf(r) };
}

export async function countMessages(db: Kysely<Schema>, f: MessagesFilter): Promise<ListCountResponse> {
  return defined(f) ? capped((req) => listMessages(db, f, req)) : counter(db, ['messages_total']);
}

/** A message's own BOC, cut out of the transaction that emitted or consumed it. */
export async function getMessageBoc(db: Kysely<Schema>, hash: string) {
  const r = await db
    .selectFrom('messages as m')
    .innerJoin('transactions as t', (j) =>
      j.on((eb) => eb('t.hash', '=', eb.fn.coalesce('m.src_tx_hash', 'm.dst_tx_hash'))),
    )
    .select('t.boc')
    .where('m.hash', '=', Buffer.from(hash, 'hex'))
    .executeTakeFirst();
  if (!r) return null;
  // Every stored message is a cell of a stored transaction: the indexer writes both in one batch.
  const cell = messageCell(r.boc, hash);
  if (!cell) throw new Error(`message ${hash} is in no stored transaction BOC`);
  return { hash, boc: Buffer.from(writeBoc(cell)).toString('base64') };
}

// ── message chain and occurrences ────────────────────────────────────────────────────────────
/**
 * The chain a message belongs to: up through the transactions that sent each message to the root
 * (an external-in message, or the oldest message indexed), then breadth-first down through every
 * consuming transaction's out messages. At most MESSAGE_TREE_MAX messages, one query per level.
 */
export async function getMessageTree(db: Kysely<Schema>, hash: string): Promise<MessageTreeResponse | null> {
  let root = await messageRow(db, hash);
  if (!root) return null;
  for (let hops = 0; root.src_tx_hash && hops < MESSAGE_TREE_MAX; hops++) {
    const parent = await db
      .selectFrom('transactions as t')
      .innerJoin('messages as m', 'm.hash', 't.in_msg_hash')
      .select(messageColumns)
      .where('t.hash', '=', root.src_tx_hash)
      .executeTakeFirst();
    if (!parent) break;
    root = parent;
  }
  const nodes: MessageTreeNode[] = [];
  const seen = new Set<string>();
  let level = [root];
  let truncated = false;
  for (let depth = 0; level.length > 0; depth++) {
    const consumers: Buffer[] = [];
    for (const m of level) {
      const key = hex(m.hash);
      if (seen.has(key)) continue;
      if (nodes.length >= MESSAGE_TREE_MAX) {
        truncated = true;
        break;
      }
      seen.add(key);
      nodes.push({
        messageHash: key,
        messageType: messageType(m.msg_type),
        srcAddress: rawAddressOrNull(m.src_workchain, m.src),
        dstAddress: rawAddressOrNull(m.dst_workchain, m.dst),
        messageValue: m.value ?? '0',
        parentTransaction: hexOrNull(m.src_tx_hash),
        childTransaction: hexOrNull(m.dst_tx_hash),
        depth,
      });
      if (m.dst_tx_hash) consumers.push(m.dst_tx_hash);
    }
    if (truncated || consumers.length === 0) break;
    level = await db
      .selectFrom('messages as m')
      .select(messageColumns)
      .where('m.src_tx_hash', 'in', consumers)
      .orderBy('m.created_lt')
      .limit(MESSAGE_TREE_MAX + 1)
      .execute();
  }
  return { rootMessageHash: hex(root.hash), nodes, truncated };
}

export async function getMessageOccurrences(
  db: Kysely<Schema>,
  hash: string,
): Promise<MessageOccurrencesResponse | null> {
  const m = await db
    .selectFrom('messages')
    .select(['src_tx_hash', 'dst_tx_hash'])
    .where('hash', '=', Buffer.from(hash, 'hex'))
    .executeTakeFirst();
  if (!m) return null;
  const txs = [m.src_tx_hash, m.dst_tx_hash].filter((h): h is Buffer => h !== null);
  const rows = txs.length
    ? await db
        .selectFrom('transactions')
        .select(['hash', 'lt', 'now', 'workchain', 'account'])
        .where('hash', 'in', txs)
        .execute()
    : [];
  return {
    messageHash: hash,
    occurrences: rows
      .map((t) => ({
        transactionHash: hex(t.hash),
        transactionLt: t.lt,
        transactionTime: u32(t.now),
        accountId: rawAddress(t.workchain, t.account),
        isOut: m.src_tx_hash !== null && t.hash.equals(m.src_tx_hash),
      }))
      .sort((a, b) => (BigInt(a.transactionLt) < BigInt(b.transactionLt) ? -1 : 1)),
  };
}
