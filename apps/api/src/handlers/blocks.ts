// Blocks (/api/explorer/blocks/…): the list, its count and CSV export, one block, its next blocks and its
// message count, each one read of @tvmscan/db.
import type { Block, blockRoutes } from '@tvmscan/api-schema';
import { blockMessageCount, countBlocks, getBlock, listBlocks, nextBlocks } from '@tvmscan/db';
import { type CsvColumn, isoTime } from '../csv';
import type { Handlers } from '../handler-types';

const BLOCK_COLUMNS: CsvColumn<Block>[] = [
  ['workchain', (b) => b.workchain],
  ['shard', (b) => b.shard],
  ['seqno', (b) => b.seqno],
  ['time', (b) => isoTime(b.genUtime)],
  ['transactions', (b) => b.transactionCount],
  ['key_block', (b) => b.isKeyBlock],
  ['software_version', (b) => b.genSoftwareVersion],
  ['root_hash', (b) => b.rootHash],
  ['file_hash', (b) => b.fileHash],
];

export const blockHandlers: Pick<Handlers, keyof typeof blockRoutes> = {
  blocksList: async ({ cursor, limit, ...filter }, { database, cursors }) => {
    // Each ordering and direction pages by a different key or order, so its cursors are their own.
    const c = cursors.of(`blocks:${filter.ordering}:${filter.direction}`, filter);
    const page = await listBlocks(database.db, filter, c.decode(cursor, limit));
    return { blocks: page.items, ...c.around(page, cursor) };
  },
  block: async (id, { database }) => getBlock(database.db, id),
  nextBlocks: async ({ id }, { database }) => ({ blocks: await nextBlocks(database.db, id) }),
  blocksCount: async (f, { database }) => countBlocks(database.db, f),
  blockMessageCount: async ({ id }, { database }) => blockMessageCount(database.db, id),
  blocksCsv: async ({ limit, ...filter }) => ({
    filename: 'blocks.csv',
    columns: BLOCK_COLUMNS,
    maxRows: limit,
    page: (db, req) => listBlocks(db, filter, req),
  }),
};
