// CSV exports (GET, the lists' filters as query strings): the row cap every export shares and what a CSV
// route documents as its 200 body. Each entity's export query sits with its list.
import { z } from 'zod';
import { CSV_MAX_ROWS } from './values';

/** Rows of one export, at most CSV_MAX_ROWS (the query string carries numbers as text). */
export const csvLimit = z.coerce.number().int().min(1).max(CSV_MAX_ROWS).default(CSV_MAX_ROWS);
/** What a CSV route documents as its 200 body. */
export const CsvBody = z.string().meta({ description: 'text/csv; one header row, then the rows' });
