// Network config (/api/explorer/blocks/key-block-config): a key block's config snapshot from @tvmscan/db.
import type { networkConfigRoutes } from '@tvmscan/api-schema';
import { getKeyBlockConfig } from '@tvmscan/db';
import type { Handlers } from '../handler-types';

export const networkConfigHandlers: Pick<Handlers, keyof typeof networkConfigRoutes> = {
  keyBlockConfig: async ({ mcSeqno }, { database }) => {
    const data = await getKeyBlockConfig(database.db, mcSeqno);
    return data ? { data } : null;
  },
};
