// The block page's tab contents. Tabs are links (the tab is part of the URL).

import { Table, Tabs } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import type { BlockResponse } from '@tvmscan/api-schema';
import { PAGE_SIZES } from '@tvmscan/api-schema/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedMessages } from '../../features/message-list/PagedMessages';
import { PagedTransactions } from '../../features/transaction-list/PagedTransactions';
import { shorten } from '../../shared/lib/address';
import { accountUrl, blockNumberUrl } from '../../shared/lib/chain';
import { Amount } from '../../shared/ui/Amount';
import { DetailList } from '../../shared/ui/DetailList';
import { Mono } from '../../shared/ui/Mono';
import { Pager } from '../../shared/ui/Pager';
import { ACCOUNT_BLOCKS_PAGE, availableBlockTabs, type BlockTab, resolveBlockTab } from './block-tabs';

const TAB_LABEL_KEYS: Record<BlockTab, string> = {
  transactions: 'block.tabs.transactions',
  messages: 'block.tabs.messages',
  'value-flow': 'block.tabs.valueFlow',
  'account-blocks': 'block.tabs.accountBlocks',
  'shard-hashes': 'block.tabs.shardHashes',
};

/** Spec §9: block tab lists page by 10. */
const TAB_PAGE_SIZE = PAGE_SIZES.tab;

function ValueFlowTab({ block }: { block: BlockResponse }) {
  const { t } = useTranslation();
  const keys = Object.keys(block.valueFlow) as (keyof BlockResponse['valueFlow'])[];
  return (
    <DetailList
      items={keys.map((k) => ({
        label: t(`block.valueFlow.${k}`),
        value: <Amount nano={block.valueFlow[k]} />,
        testId: `value-flow-${k}`,
      }))}
    />
  );
}

function AccountBlocksTab({ block }: { block: BlockResponse }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const rows = block.accountBlocks.slice(page * ACCOUNT_BLOCKS_PAGE, (page + 1) * ACCOUNT_BLOCKS_PAGE);
  return (
    <>
      <Table.ScrollContainer minWidth={700}>
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('block.accountBlocks.address')}</Table.Th>
              <Table.Th ta="right">{t('block.accountBlocks.transactions')}</Table.Th>
              <Table.Th>{t('block.accountBlocks.oldHash')}</Table.Th>
              <Table.Th>{t('block.accountBlocks.newHash')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((ab) => (
              <Table.Tr key={ab.address} data-testid="account-block-row">
                <Table.Td ff="monospace">
                  <Link to={accountUrl(ab.address)}>{shorten(ab.address, 8)}</Link>
                </Table.Td>
                <Table.Td ta="right">{ab.transactionCount}</Table.Td>
                <Table.Td ff="monospace">{shorten(ab.oldHash, 8)}</Table.Td>
                <Table.Td ff="monospace">{shorten(ab.newHash, 8)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {block.accountBlocks.length > ACCOUNT_BLOCKS_PAGE && (
        <Pager
          page={page + 1}
          hasPrevious={page > 0}
          hasNext={(page + 1) * ACCOUNT_BLOCKS_PAGE < block.accountBlocks.length}
          onPrevious={() => setPage((p) => p - 1)}
          onNext={() => setPage((p) => p + 1)}
        />
      )}
    </>
  );
}

function ShardHashesTab({ block }: { block: BlockResponse }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('block.shardHashes.shard')}</Table.Th>
            <Table.Th ta="right">{t('block.shardHashes.seqno')}</Table.Th>
            <Table.Th ta="right">{t('block.shardHashes.startLt')}</Table.Th>
            <Table.Th ta="right">{t('block.shardHashes.endLt')}</Table.Th>
            <Table.Th>{t('block.shardHashes.rootHash')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {block.shardsInfo.map((s) => (
            <Table.Tr
              key={`${s.shardIdent.workchain}:${s.shardIdent.shardPrefix}`}
              data-testid="shard-hash-row"
            >
              <Table.Td ff="monospace">
                {s.shardIdent.workchain}:{s.shardIdent.shardPrefix}
              </Table.Td>
              <Table.Td ta="right">
                <Link to={blockNumberUrl(s.shardIdent.workchain, s.shardIdent.shardPrefix, s.info.seqNo)}>
                  {s.info.seqNo}
                </Link>
              </Table.Td>
              <Table.Td ta="right">{s.info.startLt}</Table.Td>
              <Table.Td ta="right">{s.info.endLt}</Table.Td>
              <Table.Td>
                <Mono value={s.info.rootHash}>{shorten(s.info.rootHash, 8)}</Mono>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function BlockTabs({
  block,
  tab,
  basePath,
}: {
  block: BlockResponse;
  tab: string | undefined;
  basePath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = availableBlockTabs(block);
  const active = resolveBlockTab(tab, tabs);
  return (
    <Tabs
      value={active}
      onChange={(value) => value && void navigate({ to: `${basePath}/${value}`, resetScroll: false })}
      keepMounted={false}
    >
      <Tabs.List>
        {tabs.map((tb) => (
          <Tabs.Tab key={tb} value={tb} data-testid={`block-tab-${tb}`}>
            {t(TAB_LABEL_KEYS[tb])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="transactions" pt="md">
        <PagedTransactions filter={{ block: block.rootHash, limit: TAB_PAGE_SIZE }} />
      </Tabs.Panel>
      <Tabs.Panel value="messages" pt="md">
        <PagedMessages filter={{ block: block.rootHash, limit: TAB_PAGE_SIZE }} />
      </Tabs.Panel>
      <Tabs.Panel value="value-flow" pt="md">
        <ValueFlowTab block={block} />
      </Tabs.Panel>
      <Tabs.Panel value="account-blocks" pt="md">
        <AccountBlocksTab block={block} />
      </Tabs.Panel>
      <Tabs.Panel value="shard-hashes" pt="md">
        <ShardHashesTab block={block} />
      </Tabs.Panel>
    </Tabs>
  );
}
