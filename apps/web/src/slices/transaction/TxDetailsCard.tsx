// The transaction's main fields (spec §2), the less-used ones behind "Show more".
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TransactionResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { blockLabel, blockUrl, transactionUrl } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';
import type { DetailItem } from '../../shared/ui/DetailList';
import { ExpandableDetails } from '../../shared/ui/ExpandableDetails';
import { Mono } from '../../shared/ui/Mono';
import { QueryState } from '../../shared/ui/QueryState';
import { RawBoc } from '../../shared/ui/RawBoc';
import { UntrustedText } from '../../shared/ui/UntrustedText';
import { exitCodeMessage, exitCodeText } from './exit-codes';
import { transferredValue } from './fees';

function ExitCodeExplanation({ tx }: { tx: TransactionResponse }) {
  const { t } = useTranslation();
  return (
    <span data-testid="tx-exit-code">
      {tx.exitCode ?? '—'} · {exitCodeMessage(exitCodeText(tx), t)}
    </span>
  );
}

const ZERO_HASH = '0'.repeat(64);

/** The transaction's bag of cells as stored, fetched when the expanded section opens. */
function TransactionBoc({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['transactionRaw', hash],
    queryFn: ({ signal }) => callApi('transactionRaw', { id: hash }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <QueryState data={query.data} error={query.error} isPending={query.isPending} skeletonRows={2}>
      {(raw) => <RawBoc boc={raw.boc} label={t('tx.fields.boc')} testId="tx-boc" />}
    </QueryState>
  );
}

export function TxDetailsCard({ tx }: { tx: TransactionResponse }) {
  const { t, i18n } = useTranslation();
  const { received, sent } = transferredValue(tx);
  const f = (key: string) => t(`tx.fields.${key}`);
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const main: DetailItem[] = [
    { label: f('hash'), value: <Mono value={tx.hash} testId="tx-hash" /> },
    { label: f('time'), value: formatDateTime(tx.time, { lang: i18n.language }), testId: 'tx-time' },
    {
      label: f('type'),
      value: `${t(`tx.types.${tx.txType}`)}${tx.tickTock ? ` (${t(`tx.tickTock.${tx.tickTock}`)})` : ''}`,
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
    { label: f('method'), value: <UntrustedText value={tx.methodName} testId="tx-method" /> },
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
    { label: f('origStatus'), value: t(`tx.statuses.${tx.origStatus}`), testId: 'tx-orig-status' },
    { label: f('endStatus'), value: t(`tx.statuses.${tx.endStatus}`), testId: 'tx-end-status' },
    { label: f('oldHash'), value: <Mono value={tx.oldHash} /> },
    { label: f('newHash'), value: <Mono value={tx.newHash} /> },
    { label: f('creditFirst'), value: tx.creditFirst === null ? '—' : yesNo(tx.creditFirst) },
    { label: f('resultCode'), value: tx.resultCode ?? '—', testId: 'tx-result-code' },
    { label: f('destroyed'), value: yesNo(tx.destroyed) },
    { label: f('boc'), value: <TransactionBoc hash={tx.hash} /> },
  ];
  return <ExpandableDetails main={main} more={more} />;
}
