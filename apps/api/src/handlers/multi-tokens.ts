// VEP-1155 handlers (/api/explorer/multi_tokens/…): the validated body in, read functions of
// @tvmscan/db, the wire shape out.
import type { multiTokenRoutes } from '@tvmscan/api-schema';
import {
  getMultiTokenWallet,
  listMultiTokenEvents,
  listMultiTokenWallets,
  multiTokenWalletsListName,
} from '@tvmscan/db';
import type { Handlers } from '../handler-types';

export const multiTokenHandlers: Pick<Handlers, keyof typeof multiTokenRoutes> = {
  multiTokenWallets: async ({ owner, collection, id, cursor, limit }, { database, cursors }) => {
    // The request schema admits exactly one of the two filters.
    const filter = owner !== undefined ? { owner } : { collection: collection as string, id: id as string };
    const c = cursors.of(multiTokenWalletsListName(filter), filter);
    const page = await listMultiTokenWallets(database.db, filter, c.decode(cursor, limit));
    return { wallets: page.items, ...c.around(page, cursor) };
  },
  multiTokenWallet: async ({ id }, { database }) => getMultiTokenWallet(database.db, id),
  multiTokenEvents: async ({ collection, id, cursor, limit }, { database, cursors }) => {
    const filter = { collection, ...(id === undefined ? {} : { id }) };
    const c = cursors.of('multi-token-events', filter);
    const page = await listMultiTokenEvents(database.db, collection, id, c.decode(cursor, limit));
    return { events: page.items, ...c.around(page, cursor) };
  },
};
