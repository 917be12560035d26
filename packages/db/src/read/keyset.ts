// Keyset pagination shared by every list: pages are cut by comparing a row-value tuple with the
// last (or first) key seen, in the order of an index, so page N costs what page 1 costs. The spec's
// page numbers (an `offset`, capped) are walked over the index's keys alone — the only OFFSET here, on a
// keys-only query — and the page is then cut after the key reached.
// Keys cross the API as strings (int8/numeric decimal, bytea hex) inside signed cursors; they are
// re-validated here anyway so a stale or foreign cursor is a precise error, never a database error.
import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { toBytes } from '../bytes';

export type KeyKind = 'int8' | 'numeric' | 'bytea' | 'text';

export interface KeyColumn<Row> {
  /** Column reference as it appears in the query, e.g. `t.now`. */
  ref: string;
  /**
   * The key is this expression over the row rather than the column `ref` itself (an expression index's
   * column, e.g. `COALESCE(created_lt, -1)`, written as the index writes it so the index serves it):
   * pages compare and order by it, and a keys-only row reads it back under `ref`'s name.
   */
  expr?: RawBuilder<unknown>;
  kind: KeyKind;
  /** Reads this column's key value from a selected row. */
  of(row: Row): string;
}

/** A page request: `after` moves forward (further down the list), `before` moves back. */
export interface PageRequest {
  limit: number;
  /** Rows to skip from the start (capped by the API): walked along the index, keys only, then paged by key. */
  offset?: number;
  after?: readonly string[];
  before?: readonly string[];
  /** Count the page's rows only (a capped count): read the key columns alone and build no items. */
  countOnly?: boolean;
  /**
   * With `countOnly` on a first page, when only the count is wanted (a capped count, not an offset's
   * walk): each row comes back as a constant instead of its key, so the database sends and the client
   * parses one small column per row; the page then has no keys.
   */
  countAlone?: boolean;
}

export interface Page<T> {
  items: T[];
  /** Key of the first and last item, to build prev/next cursors from; null on an empty page. */
  firstKey: string[] | null;
  lastKey: string[] | null;
  hasNext: boolean;
  hasPrev: boolean;
  /** With `countOnly`: the rows the page holds (its items are not built). */
  counted?: number;
  /**
   * At most how many rows of the list the page walked to find its items: the rows read, or the whole
   * window where a sparse filter applies. Lets a caller that reads page after page (a CSV export)
   * bound the work of a rarely matching filter, not only the rows it keeps.
   */
  examined?: number;
}

/** A page with nothing on it or around it (a list that does not exist yet). */
export const EMPTY_PAGE: Page<never> = {
  items: [],
  firstKey: null,
  lastKey: null,
  hasNext: false,
  hasPrev: false,
};

export class KeysetError extends Error {
  override name = 'KeysetError';
}

const CHECKS: Record<KeyKind, RegExp> = {
  int8: /^-?\d{1,19}$/,
  numeric: /^-?\d{1,40}$/,
  bytea: /^[0-9a-f]{64}$/,
  text: /^[\s\S]{0,256}$/,
};

function keyValue(kind: KeyKind, value: unknown): Expression<unknown> {
  if (typeof value !== 'string' || !CHECKS[kind].test(value)) {
    throw new KeysetError(`cursor key ${JSON.stringify(value)} is not a valid ${kind}`);
  }
  switch (kind) {
    case 'int8':
      return sql`${value}::int8`;
    case 'numeric':
      return sql`${value}::numeric`;
    case 'bytea':
      return sql`${toBytes(value)}::bytea`;
    case 'text':
      return sql`${value}::text`;
  }
}

/** The row comparisons, written out so no SQL text is spliced in. */
type Tuple = RawBuilder<unknown>;
const COMPARISONS = {
  '<': (a: Tuple, b: Tuple) => sql<SqlBool>`(${a}) < (${b})`,
  '>': (a: Tuple, b: Tuple) => sql<SqlBool>`(${a}) > (${b})`,
  '<=': (a: Tuple, b: Tuple) => sql<SqlBool>`(${a}) <= (${b})`,
  '>=': (a: Tuple, b: Tuple) => sql<SqlBool>`(${a}) >= (${b})`,
};

/** What a key column compares and orders by: its expression, or its column. */
const keyOf = <Row>(c: KeyColumn<Row>) => c.expr ?? sql.ref(c.ref);

