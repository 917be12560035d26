// Streaming CSV export shared by every list: rows are read page by page along the list's keyset (so an
// export costs what paging through the list costs and never holds it in memory), written as they come,
// and made safe to open in a spreadsheet: a cell that a spreadsheet would run as a formula (leading
// = + - @ tab or CR, except a plain signed number) gets a leading apostrophe.
//
// What one request can cost is bounded: at most CSV_MAX_ROWS rows written and CSV_MAX_EXAMINED rows
// walked (a filter that rarely matches would otherwise walk the whole table window by window), each
// page a statement of at most CSV_STATEMENT_TIMEOUT_MS that holds a connection only while it runs, and
// nothing more read once the client has gone. A file cut short by a bound (or by the database going
// away mid-file) ends with a line that says so; the first page is read before the 200 is sent, so a
// database that cannot answer gives a 503 rather than a broken download.
import { Readable } from 'node:stream';
import { CSV_MAX_ROWS } from '@tvmscan/api-schema';
import {
  type Database,
  type Page,
  type PageRequest,
  unavailableReason,
  withStatementTimeout,
} from '@tvmscan/db';
import type { FastifyReply } from 'fastify';

/** The query builder a page reads through (a transaction of the export's own). */
type Db = Database['db'];

/** A unix time as an ISO 8601 cell (empty for null). */
export const isoTime = (unix: number | null) => (unix === null ? null : new Date(unix * 1000).toISOString());

/** One column: its header and how a row gives its value (null/undefined → empty cell). */
export type CsvColumn<T> = readonly [header: string, value: (row: T) => unknown];

export interface CsvExport<T = never> {
  /** Download name, e.g. `transactions.csv`. */
  filename: string;
  columns: readonly CsvColumn<T>[];
  /** One keyset page of the list (the same read function the list route uses), read through `db`. */
  page: (db: Db, req: PageRequest) => Promise<Page<T>>;
  /** Most rows to write (the query's limit, at most CSV_MAX_ROWS). */
  maxRows: number;
}

const FORMULA = /^[=+\-@\t\r](?!\d+(\.\d+)?$)/;
const NEEDS_QUOTES = /[",\r\n]/;
/** Rows read per database round trip. */
export const CSV_PAGE_ROWS = 500;
/** Rows of the list one export may walk: twenty times the rows it may write. */
export const CSV_MAX_EXAMINED = 20 * CSV_MAX_ROWS;
/** The longest one page's statement may run (the API's pool allows less per statement). */
export const CSV_STATEMENT_TIMEOUT_MS = 30_000;

/** One cell: formula-neutralized, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'string' ? value : String(value);
  if (FORMULA.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The last line of a file that does not hold every row the filter matches. */
export const cutLine = (written: number, why: string): string =>
  csvLine([`# cut after ${written} rows: ${why}`]);

/**
 * The header line with the first page, then every further page until the list, the row cap or the
 * examined-rows cap ends, or `signal` aborts (the client went away).
 */
export async function* csvLines<T>(exp: CsvExport<T>, db: Db, signal: AbortSignal): AsyncGenerator<string> {
  let chunk = csvLine(exp.columns.map(([header]) => header));
  /** Whether the response has begun (the caller sends its status with the first chunk). */
  let begun = false;
  let written = 0;
  let examined = 0;
  let after: string[] | undefined;
  const read = (req: PageRequest) =>
    withStatementTimeout(db, CSV_STATEMENT_TIMEOUT_MS, (trx) => exp.page(trx, req));
  while (!signal.aborted) {
    let page: Page<T>;
    try {
      page = await read({ limit: Math.min(CSV_PAGE_ROWS, exp.maxRows - written), after });
    } catch (error) {
      // Before the first chunk the caller answers with an error status; after it, the file says why it ends.
      if (!begun || !unavailableReason(error)) throw error;
      yield chunk + cutLine(written, 'the database stopped answering; export again later');
      return;
    }
    for (const row of page.items) chunk += csvLine(exp.columns.map(([, value]) => value(row)));
    written += page.items.length;
    examined += page.examined ?? page.items.length;
    const more = page.hasNext && page.lastKey !== null;
    // Rows remain: the file ends here at the client's own limit, or is cut by a bound of the export's.
    const full = written >= exp.maxRows;
    const walked = examined >= CSV_MAX_EXAMINED;
    if (more && full && written >= CSV_MAX_ROWS) {
      chunk += cutLine(written, `at most ${CSV_MAX_ROWS} rows; narrow the filter`);
    } else if (more && !full && walked) {
      chunk += cutLine(written, `at most ${CSV_MAX_EXAMINED} rows examined; narrow the filter`);
    }
    yield chunk;
    begun = true;
    chunk = '';
    if (!more || full || walked) return;
    after = page.lastKey!;
  }
}

/**
 * Sends an export as a streamed attachment. Its first page is read first, so a database that cannot
 * answer fails the request (503) instead of a download; the reading stops when the client disconnects.
 */
export async function sendCsv<T>(reply: FastifyReply, exp: CsvExport<T>, db: Db): Promise<FastifyReply> {
  const gone = new AbortController();
  reply.raw.on('close', () => gone.abort());
  const lines = csvLines(exp, db, gone.signal);
  const first = await lines.next();
  const safeName = exp.filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(prepend(first, lines)));
}

async function* prepend<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/** What a CSV route's handler returns (its rows differ per list). */
// biome-ignore lint/suspicious/noExplicitAny: each export has its own row type
export type AnyCsvExport = CsvExport<any>;
