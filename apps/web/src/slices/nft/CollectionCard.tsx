// A collection's own card on its account page (spec §3 "Collection" and "Multi-token collection"): the
// standards it answers to, owner, creation, items seen, its totalSupply getter, the last token id (the
// highest id among its items) and its JSON as the contract returns it — contract text, shown as text.
import { Text } from '@mantine/core';
import type { CollectionResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../../shared/lib/format';
import { visibleText } from '../../shared/lib/untrusted-text';
import { DetailList } from '../../shared/ui/DetailList';
import { AccountMono } from '../../shared/ui/Mono';
import { Panel } from '../../shared/ui/Panel';
import { ScrollableCode } from '../../shared/ui/ScrollableCode';
import { prettyJson } from './nft-metadata';
import { StandardBadges } from './StandardBadges';

export function CollectionCard({ collection }: { collection: CollectionResponse }) {
  const { t, i18n } = useTranslation();
  const c = (key: string) => t(`nft.collection.${key}`);
  const value = (text: string | null, testId: string) => <span data-testid={testId}>{text ?? '—'}</span>;
  return (
    <Panel title={c('title')} testId="collection-card">
      <DetailList
        items={[
          { label: c('standards'), value: <StandardBadges interfaces={collection.supportedInterfaces} /> },
          {
            label: c('owner'),
            value: <AccountMono address={collection.ownerAddress} testId="collection-card-owner" />,
          },
          {
            label: c('createdAt'),
            value:
              collection.createdAt === null
                ? '—'
                : formatDateTime(collection.createdAt, { lang: i18n.language }),
          },
          {
            label: c('itemsCount'),
            value: value(formatCount(collection.itemsCount), 'collection-card-items'),
          },
          {
            label: c('totalSupply'),
            value: value(
              collection.totalSupply === null ? null : formatCount(collection.totalSupply),
              'collection-card-supply',
            ),
          },
          { label: c('lastTokenId'), value: value(collection.lastTokenId, 'collection-card-last-id') },
        ]}
      />
      <Text fz="sm" fw={600} mt="md" mb={4}>
        {c('json')}
      </Text>
      {collection.json === null ? (
        <Text c="dimmed">{c('noJson')}</Text>
      ) : (
        <ScrollableCode label={c('json')} maxHeight={240} testId="collection-card-json">
          {visibleText(prettyJson(collection.json), { multiline: true })}
        </ScrollableCode>
      )}
    </Panel>
  );
}
