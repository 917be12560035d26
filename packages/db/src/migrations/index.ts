// The migration list, in code (no directory scan, so it works the same under tsx, vitest and bundlers).
// Names sort in apply order: 0001-0999 are the chain schema (packages/db), 1000+ are the read side's
// indexes and views (packages/db/src/read): register those below the core ones.
import type { Migration } from 'kysely';
import * as readIndexes from '../read/migrations/1000-read-indexes';
import * as tokenReadIndexes from '../read/migrations/1100-token-read-indexes';
import * as networkIndexes from '../read/migrations/1200-network-indexes';
import * as transactionOrderings from '../read/migrations/1300-transaction-orderings';
import * as electorIndexes from '../read/migrations/1400-elector-indexes';
import * as listOrderings from '../read/migrations/1500-list-orderings';
import * as messageTypeIndexes from '../read/migrations/1600-message-type-indexes';
import * as accountMessageKeys from '../read/migrations/1700-account-message-keys';
import * as multiTokenIndexes from '../read/migrations/1800-multi-token-indexes';
import * as accountsCodeHashKey from '../read/migrations/1900-accounts-code-hash-key';
import * as core from './0001-core';
import * as tokens from './0100-tokens';
import * as trustedTokens from './0101-trusted-tokens';
import * as network from './0200-network';
import * as elector from './0300-elector';
import * as codeHashCounters from './0301-code-hash-counters';
import * as codeHashCountersAll from './0302-code-hash-counters-all';
import * as verifiedContracts from './0400-verified-contracts';
import * as networkIdentity from './0500-network-identity';
import * as urlMetadata from './0600-url-metadata';
import * as multiTokens from './0700-multi-tokens';
import * as multiTokenWalletCode from './0701-multi-token-wallet-code';
import * as verification from './0800-verification';
import * as identity from './0900-identity';
import * as personalApiKeys from './0910-personal-api-keys';
import * as tokenAssets from './0920-token-assets';
import * as tokenLists from './0930-token-lists';
import * as pools from './0950-pools';

export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0100-tokens': tokens,
  '0101-trusted-tokens': trustedTokens,
  '0200-network': network,
  '0300-elector': elector,
  '0301-code-hash-counters': codeHashCounters,
  '0302-code-hash-counters-all': codeHashCountersAll,
  '0400-verified-contracts': verifiedContracts,
  '0500-network-identity': networkIdentity,
  '0600-url-metadata': urlMetadata,
  '0700-multi-tokens': multiTokens,
  '0701-multi-token-wallet-code': multiTokenWalletCode,
  '0800-verification': verification,
  '0900-identity': identity,
  '0910-personal-api-keys': personalApiKeys,
  '0920-token-assets': tokenAssets,
  '0930-token-lists': tokenLists,
  '0950-pools': pools,
  '1000-read-indexes': readIndexes,
  '1100-token-read-indexes': tokenReadIndexes,
  '1200-network-indexes': networkIndexes,
  '1300-transaction-orderings': transactionOrderings,
  '1400-elector-indexes': electorIndexes,
  '1500-list-orderings': listOrderings,
  '1600-message-type-indexes': messageTypeIndexes,
  '1700-account-message-keys': accountMessageKeys,
  '1800-multi-token-indexes': multiTokenIndexes,
  '1900-accounts-code-hash-key': accountsCodeHashKey,
};
