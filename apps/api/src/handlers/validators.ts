// Validators (/api/explorer/validators/…, current-validators-top): a set by rank, keyset-paged, its ten
// largest, and a set as CSV, each one read of @tvmscan/db.
import type { Validator, validatorRoutes } from '@tvmscan/api-schema';
import { listValidators } from '@tvmscan/db';
import type { CsvColumn } from '../csv';
import type { Handlers } from '../handler-types';

const TOP_VALIDATORS = 10;

const VALIDATOR_COLUMNS: CsvColumn<Validator>[] = [
  ['rank', (v) => v.rank],
  ['public_key', (v) => v.publicKey],
  ['adnl_address', (v) => v.adnlAddress],
  ['weight', (v) => v.weight],
  ['weight_percent', (v) => v.weightPercent],
  ['address', (v) => v.address],
  ['stake', (v) => v.stake],
  ['bonuses', (v) => v.bonuses],
];

export const validatorHandlers: Pick<Handlers, keyof typeof validatorRoutes> = {
  validatorsList: async ({ set, cursor, limit }, { database, cursors }) => {
    const c = cursors.of(`validators:${set}`);
    const r = await listValidators(database.db, set, c.decode(cursor, limit));
    return { set: r.set, validators: r.page.items, ...c.around(r.page, cursor) };
  },
  currentValidatorsTop: async (_b, { database }) => {
    const { set, page } = await listValidators(database.db, 'current', { limit: TOP_VALIDATORS });
    return { set, validators: page.items };
  },
  validatorsCsv: async ({ limit, set }) => ({
    filename: `validators-${set}.csv`,
    columns: VALIDATOR_COLUMNS,
    maxRows: limit,
    page: async (db, req) => (await listValidators(db, set, req)).page,
  }),
};
