// Block page (spec §2): opened by root hash or by workchain/shard/seqno; breadcrumbs, previous/next
// navigation, the block's fields and its tabs. Scrolls to the top when the block changes.
import type { BlockRequest } from '@tvmscan/api-schema';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { blockLabel } from '../../shared/lib/chain';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { DetailPage } from '../../shared/ui/DetailPage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { BlockDetailsCard } from './BlockDetailsCard';
import { BlockNavigation } from './BlockNavigation';
import { BlockTabs } from './BlockTabs';
import { useBlock } from './hooks';

interface BlockPageProps {
  request: BlockRequest;
  tab: string | undefined;
  /** The page's own URL without the tab, so tab links keep the form the user opened it by. */
  basePath: string;
}

export function BlockPage({ request, tab, basePath }: BlockPageProps) {
  const { t } = useTranslation();
  const query = useBlock(request);
  const block = query.data;
  const label = block ? blockLabel(block.workchain, block.shard, block.seqno) : '';
  usePageTitle(block ? t('block.title', { label }) : t('block.pageName'));

  const requestKey = JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a different block is the trigger
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [requestKey]);

  return (
    <DetailPage
      list={{ to: '/blocks', label: t('nav.blocks') }}
      crumb={t('block.breadcrumbs')}
      title={block ? t('block.title', { label }) : t('block.pageName')}
      titleTestId="block-title"
      query={query}
      notFound={<NotFoundPage />}
      skeletonRows={12}
    >
      {(b) => (
        <>
          <BlockNavigation block={b} />
          <BlockDetailsCard block={b} />
          <BlockTabs block={b} tab={tab} basePath={basePath} />
        </>
      )}
    </DetailPage>
  );
}
