// Previous/next block links. After a merge a block has two predecessors, and before a split two
// successors (one per child shard): both are offered (spec §2, "a split or merge offers two choices").
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { BlockResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { blockLabel, blockNumberUrl, blockUrl, MASTERCHAIN, MASTERCHAIN_SHARD } from '../../shared/lib/chain';

interface NavLink {
  to: string;
  label: string;
}

export function previousBlocks(block: BlockResponse): NavLink[] {
  const { prev, workchain, shard } = block;
  if (prev.kind === 'Block')
    return [{ to: blockUrl(prev.prev1.rootHash), label: blockLabel(workchain, shard, prev.prev1.seqno) }];
  return [prev.prev1, prev.prev2].map((p) => ({
    to: blockUrl(p.rootHash),
    label: `${workchain}:${p.seqno} · ${p.rootHash.slice(0, 8)}`,
  }));
}

export function nextBlocks(block: BlockResponse): NavLink[] {
  const { workchain, shard, seqno, shardRelations } = block;
  const children = [shardRelations.leftChild, shardRelations.rightChild].filter(
    (s): s is string => s !== null,
  );
  const shards = children.length === 2 ? children : [shardRelations.parent ?? shard];
  return shards.map((s) => ({
    to: blockNumberUrl(workchain, s, seqno + 1),
    label: blockLabel(workchain, s, seqno + 1),
  }));
}

export function BlockNavigation({ block }: { block: BlockResponse }) {
  const { t } = useTranslation();
  const prev = previousBlocks(block);
  const next = nextBlocks(block);
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
