// Network config (spec §2 Network config, §3): the newest key block's config — a details card whose
// expandable section holds the fundamental addresses and other less-used fields, then the sub-pages
// (voting by default) as tabs whose URL is /config/<section>.
import { Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { accountUrl, blockNumberUrl, MASTERCHAIN, MASTERCHAIN_SHARD } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import { usePageTitle } from '../../shared/lib/use-page-title';
import type { DetailItem } from '../../shared/ui/DetailList';
import { ExpandableDetails } from '../../shared/ui/ExpandableDetails';
import { Mono } from '../../shared/ui/Mono';
import { QueryState } from '../../shared/ui/QueryState';
import { DecodedValue } from './DecodedValue';
import { CONFIG_SECTIONS, type ConfigSection, type NetworkConfig, sectionParts } from './sections';

export function ConfigPage({
  section,
  onSectionChange,
}: {
  section: ConfigSection;
  onSectionChange: (s: ConfigSection) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('config.title'));
  const query = useQuery({
    queryKey: ['keyBlockConfig'],
    queryFn: ({ signal }) => callApi('keyBlockConfig', {}, signal),
  });
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('config.title')}
      </Title>
      <QueryState data={query.data} error={query.error} isPending={query.isPending} skeletonRows={8}>
        {({ data }) => (
          <>
            <ConfigDetails mcSeqno={data.mcSeqno} genUtime={data.genUtime} config={data.config} />
            <Tabs value={section} onChange={(v) => v && onSectionChange(v as ConfigSection)}>
              <Tabs.List>
                {CONFIG_SECTIONS.map((s) => (
                  <Tabs.Tab key={s} value={s} data-testid={`config-tab-${s}`}>
                    {t(`config.sections.${s}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <Stack gap="sm" data-testid={`config-section-${section}`}>
              {sectionParts(section, data.config).map((part) => (
                <Card
                  withBorder
                  padding="md"
                  key={part.titleKey}
                  data-testid={`config-part-${part.titleKey}`}
                >
                  <Group justify="space-between" mb="xs">
                    <Text fw={600}>{t(`config.parts.${part.titleKey}`)}</Text>
                    <Text fz="sm" c="dimmed">
                      {t('config.paramNumbers', { numbers: part.params.join(', ') })}
                    </Text>
                  </Group>
                  <DecodedValue value={part.value} />
                </Card>
              ))}
            </Stack>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function ConfigDetails({
  mcSeqno,
  genUtime,
  config,
}: {
  mcSeqno: number;
  genUtime: number;
  config: NetworkConfig;
}) {
  const { t, i18n } = useTranslation();
  const address = (value: string | null, testId: string) =>
    value ? <Mono value={value} to={accountUrl(value)} testId={testId} /> : '—';
  const main: DetailItem[] = [
    {
      label: t('config.fields.keyBlock'),
      value: (
        <Link to={blockNumberUrl(MASTERCHAIN, MASTERCHAIN_SHARD, mcSeqno)} data-testid="config-key-block">
          {mcSeqno}
        </Link>
      ),
    },
    {
      label: t('config.fields.keyBlockTime'),
      value: formatDateTime(genUtime, { lang: i18n.language }),
      testId: 'config-key-block-time',
    },
    { label: t('config.fields.configAddress'), value: address(config.configAddress, 'config-address') },
    { label: t('config.fields.electorAddress'), value: address(config.electorAddress, 'elector-address') },
    { label: t('config.fields.minterAddress'), value: address(config.minterAddress, 'minter-address') },
    { label: t('config.fields.globalVersion'), value: config.globalVersion ?? '—', testId: 'global-version' },
    {
      label: t('config.fields.validatorCount'),
      value: config.validatorCount
        ? t('config.validatorCountValue', {
            maxMain: config.validatorCount.maxMain,
            max: config.validatorCount.max,
            min: config.validatorCount.min,
          })
        : '—',
    },
  ];
  const more: DetailItem[] = [
    {
      label: t('config.fields.fundamentalAddresses'),
      value:
        config.fundamentalAddresses.length === 0 ? (
          '—'
        ) : (
          <Stack gap={2} data-testid="fundamental-addresses">
            {config.fundamentalAddresses.map((id) => (
              <Mono key={id} value={`${MASTERCHAIN}:${id}`} to={accountUrl(`${MASTERCHAIN}:${id}`)} />
            ))}
          </Stack>
        ),
    },
    {
      label: t('config.fields.feeCollectorAddress'),
      value: address(config.feeCollectorAddress, 'fee-collector'),
    },
    { label: t('config.fields.globalCapabilities'), value: config.globalCapabilities ?? '—' },
    {
      label: t('config.fields.currencies'),
      value: config.currencies.length ? <DecodedValue value={config.currencies} /> : '—',
    },
  ];
  return <ExpandableDetails main={main} more={more} />;
}
