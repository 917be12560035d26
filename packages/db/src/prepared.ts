// Reads as named prepared statements. A request's read is a few primary-key or index lookups that
// execute in a tenth of a millisecond, while parsing and planning the statement afresh each time costs
// ten times that; a statement prepared once per connection skips the parse, and PostgreSQL's plan cache
// (plan_cache_mode auto) drops to a generic plan only where that plan costs no more than the custom
// ones, so a parameter that picks a partial index keeps being planned with its value.
//
// Only parameterized reads are named: a statement without parameters runs on the simple protocol (which
// allows several statements in one text, as migrations send), and writes keep their own statements
// unnamed so a schema change never meets a prepared insert. Each connection keeps at most
// MAX_PREPARED of them, so texts that differ by an inlined value cannot grow a session without bound.
import { createHash } from 'node:crypto';
import pg from 'pg';

const READ = /^\s*(?:select|with|\()/i;

/** Statements one session keeps prepared; further distinct reads run unnamed (parsed every time). */
export const MAX_PREPARED = 500;

/**
 * The names prepared per wire connection. PGlite's adapter hands every client the same connection
 * object (its one session outlives the pool's clients), so the count follows the connection.
 */
const preparedBy = new WeakMap<object, Set<string>>();

/** Statement names by text, so a repeated read is not hashed again (cleared whenever it outgrows its bound). */
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= 4 * MAX_PREPARED) names.clear();
    name = `r${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

/** A `pg` client that sends parameterized reads as named statements (the module comment says why). */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg.Client's constructor config
  constructor(config?: any) {
    super(config);
    // A connection that dies while checked out of the pool (the server restarts) fails the queries it
    // runs and is dropped on release; its 'error' event, which the pool listens to only while the
    // client is idle, must not crash the process meanwhile.
    this.on('error', () => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: forwards every overload of pg.Client#query
  override query(config: any, values?: any, callback?: any): any {
    const name =
      typeof config === 'string' && Array.isArray(values) && values.length > 0 && READ.test(config)
        ? this.#preparedName(config)
        : undefined;
    return name
      ? super.query({ name, text: config, values }, callback)
      : super.query(config, values, callback);
  }

  #preparedName(text: string): string | undefined {
    // biome-ignore lint/suspicious/noExplicitAny: pg's Connection is not in its public types
    const connection = (this as any).connection as object;
    let prepared = preparedBy.get(connection);
    if (!prepared) {
      prepared = new Set();
      preparedBy.set(connection, prepared);
    }
    const name = nameOf(text);
    if (prepared.has(name)) return name;
    if (prepared.size >= MAX_PREPARED) return undefined;
    prepared.add(name);
    return name;
  }
}
