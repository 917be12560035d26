// Many rows as one statement: `(columns) SELECT * FROM unnest($1::type[], $2::type[], …)`, one array
// parameter per column. The arrays travel as PostgreSQL array literals built here, every element
// quoted and escaped, so the same text goes to PostgreSQL and to PGlite whatever their drivers do with
// JavaScript arrays, and the statement text (hence its plan) does not depend on the row count.
import { type RawBuilder, sql } from 'kysely';

export type SqlType = 'bytea' | 'int4' | 'int8' | 'numeric' | 'text' | 'bool';
/** The columns to write, in order, with their SQL types. */
export type ColumnTypes<Row> = { [K in keyof Row]-?: SqlType };

function element(type: SqlType, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (type === 'bytea') {
    const bytes = value as Uint8Array;
    text = `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
  } else if (type === 'bool') {
    text = value ? 't' : 'f';
  } else {
    text = String(value);
  }
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/** The array literal of one column over all rows. */
export function arrayLiteral<Row>(type: SqlType, rows: readonly Row[], column: keyof Row): string {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) parts[i] = element(type, rows[i][column]);
  return `{${parts.join(',')}}`;
}

/** `(c1, c2, …) SELECT * FROM unnest($1::t1[], $2::t2[], …)` for an INSERT INTO <table>. */
export function unnestRows<Row>(columns: ColumnTypes<Row>, rows: readonly Row[]): RawBuilder<unknown> {
  const names = Object.keys(columns) as Array<keyof Row & string>;
  const arrays = names.map((name) => {
    const type = columns[name];
    return sql`${arrayLiteral(type, rows, name)}::${sql.raw(type)}[]`;
  });
  return sql`(${sql.join(names.map((n) => sql.ref(n)))}) SELECT * FROM unnest(${sql.join(arrays)})`;
}
