// Streaming CSV export shared by every list: rows are read page by page along the list's keyset (so an
// export costs what paging through the list costs and never holds it in memory), written as they come,
// capped at a row limit, and made safe to open in a spreadsheet: a cell that a spreadsheet would run as
// a formula (leading = + - @ tab or CR, except a plain signed number) gets a leading apostrophe.
import { Readable } from 'node:stream';
import type { Page, PageRequest } from '@tvmscan/db';
import type { FastifyReply } from 'fastify';

/** One column: its header and how a row gives its value (null/undefined → empty cell). */
export type CsvColumn<T> = readonly [header: string, value: (row: T) => unknown];

export interface CsvExport<T = never> {
  /** Download name, e.g. `transactions.csv`. */
  filename: string;
  columns: readonly CsvColumn<T>[];
  /** One keyset page of the list (the same read function the list route uses). */
  page: (req: PageRequest) => Promise<Page<T>>;
  /** Most rows to write. */
  maxRows: number;
}

const FORMULA = /^[=+\-@\t\r](?!\d+(\.\d+)?$)/;
const NEEDS_QUOTES = /[",\r\n]/;
/** Rows read per database round trip. */
export const CSV_PAGE_ROWS = 500;

/** One cell: formula-neutralized, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'string' ? value : String(value);
  if (FORMULA.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The header line, then every row of every page until the list or the row cap ends. */
export async function* csvLines<T>(exp: CsvExport<T>): AsyncGenerator<string> {
  yield csvLine(exp.columns.map(([header]) => header));
  let written = 0;
  let after: string[] | undefined;
  while (written < exp.maxRows) {
    const page = await exp.page({ limit: Math.min(CSV_PAGE_ROWS, exp.maxRows - written), after });
    let chunk = '';
    for (const row of page.items) chunk += csvLine(exp.columns.map(([, value]) => value(row)));
    written += page.items.length;
    if (chunk) yield chunk;
    if (!page.hasNext || !page.lastKey) return;
    after = page.lastKey;
  }
}

/** Sends an export as a streamed attachment. */
export function sendCsv<T>(reply: FastifyReply, exp: CsvExport<T>): FastifyReply {
  const safeName = exp.filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvLines(exp)));
}

/** What a CSV route's handler returns (its rows differ per list). */
// biome-ignore lint/suspicious/noExplicitAny: each export has its own row type
export type AnyCsvExport = CsvExport<any>;
