// Many rows as one statement: `(columns) SELECT * FROM unnest($1::type[], $2::type[], …)`, one array
// parameter per column. The arrays travel as PostgreSQL array literals built here (element syntax
// below), so the same text goes to PostgreSQL and to PGlite whatever their drivers do with JavaScript
// arrays, and the statement text (hence its plan) does not depend on the row count.
import { type RawBuilder, sql } from 'kysely';

export type SqlType = 'bytea' | 'int4' | 'int8' | 'numeric' | 'text' | 'bool';
/** Each type's array cast, written out so no SQL text is spliced in. */
const ARRAY_OF: Record<SqlType, RawBuilder<unknown>> = {
  bytea: sql`bytea[]`,
  int4: sql`int4[]`,
  int8: sql`int8[]`,
  numeric: sql`numeric[]`,
  text: sql`text[]`,
  bool: sql`bool[]`,
};
/** The columns to write, in order, with their SQL types. */
export type ColumnTypes<Row> = { [K in keyof Row]-?: SqlType };

const NEEDS_ESCAPE = /[\\"]/;

/**
 * One array element. Numbers and booleans go bare (nothing in them is special to the array syntax);
 * bytea as a quoted `\\x…` (the backslash doubled inside quotes); text quoted, with `"` and `\`
 * escaped when it has any. Called once per cell of every row written, so it avoids a regex pass
 * where the value cannot need one.
 */
function element(type: SqlType, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  switch (type) {
    case 'bytea': {
      const bytes = value as Uint8Array;
      return `"\\\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}"`;
    }
    case 'bool':
      return value ? 't' : 'f';
    case 'text': {
      const text = String(value);
      return `"${NEEDS_ESCAPE.test(text) ? text.replace(/[\\"]/g, '\\$&') : text}"`;
    }
    default:
      return String(value);
  }
}

/** The array literal of one column over all rows. */
export function arrayLiteral<Row>(type: SqlType, rows: readonly Row[], column: keyof Row): string {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) parts[i] = element(type, rows[i][column]);
  return `{${parts.join(',')}}`;
}

/** One `$n::type[]` parameter per column, in the columns' order. */
function columnArrays<Row>(columns: ColumnTypes<Row>, rows: readonly Row[]): RawBuilder<unknown>[] {
  const names = Object.keys(columns) as Array<keyof Row & string>;
  return names.map((name) => sql`${arrayLiteral(columns[name], rows, name)}::${ARRAY_OF[columns[name]]}`);
}

/** `(c1, c2, …) SELECT * FROM unnest($1::t1[], $2::t2[], …)` for an INSERT INTO <table>. */
export function unnestRows<Row>(columns: ColumnTypes<Row>, rows: readonly Row[]): RawBuilder<unknown> {
  const names = Object.keys(columns) as Array<keyof Row & string>;
  return sql`(${sql.join(names.map((n) => sql.ref(n)))}) SELECT * FROM unnest(${sql.join(columnArrays(columns, rows))})`;
}

/** `unnest($1::t1[], …) AS <alias>(c1, c2, …)`: the rows as a relation to join or select from. */
export function unnestRelation<Row>(
  columns: ColumnTypes<Row>,
  rows: readonly Row[],
  alias: string,
): RawBuilder<unknown> {
  const names = Object.keys(columns) as Array<keyof Row & string>;
  return sql`unnest(${sql.join(columnArrays(columns, rows))}) AS ${sql.id(alias)}(${sql.join(names.map((n) => sql.id(n)))})`;
}
