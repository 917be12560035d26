// The counters the indexer maintains (stats_counters), read as decimal strings.
import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export type CounterName =
  | 'head_mc_seqno'
  | 'blocks_total'
  | 'transactions_total'
  | 'messages_total'
  | 'accounts_total';

/**
 * The counter of the accounts whose current code has this hash (hex), their creation seen or not
 * (since 0302-code-hash-counters-all): the set the accounts-by-code-hash lists page through.
 */
export const codeHashCounter = (codeHashHex: string): string => `accounts_code:${codeHashHex}`;

export async function readCounters(db: Kysely<Schema>): Promise<Record<CounterName, string>> {
  const rows = await db.selectFrom('stats_counters').select(['name', 'value']).execute();
  const out: Record<CounterName, string> = {
    head_mc_seqno: '0',
    blocks_total: '0',
    transactions_total: '0',
    messages_total: '0',
    accounts_total: '0',
  };
  for (const r of rows) if (r.name in out) out[r.name as CounterName] = r.value;
  return out;
}
