// NFT page (spec §2 "Collections and NFTs"): json (name, description, preview, regions, external_url,
// version, meta) — with TIP-4.2.2 also the document's URL and when the indexer last read it — info
// (owner, manager, collection) and events paged by the spec's event-list rules; a multi-token (VEP 1155)
// also shows its supply, royalty, holders and multi-token events (./MultiToken).
// Every metadata field is contract-supplied and shown as text; the preview goes through MediaPreview.
import { Badge, Card, Code, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { NftResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { accountUrl } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import { visibleText } from '../../shared/lib/untrusted-text';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { DetailList } from '../../shared/ui/DetailList';
import { DetailPage } from '../../shared/ui/DetailPage';
import { Mono } from '../../shared/ui/Mono';
import { ScrollableCode } from '../../shared/ui/ScrollableCode';
import { UntrustedText } from '../../shared/ui/UntrustedText';
import { useNft } from './hooks';
import { ExternalUrl, MediaPreview } from './MediaPreview';
import { isMultiToken, MultiTokenEvents, MultiTokenHolders, useMultiTokenInfo } from './MultiToken';
import { NftEvents } from './NftEvents';
import { type NftMetadata, parseNftMetadata, prettyJson } from './nft-metadata';

export function NftPage({ address }: { address: string }) {
  const { t } = useTranslation();
  const nft = useNft(address);
  const name = nft.data ? (metadataOf(nft.data).name ?? nft.data.name) : null;
  const title = name ? visibleText(name) : t('nft.pageName');
  usePageTitle(name ? `${visibleText(name)} ${t('nft.pageName')}` : t('nft.pageName'));
  return (
    <DetailPage
      list={{ to: '/collections', label: t('nft.collectionsTitle') }}
      crumb={t('nft.pageName')}
      title={title}
      titleTestId="nft-title"
      query={nft}
      skeletonRows={10}
      notFound={
        <Text c="dimmed" data-testid="nft-not-found">
          {t('nft.notFound')}
        </Text>
      }
    >
      {(data) => <NftDetails nft={data} />}
    </DetailPage>
  );
}

const EMPTY_METADATA: NftMetadata = {
  type: null,
  name: null,
  description: null,
  preview: null,
  externalUrl: null,
  version: null,
  regions: null,
  meta: null,
};

/** The NFT's own JSON metadata, or empty fields when it has none or it does not parse. */
function metadataOf(nft: NftResponse): NftMetadata {
  const parsed = nft.json === null ? null : parseNftMetadata(nft.json);
  return parsed?.ok ? parsed.value : EMPTY_METADATA;
}

function NftDetails({ nft }: { nft: NftResponse }) {
  const { t, i18n } = useTranslation();
  // TIP-4.2.2: the metadata is a document at a URL, which the indexer reads (never this page).
  const fromUrl = nft.metadataUrl !== null;
  const raw = fromUrl ? 'rawFromUrl' : 'raw';
  const parsed = nft.json === null ? null : parseNftMetadata(nft.json);
  const meta = metadataOf(nft);
  const name = meta.name ?? nft.name;
  const j = (key: string) => t(`nft.json.${key}`);
  const i = (key: string) => t(`nft.info.${key}`);
  const multiTokenInfo = useMultiTokenInfo(nft);
  return (
    <>
      {nft.burned && (
        <Group>
          <Badge color="red">{i('burned')}</Badge>
        </Group>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Card withBorder padding="md" h="100%">
            <Stack align="center" justify="center" h="100%">
              <Text fz="sm" fw={600} c="dimmed">
                {j('preview')}
              </Text>
              <MediaPreview source={meta.preview ?? nft.preview} name={name} size={220} />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Card withBorder padding="md" h="100%">
            <Title order={2} fz="lg" mb="xs">
              {i('title')}
            </Title>
            <DetailList
              items={[
                {
                  label: i('address'),
                  value: <Mono value={nft.address} to={accountUrl(nft.address)} testId="nft-address" />,
                },
                { label: i('id'), value: <Mono value={nft.id} testId="nft-id" /> },
                {
                  label: i('owner'),
                  value: (
                    <Mono value={nft.ownerAddress} to={accountUrl(nft.ownerAddress)} testId="nft-owner" />
                  ),
                },
                {
                  label: i('manager'),
                  value: (
                    <Mono
                      value={nft.managerAddress}
                      to={accountUrl(nft.managerAddress)}
                      testId="nft-manager"
                    />
                  ),
                },
                {
                  label: i('collection'),
                  value: (
                    <Stack gap={2}>
                      {nft.collectionInfo?.name && (
                        <UntrustedText value={nft.collectionInfo.name} testId="nft-collection-name" />
                      )}
                      <Mono value={nft.collection} to={accountUrl(nft.collection)} testId="nft-collection" />
                    </Stack>
                  ),
                },
                ...multiTokenInfo,
              ]}
            />
          </Card>
        </Grid.Col>
      </Grid>
      <Card withBorder padding="md" data-testid="nft-json">
        <Title order={2} fz="lg" mb="xs">
          {j('title')}
        </Title>
        {fromUrl && (
          <DetailList
            items={[
              { label: j('source'), value: <ExternalUrl value={nft.metadataUrl} /> },
              {
                label: j('readAt'),
                value: (
                  <Text fz="sm" data-testid="nft-metadata-read">
                    {nft.metadataFetchedAt === null
                      ? '—'
                      : formatDateTime(nft.metadataFetchedAt, { lang: i18n.language })}
                  </Text>
                ),
              },
            ]}
          />
        )}
        {nft.json === null ? (
          <Text c="dimmed">{j(fromUrl ? 'notRead' : 'none')}</Text>
        ) : (
          <>
            {parsed && !parsed.ok && (
              <Text c="dimmed" mb="xs">
                {j('invalid')}
              </Text>
            )}
            <DetailList
              items={[
                { label: j('name'), value: <UntrustedText value={meta.name} testId="nft-json-name" /> },
                {
                  label: j('description'),
                  value: <UntrustedText value={meta.description} testId="nft-json-description" />,
                },
                { label: j('type'), value: <UntrustedText value={meta.type} /> },
                { label: j('externalUrl'), value: <ExternalUrl value={meta.externalUrl} /> },
                { label: j('version'), value: <UntrustedText value={meta.version} /> },
                ...(meta.regions ? [{ label: j('regions'), value: <JsonText value={meta.regions} /> }] : []),
                ...(meta.meta ? [{ label: j('meta'), value: <JsonText value={meta.meta} /> }] : []),
              ]}
            />
            <Text fz="sm" fw={600} mt="md" mb={4}>
              {j(raw)}
            </Text>
            <ScrollableCode label={j(raw)} maxHeight={320} testId="nft-json-raw">
              {visibleText(prettyJson(nft.json), { multiline: true })}
            </ScrollableCode>
          </>
        )}
      </Card>
      {isMultiToken(nft) && (
        <>
          <MultiTokenHolders nft={nft} />
          <MultiTokenEvents nft={nft} />
        </>
      )}
      <NftEvents nft={nft} />
    </>
  );
}

function JsonText({ value }: { value: unknown }) {
  return (
    <Code block style={{ whiteSpace: 'pre-wrap' }}>
      {visibleText(JSON.stringify(value, null, 2), { multiline: true })}
    </Code>
  );
}
