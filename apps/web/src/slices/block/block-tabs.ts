// The block page's tabs (spec §2): transactions is the default; account-blocks and shard-hashes exist
// only when the block has them. An unknown or absent tab in the URL falls back to the default.
import type { BlockResponse } from '@tvmscan/api-schema';

export const BLOCK_TABS = [
  'transactions',
  'messages',
  'value-flow',
  'account-blocks',
  'shard-hashes',
] as const;
export type BlockTab = (typeof BLOCK_TABS)[number];

export function availableBlockTabs(block: Pick<BlockResponse, 'accountBlocks' | 'shardsInfo'>): BlockTab[] {
  return BLOCK_TABS.filter(
    (tab) =>
      (tab !== 'account-blocks' || block.accountBlocks.length > 0) &&
      (tab !== 'shard-hashes' || block.shardsInfo.length > 0),
  );
}

export function resolveBlockTab(requested: string | undefined, available: readonly BlockTab[]): BlockTab {
  return available.find((tab) => tab === requested) ?? 'transactions';
}

/** Spec §9: the account-blocks pager shows only above 10 account blocks. */
export const ACCOUNT_BLOCKS_PAGE = 10;
