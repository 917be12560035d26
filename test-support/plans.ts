// The query plans of a read function, for the suites that check an index serves a list in its order:
// the queries the read runs are captured as Kysely builds them and EXPLAINed in one transaction, with
// sequential scans, bitmap scans and whole sorts priced out (on a test table this small the planner
// would scan and sort; what is checked is that an index exists that yields the rows in page order).
import type { Database, Schema } from '@tvmscan/db';
import { CompiledQuery, createQueryId, type Kysely, type RootOperationNode, sql } from 'kysely';

export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** A plan and every node under it. */
export const planNodes = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(planNodes)];

export interface PlanOptions {
  /** Leave the planner's settings alone (for a table big enough to be planned as on real data). */
  asIs?: boolean;
  /** Only the queries with a LIMIT: a list's own, not the subqueries it builds (a block's shard, …). */
  limitedOnly?: boolean;
}

/** The plans of the queries `read` runs on `database`. */
export async function queryPlans(
  database: Database,
  read: (db: Kysely<Schema>) => Promise<unknown>,
  { asIs = false, limitedOnly = false }: PlanOptions = {},
): Promise<PlanNode[]> {
  return database.db.transaction().execute(async (trx) => {
    if (!asIs) {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
      // A whole sort is priced out too, as the table's size would price it: an index on a prefix of the
      // list's key (ties ordered by an incremental sort of a page) is then taken, as on real data.
      await sql`SET LOCAL enable_sort = off`.execute(trx);
    }
    const captured: RootOperationNode[] = [];
    const spy = trx.withPlugin({
      transformQuery: ({ node }) => {
        captured.push(node);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await read(spy as never);
    const out: PlanNode[] = [];
    for (const node of captured) {
      const q = trx.getExecutor().compileQuery(node, createQueryId());
      if (limitedOnly && !/ limit \$\d+/.test(q.sql)) continue;
      const r = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${q.sql}`, [...q.parameters]),
      );
      out.push(r.rows[0]['QUERY PLAN'][0].Plan);
    }
    return out;
  });
}
