// Verified contracts (/api/explorer/contracts/…): the validated path parameters in, one read of
// @tvmscan/db, the wire shape out (null → 404).
import type { contractRoutes } from '@tvmscan/api-schema';
import { getVerifiedContract } from '@tvmscan/db';
import type { Handlers } from '../handler-types';

export const contractHandlers: Pick<Handlers, keyof typeof contractRoutes> = {
  verifiedContract: async ({ codeHash }, { database }) => getVerifiedContract(database.db, codeHash),
};
