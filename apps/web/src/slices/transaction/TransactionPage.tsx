// Transaction page (spec §2): breadcrumbs, main details with an expandable section, and the tabs.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { DetailPage } from '../../shared/ui/DetailPage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { TxDetailsCard } from './TxDetailsCard';
import { TxTabs } from './TxTabs';

export function TransactionPage({
  id,
  tab,
  diagramPath,
}: {
  id: string;
  tab: string | undefined;
  diagramPath?: string;
}) {
  const { t } = useTranslation();
  usePageTitle(t('tx.pageName'));
  const query = useQuery({
    queryKey: ['transaction', id],
    queryFn: ({ signal }) => callApi('transaction', { id }, signal),
    staleTime: Number.POSITIVE_INFINITY, // a committed transaction never changes
  });
  return (
    <DetailPage
      list={{ to: '/transactions', label: t('nav.transactions') }}
      crumb={t('tx.breadcrumbs')}
      title={t('tx.title')}
      query={query}
      notFound={<NotFoundPage />}
      skeletonRows={12}
    >
      {(tx) => (
        <>
          <TxDetailsCard tx={tx} />
          <TxTabs tx={tx} tab={tab} diagramPath={diagramPath} />
        </>
      )}
    </DetailPage>
  );
}