function compare<Row>(cols: readonly KeyColumn<Row>[], key: readonly string[], op: keyof typeof COMPARISONS) {
  if (!Array.isArray(key) || key.length !== cols.length) {
    throw new KeysetError(`cursor key has ${key?.length ?? 0} parts, this list expects ${cols.length}`);
  }
  const refs = sql.join(cols.map(keyOf));
  const vals = sql.join(cols.map((c, i) => keyValue(c.kind, key[i])));
  return COMPARISONS[op](refs, vals);
}

type Direction = 'desc' | 'asc';
// biome-ignore lint/suspicious/noExplicitAny: a page runs over any list's query
export type AnyQuery = SelectQueryBuilder<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: shared by queries over different tables
export type Predicate = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/**
 * Rows a page with filters its ordering's index does not serve may examine: such a page reads at most
 * this many rows of the list (in index order) and keeps those that pass; when the window ends before
 * the page fills, the page is short and its next cursor continues after the window. So a rare filter
 * costs a bounded walk per page instead of a walk to wherever its rows are.
 */
export const SPARSE_WINDOW = 5_000;

/** Every predicate holds. */
export const allOf =
  (ps: readonly Predicate[]): Predicate =>
  (eb) =>
    eb.and(ps.map((p) => p(eb)));

export interface ListOptions {
  /** Filters the ordering's index does not serve, applied inside a window of SPARSE_WINDOW rows. */
  sparse?: Predicate;
  /**
   * Columns read for the page's rows only: the page's query (ordered and limited) becomes a subquery
   * under the list's own alias, which this wraps with more columns. The page is planned as without
   * them, and the wrapper reads the subquery's rows in their order (no sort).
   */
  wrap?: (page: AnyQuery) => AnyQuery;
}

const reverse = (d: Direction): Direction => (d === 'desc' ? 'asc' : 'desc');
/** Rows further along the list in `order` compare this way with a key. */
const beyond = (order: Direction) => (order === 'desc' ? '<' : '>');

function ordered(
  q: AnyQuery,
  cols: readonly KeyColumn<unknown>[],
  from: readonly string[] | undefined,
  order: Direction,
) {
  let r = from ? q.where(compare(cols, from, beyond(order))) : q;
  for (const c of cols) r = r.orderBy(keyOf(c), order);
  return r;
}

/** The key columns alone (an index-only walk where the index covers them). */
function keysOnly(q: AnyQuery, cols: readonly KeyColumn<unknown>[]): AnyQuery {
  return q.clearSelect().select(cols.map((c) => keyOf(c).as(c.ref.slice(c.ref.lastIndexOf('.') + 1))));
}

