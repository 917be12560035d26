// Previous/next block links. After a merge a block has two predecessors, and before a split two
// successors (one per child shard): both are offered (spec §2, "a split or merge offers two choices").
// A successor is linked only once the API has it, so the newest block offers no "Next" (yet).
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { BlockResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { blockLabel, blockNumberUrl, blockUrl, MASTERCHAIN, MASTERCHAIN_SHARD } from '../../shared/lib/chain';
import { previousShards } from './block-links';
import { useNextBlocks } from './hooks';

interface NavLink {
  to: string;
  label: string;
}

export function previousBlocks(block: BlockResponse): NavLink[] {
  const { prev, workchain } = block;
  const refs = prev.kind === 'Block' ? [prev.prev1] : [prev.prev1, prev.prev2];
  const shards = previousShards(block);
  return refs.map((p, i) => ({ to: blockUrl(p.rootHash), label: blockLabel(workchain, shards[i], p.seqno) }));
}

export function BlockNavigation({ block }: { block: BlockResponse }) {
  const { t } = useTranslation();
  const prev = previousBlocks(block);
  const next = useNextBlocks(block).map((b) => ({
    to: blockUrl(b.rootHash),
    label: blockLabel(b.workchain, b.shard, b.seqno),
  }));
  return (
    <Group justify="space-between" gap="xs" data-testid="block-navigation">
      <Group gap="xs">
        {prev.map((p) => (
          <Button key={p.to} component={Link} to={p.to} variant="default" size="xs" data-testid="block-prev">
            ← {t('block.previous')} {prev.length > 1 ? p.label : ''}
          </Button>
        ))}
      </Group>
      <Group gap="xs">
        {!block.isKeyBlock && block.workchain === MASTERCHAIN && block.prevKeyBlock > 0 && (
          <Button
            component={Link}
            to={blockNumberUrl(MASTERCHAIN, MASTERCHAIN_SHARD, block.prevKeyBlock)}
            variant="subtle"
            size="xs"
            data-testid="block-key-block"
          >
            {t('block.keyBlock')} {block.prevKeyBlock}
          </Button>
        )}
        {next.map((n) => (
          <Button key={n.to} component={Link} to={n.to} variant="default" size="xs" data-testid="block-next">
            {t('block.next')} {next.length > 1 ? n.label : ''} →
          </Button>
        ))}
      </Group>
    </Group>
  );
}
