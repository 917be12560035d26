// Latest blocks: the Empty toggle (empty blocks hidden by default).

import { Link } from '@tanstack/react-router';
import type { Block } from '@tvmscan/api-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockLabel, blockUrl } from '../../shared/lib/chain';
import { formatTime } from '../../shared/lib/format';
import { useLatestBlocks } from './hooks';
import { LatestPanel } from './LatestPanel';

export function LatestBlocksPanel() {
  const { t } = useTranslation();
  const [showEmpty, setShowEmpty] = useState(false);
  const query = useLatestBlocks(showEmpty);
  return (
    <LatestPanel<Block>
      title={t('main.blocks.title')}
      testId="latest-blocks"
      viewAll="/blocks"
      toggles={[
        { label: t('main.blocks.empty'), testId: 'toggle-empty', checked: showEmpty, onChange: setShowEmpty },
      ]}
      query={{ ...query, data: query.data?.blocks }}
      rowKey={(b) => b.rootHash}
      rowTestId="block-row"
      columns={[
        {
          header: t('main.blocks.block'),
          mono: true,
          cell: (b) => <Link to={blockUrl(b.rootHash)}>{blockLabel(b.workchain, b.shard, b.seqno)}</Link>,
        },
        { header: t('main.blocks.txs'), right: true, cell: (b) => b.transactionCount },
        { header: t('main.blocks.time'), right: true, cell: (b) => formatTime(b.genUtime) },
      ]}
    />
  );
}
