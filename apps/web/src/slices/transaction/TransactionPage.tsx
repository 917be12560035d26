// Transaction page (spec §2): breadcrumbs, main details with an expandable section, and the tabs.
import { Anchor, Breadcrumbs, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { QueryState } from '../../shared/ui/QueryState';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { TxDetailsCard } from './TxDetailsCard';
import { TxTabs } from './TxTabs';

export function TransactionPage({ id, tab }: { id: string; tab: string | undefined }) {
  const { t } = useTranslation();
  usePageTitle(t('tx.pageName'));
  const query = useQuery({
    queryKey: ['transaction', id],
    queryFn: ({ signal }) => callApi('transaction', { id }, signal),
    staleTime: Number.POSITIVE_INFINITY, // a committed transaction never changes
  });
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/">
          {t('nav.main')}
        </Anchor>
        <Anchor component={Link} to="/transactions">
          {t('nav.transactions')}
        </Anchor>
        <span>{t('tx.breadcrumbs')}</span>
      </Breadcrumbs>
      <Title order={1} fz="h2">
        {t('tx.title')}
      </Title>
      <QueryState
        data={query.data}
        error={query.error}
        isPending={query.isPending}
        skeletonRows={12}
        notFound={<NotFoundPage />}
      >
        {(tx) => (
          <>
            <TxDetailsCard tx={tx} />
            <TxTabs tx={tx} tab={tab} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
