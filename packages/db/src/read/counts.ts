// How a list's count is answered (spec §7 /…/count): exactly from a counter the indexer keeps, when one
// fits the filter, else by walking the list's own index-backed query, up to COUNT_CAP rows.
// Each entity's count (blocks.ts, transactions.ts, messages.ts, accounts.ts) picks between the two.
import { COUNT_CAP, type ListCountResponse } from '@tvmscan/api-schema';
import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import type { Page, PageRequest } from './keyset';

/** The sum of the named indexer counters: an exact count. */
export async function counter(db: Kysely<Schema>, names: string[]): Promise<ListCountResponse> {
  const rows = await db.selectFrom('stats_counters').select('value').where('name', 'in', names).execute();
  return { count: rows.reduce((n, r) => n + Number(r.value), 0), exact: true };
}

/**
 * No counter answers the filter: walk the list's own (index-backed) query up to COUNT_CAP rows, each row
 * read back as a constant (no COUNT statement: the walk is the bound).
 */
export async function capped<T>(page: (req: PageRequest) => Promise<Page<T>>): Promise<ListCountResponse> {
  const p = await page({ limit: COUNT_CAP, countOnly: true, countAlone: true });
  return { count: p.counted ?? 0, exact: !p.hasNext };
}

/** Whether a filter narrows the list (its ordering and direction do not change what is counted). */
export function defined(filter: object): boolean {
  const { ordering: _o, direction: _d, ...f } = filter as { ordering?: unknown; direction?: unknown };
  return Object.values(f).some((v) => v !== undefined && !(Array.isArray(v) && !v.length));
}
