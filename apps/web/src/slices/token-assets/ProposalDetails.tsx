// One asset version, read-only (spec §2 "Read-only asset view", "Admin vote item view"): status, the
// rejection reason, the logo (the server's sanitized SVG at asset_url, only ever through <img>), the
// basic fields and the social links. With `previous` (the version approved before), each field that
// differs says so. Every value is untrusted text: React renders it as text, links only when http(s).
import { Anchor, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import type { TokenProposal } from '@tvmscan/api-schema';
import { TOKEN_SOCIAL_KEYS } from '@tvmscan/api-schema/values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/lib/format';
import { ChangedNote } from './CheckedInput';
import { urlProblem } from './fields';
import { StatusBadge } from './StatusBadge';
import { socialLabel } from './social-labels';

const link = (value: string): ReactNode =>
  value === '' ? (
    '—'
  ) : urlProblem(value) === null ? (
    <Anchor
      href={value}
      target="_blank"
      rel="noopener noreferrer nofollow"
      style={{ overflowWrap: 'anywhere' }}
    >
      {value}
    </Anchor>
  ) : (
    value
  );

export function ProposalDetails({
  version,
  previous,
}: {
  version: TokenProposal;
  /** The previous Approved version, when known: fields that differ from it are marked. */
  previous?: TokenProposal | null;
}) {
  const { t, i18n } = useTranslation();
  const f = (key: string) => t(`tokenAssets.fields.${key}`);
  const m = version.project_meta;
  const p = previous?.project_meta;
  const rows: Array<[key: string, label: string, value: ReactNode, changed: boolean]> = [
    ['name', f('name'), version.full_name, previous != null && previous.full_name !== version.full_name],
    ['website', f('website'), link(m.project_website), p != null && p.project_website !== m.project_website],
    ['email', f('email'), m.project_email || '—', p != null && p.project_email !== m.project_email],
    ['sector', f('sector'), m.project_sector || '—', p != null && p.project_sector !== m.project_sector],
    [
      'description',
      f('description'),
      m.project_desc ? (
        <Text key="description" style={{ whiteSpace: 'pre-wrap' }}>
          {m.project_desc}
        </Text>
      ) : (
        '—'
      ),
      p != null && p.project_desc !== m.project_desc,
    ],
    ['cmc', f('cmc'), link(m.cmc_ticker), p != null && p.cmc_ticker !== m.cmc_ticker],
    [
      'coingecko',
      f('coingecko'),
      link(m.coingecko_ticker),
      p != null && p.coingecko_ticker !== m.coingecko_ticker,
    ],
  ];
  const table = (items: typeof rows, testId: string) => (
    <Table variant="vertical" layout="fixed" withTableBorder data-testid={testId}>
      <Table.Tbody>
        {items.map(([key, label, value, changed]) => (
          <Table.Tr key={key} data-testid={`detail-${key}`}>
            <Table.Th w={200}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Stack gap={2}>
                <div data-testid={`detail-${key}-value`}>{value}</div>
                {changed && <ChangedNote testId={`detail-${key}`} />}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack gap="md" data-testid="proposal-details" data-active-from={version.active_from}>
      <Group gap="md" align="center">
        {version.asset_url && (
          <Image
            src={version.asset_url}
            alt={t('tokenAssets.fields.logoOf', { name: version.full_name })}
            w={64}
            h={64}
            fit="contain"
            data-testid="proposal-logo"
          />
        )}
        <Stack gap={4}>
          <Group gap="xs">
            <StatusBadge status={version.status} />
            <Text fz="sm" c="dimmed">
              {t('tokenAssets.submittedAt', {
                date: formatDateTime(version.active_from, { lang: i18n.language }),
              })}
            </Text>
          </Group>
          <Text ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="proposal-root">
            {version.root_address}
          </Text>
        </Stack>
      </Group>
      {version.status === 'Rejected' && version.review_comment && (
        <Stack gap={2} data-testid="proposal-reason">
          <Text fw={600}>{t('tokenAssets.reason')}</Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{version.review_comment}</Text>
        </Stack>
      )}
      <Title order={2} fz="h4">
        {t('tokenAssets.sections.basic')}
      </Title>
      {table(rows, 'proposal-basic')}
      <Title order={2} fz="h4">
        {t('tokenAssets.sections.social')}
      </Title>
      {table(
        TOKEN_SOCIAL_KEYS.map((key) => [
          key,
          socialLabel(key, t),
          link(version.project_socials[key]),
          previous != null && previous.project_socials[key] !== version.project_socials[key],
        ]),
        'proposal-social',
      )}
    </Stack>
  );
}
