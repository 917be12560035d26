// What the token and NFT writes share: statements cut to PostgreSQL's bind-parameter limit, upserts
// that take the newer row's values, and counter deltas tallied per row then added once per row named.
import { sql, type Transaction } from 'kysely';
import type { Schema } from '../schema';

// PostgreSQL takes at most 65,535 bind parameters per statement.
const MAX_PARAMS = 60_000;

export type Trx = Transaction<Schema>;

/** `SET column = EXCLUDED.column` for each column: the upsert takes the newer row's values. */
export const fromExcluded = <C extends string>(columns: readonly C[]) =>
  // Typed loosely: Kysely cannot type a reference built from a column name held in a variable.
  Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)])) as Record<C, never>;

export function chunked<T extends object>(rows: T[]): T[][] {
  if (rows.length === 0) return [];
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(rows[0]).length));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export const hexKey = (workchain: number, address: Uint8Array): string =>
  `${workchain}:${Buffer.from(address.buffer, address.byteOffset, address.byteLength).toString('hex')}`;

/** Deltas to counters of rows keyed by (workchain, address), gathered per row before one update each. */
export type Tally = Map<string, { workchain: number; address: Uint8Array; n: number }>;

/** Adds a delta to the named row's entry. */
export function tally(deltas: Tally, workchain: number, address: Uint8Array, n = 1) {
  const k = hexKey(workchain, address);
  const d = deltas.get(k);
  if (d) d.n += n;
  else deltas.set(k, { workchain, address, n });
}

/** Adds each tally to a maintained counter column of the row it names. */
export async function addToCounters(
  trx: Trx,
  table: 'token_roots' | 'token_wallets' | 'nft_collections',
  column: 'holders_count' | 'transactions_count' | 'items_count',
  deltas: Tally,
): Promise<void> {
  for (const d of deltas.values()) {
    if (d.n === 0) continue;
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${sql.ref(column)} + ${d.n}
      WHERE workchain = ${d.workchain} AND address = ${Buffer.from(d.address)}`.execute(trx);
  }
}
