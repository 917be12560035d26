// The one way the read side selects a block's transactions.
import { type RawBuilder, sql } from 'kysely';

/**
 * Whether a transaction belongs to `block`. Every transaction of a block carries the block's gen_utime
 * as its `now` (validators reject a block otherwise), so the time index finds a block's transactions:
 * that second, then the block's hash; no index by block hash is needed.
 */
export function inBlock(nowRef: string, blockRef: string, block: Buffer): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(nowRef)} = (SELECT gen_utime FROM blocks WHERE root_hash = ${block}) AND ${sql.ref(blockRef)} = ${block})`;
}
