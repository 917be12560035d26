// Search (/api/explorer/search): the chain's ids from @tvmscan/db and the tokens (./tokens), asked at once.
import { isPlainText, type searchRoutes } from '@tvmscan/api-schema';
import { emptySearch, searchById } from '@tvmscan/db';
import { addressToRaw } from '../addresses';
import type { Handlers } from '../handler-types';
import { searchTokens } from './tokens';

export const searchHandlers: Pick<Handlers, keyof typeof searchRoutes> = {
  search: async ({ query }, { database }) => {
    // Text the database cannot hold (a NUL, an unpaired surrogate) matches nothing that is stored.
    if (!isPlainText(query)) return emptySearch();
    const id = addressToRaw(query) ?? query;
    // The chain's ids and the tokens are independent lookups: asked at once, one round trip of latency.
    const [found, tokens] = await Promise.all([
      searchById(database.db, id),
      searchTokens(database, query, id),
    ]);
    return { ...found, tokens };
  },
};
