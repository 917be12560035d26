// The block's own fields (spec §2 "Block page"): header flags, references, logical time, fees.
import { Card } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { BlockResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { blockNumberUrl, MASTERCHAIN, MASTERCHAIN_SHARD } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';
import { type DetailItem, DetailList } from '../../shared/ui/DetailList';
import { Mono } from '../../shared/ui/Mono';

export function BlockDetailsCard({ block }: { block: BlockResponse }) {
  const { t, i18n } = useTranslation();
  const info = block.blockInfo;
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const f = (key: string) => t(`block.fields.${key}`);
  const items: DetailItem[] = [
    { label: f('seqno'), value: block.seqno, testId: 'block-seqno' },
    { label: f('workchain'), value: block.workchain, testId: 'block-workchain' },
    { label: f('shard'), value: <Mono value={block.shard} />, testId: 'block-shard' },
    { label: f('rootHash'), value: <Mono value={block.rootHash} testId="block-root-hash" /> },
    { label: f('fileHash'), value: <Mono value={block.fileHash} testId="block-file-hash" /> },
    {
      label: f('time'),
      value: formatDateTime(block.genUtime, { lang: i18n.language }),
      testId: 'block-time',
    },
    { label: f('transactionCount'), value: block.transactionCount, testId: 'block-tx-count' },
    { label: f('messageCount'), value: block.messageCount, testId: 'block-message-count' },
    { label: f('version'), value: info.version },
    { label: f('afterMerge'), value: yesNo(info.afterMerge) },
    { label: f('beforeSplit'), value: yesNo(info.beforeSplit) },
    { label: f('afterSplit'), value: yesNo(info.afterSplit) },
    { label: f('wantSplit'), value: yesNo(info.wantSplit) },
    { label: f('wantMerge'), value: yesNo(info.wantMerge) },
    { label: f('isKeyBlock'), value: yesNo(block.isKeyBlock), testId: 'block-is-key' },
    { label: f('vertSeqno'), value: info.vertSeqNo },
    { label: f('genValidatorListHashShort'), value: info.genValidatorListHashShort },
    { label: f('genCatchainSeqno'), value: info.genCatchainSeqno },
    { label: f('minRefMcSeqno'), value: info.minRefMcSeqno },
    {
      label: f('masterRef'),
      value: info.masterRef ? (
        <Link to={blockNumberUrl(MASTERCHAIN, MASTERCHAIN_SHARD, info.masterRef.seqNo)}>
          {info.masterRef.seqNo}
        </Link>
      ) : (
        '—'
      ),
    },
    { label: f('genSoftwareVersion'), value: block.genSoftwareVersion ?? '—' },
    {
      label: f('prevKeyBlockSeqno'),
      value: (
        <Link to={blockNumberUrl(MASTERCHAIN, MASTERCHAIN_SHARD, block.prevKeyBlock)}>
          {block.prevKeyBlock}
        </Link>
      ),
    },
    { label: f('logicalTime'), value: `${info.startLt} – ${info.endLt}`, testId: 'block-lt' },
    {
      label: f('feesCollected'),
      value: <Amount nano={block.valueFlow.feesCollected} />,
      testId: 'block-fees',
    },
  ];
  return (
    <Card withBorder padding="md">
      <DetailList items={items} />
    </Card>
  );
}
