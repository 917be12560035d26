// Latest blocks: 6 rows, the Empty toggle (empty blocks hidden by default), a view-all button.
import { Button, Switch, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockLabel, blockUrl } from '../../shared/lib/chain';
import { formatTime } from '../../shared/lib/format';
import { Panel } from '../../shared/ui/Panel';
import { QueryState } from '../../shared/ui/QueryState';
import { PANEL_ROWS, useLatestBlocks } from './hooks';

export function LatestBlocksPanel() {
  const { t } = useTranslation();
  const [showEmpty, setShowEmpty] = useState(false);
  const query = useLatestBlocks(showEmpty);
  return (
    <Panel
      title={t('main.blocks.title')}
      testId="latest-blocks"
      controls={
        <Switch
          size="sm"
          label={t('main.blocks.empty')}
          checked={showEmpty}
          onChange={(e) => setShowEmpty(e.currentTarget.checked)}
        />
      }
      footer={
        <Button component={Link} to="/blocks" variant="light" size="xs">
          {t('common.viewAll')}
        </Button>
      }
    >
      <QueryState data={query.data} error={query.error} isPending={query.isPending} skeletonRows={PANEL_ROWS}>
        {(data) => (
          <Table striped={false} highlightOnHover verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('main.blocks.block')}</Table.Th>
                <Table.Th ta="right">{t('main.blocks.txs')}</Table.Th>
                <Table.Th ta="right">{t('main.blocks.time')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.blocks.map((b) => (
                <Table.Tr key={b.rootHash} data-testid="block-row">
                  <Table.Td ff="monospace">
                    <Link to={blockUrl(b.rootHash)}>{blockLabel(b.workchain, b.shard, b.seqno)}</Link>
                  </Table.Td>
                  <Table.Td ta="right">{b.transactionCount}</Table.Td>
                  <Table.Td ta="right">{formatTime(b.genUtime)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Panel>
  );
}