function compareKeys(cols: readonly KeyColumn<unknown>[], a: string[], b: string[]): number {
  for (let i = 0; i < cols.length; i++) {
    if (a[i] === b[i]) continue;
    const kind = cols[i].kind;
    if (kind === 'int8' || kind === 'numeric') return BigInt(a[i]) < BigInt(b[i]) ? -1 : 1;
    return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

/** The first `n` rows after `from` in `order`: one query, or one per part merged by key. */
async function firstRows<Row>(
  parts: readonly AnyQuery[],
  cols: readonly KeyColumn<Row>[],
  from: readonly string[] | undefined,
  order: Direction,
  n: number,
  wrap?: ListOptions['wrap'],
): Promise<{ rows: Row[]; read: number }> {
  const c = cols as readonly KeyColumn<unknown>[];
  const page = (q: AnyQuery) => {
    const rows = ordered(q, c, from, order).limit(n);
    return wrap ? ordered(wrap(rows), c, undefined, order) : rows;
  };
  const results = await Promise.all(parts.map((q) => page(q).execute()));
  const read = results.reduce((sum, r) => sum + r.length, 0);
  if (results.length === 1) return { rows: results[0] as Row[], read };
  const sign = order === 'desc' ? -1 : 1;
  const keyed = results.flat().map((row) => ({ row: row as Row, key: cols.map((k) => k.of(row as Row)) }));
  keyed.sort((a, b) => sign * compareKeys(c, a.key, b.key));
  return { rows: keyed.slice(0, n).map((k) => k.row), read };
}

/** The key of the `n`-th row after `from`, or null when the list ends before it (walked in the database). */
async function keyAt(
  q: AnyQuery,
  cols: readonly KeyColumn<unknown>[],
  from: readonly string[] | undefined,
  order: Direction,
  n: number,
): Promise<string[] | null> {
  const row = await ordered(keysOnly(q, cols), cols, from, order)
    .offset(n - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? cols.map((c) => c.of(row)) : null;
}

/**
 * Runs a list (filters applied, no order/limit) as one page in key order, descending unless asked
 * otherwise (an index serves either direction). Fetches one row more than asked to learn whether
 * another page exists without counting. A list whose filter splits into several index ranges (one per
 * value of a set) passes one query per range: each is read in key order and the results are merged.
 */
export async function keysetPage<DB, TB extends keyof DB, Row, T>(
  qb: SelectQueryBuilder<DB, TB, Row> | SelectQueryBuilder<DB, TB, Row>[],
  cols: readonly KeyColumn<Row>[],
  req: PageRequest,
  toItem: (row: Row) => T,
  direction: Direction = 'desc',
  options: ListOptions = {},
): Promise<Page<T>> {
  const c = cols as readonly KeyColumn<unknown>[];
  const parts = ((Array.isArray(qb) ? qb : [qb]) as AnyQuery[]).map((q) =>
    req.countOnly ? keysOnly(q, c) : q,
  );
  if (req.offset) {
    // Walk the first `offset` rows by key (keys only), then page after the last of them. One range is
    // walked inside the database; ranges merged by key (or a sparse filter) are walked as a page.
    const last =
      parts.length === 1 && !options.sparse
        ? await keyAt(parts[0], c, undefined, direction, req.offset)
        : await keysetPage(
            parts,
            c,
            { limit: req.offset, countOnly: true },
            (r) => r,
            direction,
            options,
          ).then((skipped) => (skipped.hasNext ? skipped.lastKey : null));
    if (!last) {
      return {
        items: [],
        firstKey: null,
        lastKey: null,
        hasNext: false,
        hasPrev: true,
        examined: req.offset,
      };
    }
    const after = { limit: req.limit, after: last, countOnly: req.countOnly };
    const page = await keysetPage(qb, cols, after, toItem, direction, options);
    return { ...page, examined: req.offset + (page.examined ?? 0) };
  }
  const backwards = req.before !== undefined;
  const order = backwards ? reverse(direction) : direction;
  const from = req.after ?? req.before;
  let edge: string[] | null = null;
  let queries = parts;
  if (options.sparse) {
    if (parts.length !== 1) throw new Error('a sparse filter pages one query');
    edge = await keyAt(parts[0], c, from, order, SPARSE_WINDOW);
    let q = parts[0].where(options.sparse);
    if (edge) q = q.where(compare(c, edge, order === 'desc' ? '>=' : '<='));
    queries = [q];
  }
  if (req.countOnly && req.countAlone && !from) {
    const one = (q: AnyQuery) => q.clearSelect().select(sql.lit(1).as('one'));
    const results = await Promise.all(
      queries.map((q) =>
        ordered(one(q), c, undefined, order)
          .limit(req.limit + 1)
          .execute(),
      ),
    );
    // The parts are disjoint ranges, so the merged list's first rows are as many as theirs together.
    const read = results.reduce((sum, r) => sum + r.length, 0);
    const more = read > req.limit;
    return {
      items: [],
      counted: Math.min(read, req.limit),
      firstKey: null,
      lastKey: null,
      hasNext: more || edge !== null,
      hasPrev: false,
      examined: options.sparse ? Math.max(read, SPARSE_WINDOW) : read,
    };
  }
  const wrap = req.countOnly ? undefined : options.wrap;
  const { rows, read } = await firstRows(queries, cols, from, order, req.limit + 1, wrap);
  const more = rows.length > req.limit;
  if (more) rows.pop();
  // The window ended before the page filled: rows past it are still to be examined.
  const pastWindow = !more && edge !== null;
  if (backwards) rows.reverse();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const firstKey = backwards && pastWindow ? edge : first ? cols.map((k) => k.of(first)) : null;
  const lastKey = !backwards && pastWindow ? edge : last ? cols.map((k) => k.of(last)) : null;
  return {
    items: req.countOnly ? [] : rows.map(toItem),
    ...(req.countOnly ? { counted: rows.length } : {}),
    firstKey,
    lastKey,
    // Coming back from a later page means that page exists; otherwise the extra row (or the window) tells.
    hasNext: backwards ? true : more || pastWindow,
    hasPrev: backwards ? more || pastWindow : req.after !== undefined,
    // A sparse page walks its window's keys (up to SPARSE_WINDOW); any other reads only what it returns.
    examined: options.sparse ? Math.max(read, SPARSE_WINDOW) : read,
  };
}
