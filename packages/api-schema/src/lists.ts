// What the lists and counts of every entity share: the cursors around a page, the sort direction, the
// spec's page offsets (capped, see OFFSET_MAX), the account filter lists, the answer of a count, and the
// id request and raw BOC answer of the calls that name one object by hash.
import { z } from 'zod';
import { BocBase64, Cursor, Hash, RawAddress } from './primitives';
import { ADDRESS_FILTER_MAX, OFFSET_MAX, SORT_DIRECTIONS } from './values';

/** Every list answers with the page plus cursors: currentCursor re-reads this page, nextCursor/prevCursor move. */
export const pageCursors = {
  currentCursor: Cursor.nullable(),
  nextCursor: Cursor.nullable(),
  prevCursor: Cursor.nullable(),
};

/** Spec §3 "Sort order": descending (newest, largest first) by default. */
export const SortDirection = z.enum(SORT_DIRECTIONS);

/** The accounts an include or exclude filter names. */
export const Addresses = z.array(RawAddress).max(ADDRESS_FILTER_MAX);

/** Rows to skip from the start of a list (see OFFSET_MAX in ./values). */
export const Offset = z
  .number()
  .int()
  .min(0)
  .max(OFFSET_MAX)
  .meta({
    description: `Rows to skip from the start of the list (spec: (page-1)*limit); at most ${OFFSET_MAX}, since each skipped row is walked along the index. Deeper pages: follow nextCursor. Not with cursor.`,
  });
export const notBoth = <T extends { cursor?: unknown; offset?: unknown }>(r: T) =>
  r.cursor === undefined || r.offset === undefined;
export const NOT_BOTH = { message: 'give cursor or offset, not both', path: ['offset'] };

/** A count: exact from a counter, or walked up to COUNT_CAP (./values) and then "at least `count`". */
export const ListCountResponse = z.object({ count: z.number().int(), exact: z.boolean() });

/** The body of the calls that name one object by its hash. */
export const IdRequest = z.strictObject({ id: Hash });
/** A bag of cells as stored, by the hash of what it holds. */
export const RawResponse = z.object({ hash: Hash, boc: BocBase64 });

export type ListCountResponse = z.infer<typeof ListCountResponse>;
export type SortDirection = z.infer<typeof SortDirection>;
