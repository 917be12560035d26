// Blocks list table (spec §2 "Blocks" columns). Rows carry data-testid="block-row".
import { Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Block } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { blockLabel, blockUrl } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';

export function BlocksTable({ blocks }: { blocks: readonly Block[] }) {
  const { t, i18n } = useTranslation();
  const c = (key: string) => t(`lists.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('number')}</Table.Th>
            <Table.Th>{c('time')}</Table.Th>
            <Table.Th ta="right">{c('workchain')}</Table.Th>
            <Table.Th>{c('shard')}</Table.Th>
            <Table.Th ta="right">{c('transactions')}</Table.Th>
            <Table.Th>{c('shardHeight')}</Table.Th>
            <Table.Th ta="right">{c('version')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {blocks.map((b) => (
            <Table.Tr key={b.rootHash} data-testid="block-row">
              <Table.Td>
                <Link to={blockUrl(b.rootHash)}>{b.seqno}</Link>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(b.genUtime, { lang: i18n.language })}
              </Table.Td>
              <Table.Td ta="right">{b.workchain}</Table.Td>
              <Table.Td ff="monospace">{b.shard}</Table.Td>
              <Table.Td ta="right">{b.transactionCount}</Table.Td>
              <Table.Td ff="monospace">{blockLabel(b.workchain, b.shard, b.seqno)}</Table.Td>
              <Table.Td ta="right">{b.genSoftwareVersion ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Average seconds between consecutive masterchain blocks of a page, or null with fewer than two. */
export function averageBlockTime(blocks: readonly Block[]): number | null {
  const times = blocks.filter((b) => b.workchain === -1).map((b) => b.genUtime);
  if (times.length < 2) return null;
  return (Math.max(...times) - Math.min(...times)) / (times.length - 1);
}
