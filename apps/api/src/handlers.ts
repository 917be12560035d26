// The handler table: one handler per route of the api-schema route table, each entity's from its module
// under handlers/ (the validated body in, one read function, the wire shape out; `null` means "no such
// id" and becomes a 404).
import type { Handlers } from './handler-types';
import { accountHandlers } from './handlers/accounts';
import { blockHandlers } from './handlers/blocks';
import { configHandlers } from './handlers/config';
import { contractHandlers } from './handlers/contracts';
import { electionHandlers } from './handlers/elections';
import { messageHandlers } from './handlers/messages';
import { multiTokenHandlers } from './handlers/multi-tokens';
import { networkConfigHandlers } from './handlers/network-config';
import { nftHandlers } from './handlers/nfts';
import { searchHandlers } from './handlers/search';
import { shardHandlers } from './handlers/shards';
import { statsHandlers } from './handlers/stats';
import { tokenHandlers } from './handlers/tokens';
import { transactionHandlers } from './handlers/transactions';
import { validatorHandlers } from './handlers/validators';

export const handlers: Handlers = {
  ...configHandlers,
  ...statsHandlers,
  ...blockHandlers,
  ...transactionHandlers,
  ...messageHandlers,
  ...accountHandlers,
  ...searchHandlers,
  ...tokenHandlers,
  ...nftHandlers,
  ...multiTokenHandlers,
  ...electionHandlers,
  ...validatorHandlers,
  ...networkConfigHandlers,
  ...shardHandlers,
  ...contractHandlers,
};
