// The transaction's main fields (spec §2), the less-used ones behind "Show more".
import { Button, Card, Collapse } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { TransactionResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { blockLabel, blockUrl, transactionUrl } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';
import { type DetailItem, DetailList } from '../../shared/ui/DetailList';
import { Mono } from '../../shared/ui/Mono';
import { exitCodeText } from './exit-codes';
import { transferredValue } from './fees';

function ExitCodeExplanation({ tx }: { tx: TransactionResponse }) {
  const { t } = useTranslation();
  const text = exitCodeText(tx);
  const explanation =
    text.key === 'uninit'
      ? t('tx.text.uninit')
      : text.key === 'exitCode'
        ? t(`tx.exitCodes.${text.code}`)
        : text.key === 'resultCode'
          ? t(`tx.resultCodes.${text.code}`)
          : t('tx.text.noData');
  return (
    <span data-testid="tx-exit-code">
      {tx.exitCode ?? '—'} · {explanation}
    </span>
  );
}

const ZERO_HASH = '0'.repeat(64);

export function TxDetailsCard({ tx }: { tx: TransactionResponse }) {
  const { t, i18n } = useTranslation();
  const [expanded, expand] = useDisclosure(false);
  const { received, sent } = transferredValue(tx);
  const f = (key: string) => t(`tx.fields.${key}`);
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const main: DetailItem[] = [
    { label: f('hash'), value: <Mono value={tx.hash} testId="tx-hash" /> },
    { label: f('time'), value: formatDateTime(tx.time, { lang: i18n.language }), testId: 'tx-time' },
    {
      label: f('type'),
      value: `${t(`tx.types.${tx.txType}`)}${tx.tickTock ? ` (${tx.tickTock})` : ''}`,
      testId: 'tx-type',
    },
    {
      label: f('account'),
      value: <Mono value={tx.accountId} to={`/accounts/${tx.accountId}`} testId="tx-account" />,
    },
    {
      label: f('balanceChange'),
      value: <Amount nano={tx.balanceChange} signed testId="tx-balance-change" />,
    },
    { label: f('valueReceived'), value: <Amount nano={received.toString()} /> },
    { label: f('valueSent'), value: <Amount nano={sent.toString()} /> },
    { label: f('fees'), value: <Amount nano={tx.totalFees} testId="tx-fees" /> },
    { label: f('method'), value: tx.methodName ?? '—' },
    {
      label: f('block'),
      value: (
        <Link to={blockUrl(tx.blockHash)} data-testid="tx-block">
          {blockLabel(tx.workchain, tx.blockShard, tx.blockSeqno)}
        </Link>
      ),
    },
    { label: f('lt'), value: tx.lt, testId: 'tx-lt' },
    { label: f('exitCode'), value: <ExitCodeExplanation tx={tx} /> },
    { label: f('aborted'), value: yesNo(tx.aborted), testId: 'tx-aborted' },
  ];
  const more: DetailItem[] = [
    {
      label: f('prevTransaction'),
      value:
        tx.prevTransactionHash === ZERO_HASH ? (
          '—'
        ) : (
          <Mono value={tx.prevTransactionHash} to={transactionUrl(tx.prevTransactionHash)} testId="tx-prev" />
        ),
    },
    { label: f('origStatus'), value: tx.origStatus },
    { label: f('endStatus'), value: tx.endStatus },
    { label: f('oldHash'), value: <Mono value={tx.oldHash} /> },
    { label: f('newHash'), value: <Mono value={tx.newHash} /> },
    { label: f('creditFirst'), value: tx.creditFirst === null ? '—' : yesNo(tx.creditFirst) },
    { label: f('resultCode'), value: tx.resultCode ?? '—', testId: 'tx-result-code' },
    { label: f('destroyed'), value: yesNo(tx.destroyed) },
  ];
  return (
    <Card withBorder padding="md">
      <DetailList items={main} />
      <Collapse expanded={expanded}>
        <DetailList items={more} />
      </Collapse>
      <Button variant="subtle" size="xs" onClick={expand.toggle} mt="xs" aria-expanded={expanded}>
        {expanded ? t('common.showLess') : t('common.showMore')}
      </Button>
    </Card>
  );
}
