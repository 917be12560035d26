// Token page (spec §2 "Tokens"): total supply, decimals, root owner, standard, holders, and the holders'
// balances paged by 10; the token's transactions are one click away, filtered to it. A token whose
// owner's asset update was approved also shows that project information. A token the DEX prices shows
// its USD price, and every token its hourly price chart of the last week (empty without prices).
import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Token } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { useUsdPrices } from '../../shared/api/prices';
import { accountUrl } from '../../shared/lib/chain';
import { formatCount, formatDateTime, formatUnits } from '../../shared/lib/format';
import { visibleText } from '../../shared/lib/untrusted-text';
import { formatUsdPrice } from '../../shared/lib/usd';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { DetailList } from '../../shared/ui/DetailList';
import { DetailPage } from '../../shared/ui/DetailPage';
import { ExportCsvButton } from '../../shared/ui/ExportCsvButton';
import { Mono } from '../../shared/ui/Mono';
import { TokenMark } from '../../shared/ui/TokenMark';
import { UntrustedText } from '../../shared/ui/UntrustedText';
import { ProjectInfo } from '../token-assets/ProjectInfo';
import { HoldersTable } from './HoldersTable';
import { HOLDERS_PAGE_SIZE, useHoldersPages, useToken } from './hooks';
import { TokenPriceChart } from './TokenPriceChart';

export function TokenPage({ address }: { address: string }) {
  const { t } = useTranslation();
  const token = useToken(address);
  const name = token.data ? visibleText(token.data.name) : t('token.pageName');
  usePageTitle(token.data ? `${visibleText(token.data.token)} ${t('token.pageName')}` : t('token.pageName'));
  return (
    <DetailPage
      list={{ to: '/tokens', label: t('token.listTitle') }}
      crumb={t('token.pageName')}
      title={name}
      titleTestId="token-title"
      query={token}
      skeletonRows={8}
      notFound={
        <Text c="dimmed" data-testid="token-not-found">
          {t('token.notFound')}
        </Text>
      }
    >
      {(data) => <TokenDetails token={data} />}
    </DetailPage>
  );
}

function TokenDetails({ token }: { token: Token }) {
  const { t, i18n } = useTranslation();
  const f = (key: string) => t(`token.fields.${key}`);
  const priceText = formatUsdPrice(useUsdPrices([token.rootAddress])?.get(token.rootAddress));
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Badge variant="light" size="lg">
          <UntrustedText value={token.token} />
        </Badge>
        {/* Filled teal.9 keeps the label at AA contrast in both themes (light teal on white does not). */}
        {token.trusted && (
          <Badge variant="filled" color="teal.9" data-testid="token-trusted">
            {t('token.trusted')}
          </Badge>
        )}
        {/* The approved logo is in the project information below. */}
        <TokenMark logoUrl={null} verified={token.asset !== null} />
      </Group>
      <Card withBorder padding="md">
        <DetailList
          items={[
            {
              label: f('rootAddress'),
              value: (
                <Mono value={token.rootAddress} to={accountUrl(token.rootAddress)} testId="token-root" />
              ),
            },
            { label: f('name'), value: <UntrustedText value={token.name} testId="token-name" /> },
            { label: f('symbol'), value: <UntrustedText value={token.token} testId="token-symbol" /> },
            {
              label: f('totalSupply'),
              value: formatUnits(token.totalSupply, token.scale),
              testId: 'token-supply',
            },
            { label: f('decimals'), value: String(token.scale), testId: 'token-decimals' },
            ...(priceText === null
              ? []
              : [{ label: f('price'), value: priceText, testId: 'token-usd-price' }]),
            {
              label: f('rootOwner'),
              value: token.ownerAddress ? (
                <Mono value={token.ownerAddress} to={accountUrl(token.ownerAddress)} testId="token-owner" />
              ) : (
                t('token.nobody')
              ),
            },
            {
              label: f('standard'),
              value: t(`token.standards.${token.tokenStandard}`),
              testId: 'token-standard',
            },
            { label: f('holders'), value: formatCount(token.holdersCount), testId: 'token-holders' },
            { label: f('transactions'), value: formatCount(token.transactionsCount) },
            { label: f('codeHash'), value: <Mono value={token.codeHash} /> },
            ...(token.createdAt === null
              ? []
              : [{ label: f('createdAt'), value: formatDateTime(token.createdAt, { lang: i18n.language }) }]),
          ]}
        />
      </Card>
      <TokenPriceChart root={token.rootAddress} />
      <ProjectInfo asset={token.asset} />
      <Holders token={token} />
    </>
  );
}

function Holders({ token }: { token: Token }) {
  const { t } = useTranslation();
  const pages = useHoldersPages(token.rootAddress);
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="lg">
          {t('token.holdersTitle')}
        </Title>
        <Group gap="xs">
          <Button
            renderRoot={(props) => (
              <Link to="/tokens-transactions" search={{ 'tokens-tx-tokens': token.rootAddress }} {...props} />
            )}
            variant="default"
            size="xs"
            data-testid="token-transactions-link"
          >
            {t('token.transactionsOfToken')}
          </Button>
          <ExportCsvButton entity="holders" filter={{ rootAddress: token.rootAddress }} />
        </Group>
      </Group>
      <CursorPageView pages={pages} skeletonRows={HOLDERS_PAGE_SIZE}>
        {(data) => <HoldersTable token={token} balances={data.data.balances} />}
      </CursorPageView>
    </Card>
  );
}
