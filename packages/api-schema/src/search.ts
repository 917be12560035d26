// Search in the Explorer API (spec §7 /search): blocks, accounts, transactions, messages and tokens by id
// or (raw or friendly) address.
import { z } from 'zod';
import { Account, Block, Message, Transaction } from './entities';
import { RawAddress } from './primitives';
import type { RouteDef } from './route-def';
import { endpoints } from './values';

/** Any text: the search box sends what was typed, and text no id can be (a NUL…) just finds nothing. */
export const SearchRequest = z.strictObject({ query: z.string().trim().min(1).max(256) });
export const SearchResponse = z.object({
  blocks: z.array(Block.pick({ workchain: true, shard: true, seqno: true, rootHash: true, genUtime: true })),
  accounts: z.array(Account.pick({ address: true, balance: true, state: true })),
  transactions: z.array(Transaction.pick({ hash: true, time: true, accountId: true })),
  messages: z.array(Message.pick({ messageHash: true, messageType: true, transactionTime: true })),
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      rootAddress: RawAddress,
      trusted: z.boolean(),
      /** The approved logo's URL (decision 0049); null without approved asset information. */
      logoUrl: z.string().nullable(),
      /** Whether the token has approved asset information. */
      verified: z.boolean(),
    }),
  ),
});

export type SearchRequest = z.input<typeof SearchRequest>;
export type SearchResponse = z.infer<typeof SearchResponse>;

export const searchRoutes = {
  search: {
    ...endpoints.search,
    tag: 'explorer',
    summary: 'Find blocks, accounts, transactions and messages by id or (raw or friendly) address',
    body: SearchRequest,
    response: SearchResponse,
  },
} as const satisfies Record<string, RouteDef>;
