// Shards (/api/explorer/shards): the current shard layout from @tvmscan/db.
import type { shardRoutes } from '@tvmscan/api-schema';
import { getShardLayout } from '@tvmscan/db';
import type { Handlers } from '../handler-types';

export const shardHandlers: Pick<Handlers, keyof typeof shardRoutes> = {
  shardLayout: async (_b, { database }) => getShardLayout(database.db),
};
