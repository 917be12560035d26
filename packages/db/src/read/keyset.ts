// Keyset pagination shared by every list: pages are cut by comparing a row-value tuple with the
// last (or first) key seen, in the order of an index, so page N costs what page 1 costs. No OFFSET.
// Keys cross the API as strings (int8/numeric decimal, bytea hex) inside signed cursors; they are
// re-validated here anyway so a stale or foreign cursor is a precise error, never a database error.
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { toBytes } from '../bytes';

export type KeyKind = 'int8' | 'numeric' | 'bytea' | 'text';

export interface KeyColumn<Row> {
  /** Column reference as it appears in the query, e.g. `t.now`. */
  ref: string;
  kind: KeyKind;
  /** Reads this column's key value from a selected row. */
  of(row: Row): string;
}

/** A page request: `after` moves forward (further down the list), `before` moves back. */
export interface PageRequest {
  limit: number;
  after?: readonly string[];
  before?: readonly string[];
}

export interface Page<T> {
  items: T[];
  /** Key of the first and last item, to build prev/next cursors from; null on an empty page. */
  firstKey: string[] | null;
  lastKey: string[] | null;
  hasNext: boolean;
  hasPrev: boolean;
}

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

function compare<Row>(cols: readonly KeyColumn<Row>[], key: readonly string[], op: '<' | '>') {
  if (!Array.isArray(key) || key.length !== cols.length) {
    throw new KeysetError(`cursor key has ${key?.length ?? 0} parts, this list expects ${cols.length}`);
  }
  const refs = sql.join(cols.map((c) => sql.ref(c.ref)));
  const vals = sql.join(cols.map((c, i) => keyValue(c.kind, key[i])));
  return sql<SqlBool>`(${refs}) ${sql.raw(op)} (${vals})`;
}

/**
 * Runs `qb` (filters applied, no order/limit) as one page in key order, descending unless asked
 * otherwise (an index serves either direction). Fetches one row more than asked to learn whether
 * another page exists without counting.
 */
export async function keysetPage<DB, TB extends keyof DB, Row, T>(
  qb: SelectQueryBuilder<DB, TB, Row>,
  cols: readonly KeyColumn<Row>[],
  req: PageRequest,
  toItem: (row: Row) => T,
  direction: 'desc' | 'asc' = 'desc',
): Promise<Page<T>> {
  const backwards = req.before !== undefined;
  const [ahead, behind] = direction === 'desc' ? (['<', '>'] as const) : (['>', '<'] as const);
  let q = qb;
  if (req.after) q = q.where(compare(cols, req.after, ahead) as never);
  if (req.before) q = q.where(compare(cols, req.before, behind) as never);
  const reversed = direction === 'desc' ? 'asc' : 'desc';
  for (const c of cols) q = q.orderBy(sql.ref(c.ref) as never, backwards ? reversed : direction);
  const rows = (await q.limit(req.limit + 1).execute()) as Row[];
  const more = rows.length > req.limit;
  if (more) rows.pop();
  if (backwards) rows.reverse();
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    items: rows.map(toItem),
    firstKey: first ? cols.map((c) => c.of(first)) : null,
    lastKey: last ? cols.map((c) => c.of(last)) : null,
    // Coming back from a later page means that page exists; otherwise the extra row tells.
    hasNext: backwards ? true : more,
    hasPrev: backwards ? more : req.after !== undefined,
  };
}
