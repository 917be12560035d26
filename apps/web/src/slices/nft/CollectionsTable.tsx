// Collections table (spec §2: account address, name, preview, external_url, supported interfaces, owner,
// createdAt, itemsCount). Names and metadata are contract-supplied; interfaces show as the standards they
// belong to (standards.ts). Rows carry data-testid="collection-row".
import { Table } from '@mantine/core';
import type { CollectionListItem } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { accountUrl } from '../../shared/lib/chain';
import { formatCount, formatDateTime } from '../../shared/lib/format';
import { Mono } from '../../shared/ui/Mono';
import { UntrustedText } from '../../shared/ui/UntrustedText';
import { ExternalUrl, MediaPreview } from './MediaPreview';
import { StandardBadges } from './StandardBadges';

export function CollectionsTable({ collections }: { collections: readonly CollectionListItem[] }) {
  const { t, i18n } = useTranslation();
  const c = (key: string) => t(`nft.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('address')}</Table.Th>
            <Table.Th>{c('name')}</Table.Th>
            <Table.Th>{c('preview')}</Table.Th>
            <Table.Th>{c('externalUrl')}</Table.Th>
            <Table.Th>{c('interfaces')}</Table.Th>
            <Table.Th>{c('owner')}</Table.Th>
            <Table.Th>{c('createdAt')}</Table.Th>
            <Table.Th ta="right">{c('itemsCount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {collections.map((col) => (
            <Table.Tr key={col.address} data-testid="collection-row">
              <Table.Td>
                <Mono value={col.address} to={accountUrl(col.address)} testId="collection-address">
                  {shorten(col.address)}
                </Mono>
              </Table.Td>
              <Table.Td maw={240}>
                <UntrustedText value={col.name} testId="collection-name" />
              </Table.Td>
              <Table.Td data-testid="collection-preview">
                <MediaPreview source={col.preview} name={col.name} size={40} />
              </Table.Td>
              <Table.Td maw={220} data-testid="collection-external-url">
                <ExternalUrl value={col.externalUrl} />
              </Table.Td>
              <Table.Td data-testid="collection-interfaces">
                <StandardBadges interfaces={col.supportedInterfaces} />
              </Table.Td>
              <Table.Td data-testid="collection-owner">
                {col.ownerAddress ? (
                  <Mono value={col.ownerAddress} to={accountUrl(col.ownerAddress)} copyable={false}>
                    {shorten(col.ownerAddress, 6)}
                  </Mono>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="collection-created">
                {col.createdAt === null ? '—' : formatDateTime(col.createdAt, { lang: i18n.language })}
              </Table.Td>
              <Table.Td ta="right" data-testid="collection-items">
                {formatCount(col.itemsCount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
