// Message page (spec §2): breadcrumbs, main details, and the expanded view with fees, flags and raw BOC.
import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { accountUrl, transactionUrl } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { Amount } from '../../shared/ui/Amount';
import type { DetailItem } from '../../shared/ui/DetailList';
import { DetailPage } from '../../shared/ui/DetailPage';
import { ExpandableDetails } from '../../shared/ui/ExpandableDetails';
import { Mono } from '../../shared/ui/Mono';
import { RawBoc } from '../../shared/ui/RawBoc';
import { UntrustedText } from '../../shared/ui/UntrustedText';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { DecodedBody, useParsedMessage } from '../transaction/DecodedBody';
import { messageParts } from './message-parts';

function MessageDecoded({ hash }: { hash: string }) {
  const parsed = useParsedMessage(hash);
  return parsed?.parsed_type ? <DecodedBody data={parsed} /> : '—';
}

function MessageDetailsCard({ message: m }: { message: MessageResponse }) {
  const { t, i18n } = useTranslation();
  const f = (key: string) => t(`message.fields.${key}`);
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const address = (a: string | null, testId: string) =>
    a ? <Mono value={a} to={accountUrl(a)} testId={testId} /> : '—';
  const parts = messageParts(m.boc);
  const time = m.parentTransaction?.time ?? m.childTransactions[0]?.time ?? m.createdAt;
  const main: DetailItem[] = [
    { label: f('hash'), value: <Mono value={m.messageHash} testId="message-hash" /> },
    { label: f('type'), value: t(`message.types.${m.messageType}`), testId: 'message-type' },
    { label: f('time'), value: time === null ? '—' : formatDateTime(time, { lang: i18n.language }) },
    { label: f('from'), value: address(m.srcAddress, 'message-src') },
    { label: f('to'), value: address(m.dstAddress, 'message-dst') },
    { label: f('value'), value: <Amount nano={m.messageValue} testId="message-value" /> },
    {
      label: f('parentTransaction'),
      value: m.parentTransaction ? (
        <Mono
          value={m.parentTransaction.hash}
          to={transactionUrl(m.parentTransaction.hash)}
          testId="message-parent-tx"
        />
      ) : (
        '—'
      ),
    },
    {
      label: f('childTransactions'),
      value:
        m.childTransactions.length === 0
          ? '—'
          : m.childTransactions.map((c) => (
              <Mono key={c.hash} value={c.hash} to={transactionUrl(c.hash)} testId="message-child-tx" />
            )),
    },
    { label: f('bounced'), value: yesNo(m.bounced) },
    { label: f('method'), value: <UntrustedText value={m.methodName} testId="message-method" /> },
  ];
  const more: DetailItem[] = [
    { label: f('createdLt'), value: m.createdLt ?? '—' },
    {
      label: f('createdAt'),
      value: m.createdAt === null ? '—' : formatDateTime(m.createdAt, { lang: i18n.language }),
    },
    { label: f('ihrFee'), value: <Amount nano={m.ihrFee} /> },
    { label: f('fwdFee'), value: <Amount nano={m.fwdFee} /> },
    { label: f('bounce'), value: yesNo(m.bounce) },
    { label: f('importFee'), value: <Amount nano={m.importFee} /> },
    { label: f('boc'), value: <RawBoc boc={m.boc} label={f('boc')} testId="message-boc" /> },
    {
      label: f('body'),
      value: parts.body ? <RawBoc boc={parts.body} label={f('body')} testId="message-body" /> : '—',
    },
    {
      label: f('stateInit'),
      value: parts.stateInit ? (
        <RawBoc boc={parts.stateInit} label={f('stateInit')} testId="message-state-init" />
      ) : (
        '—'
      ),
    },
    { label: f('decoded'), value: <MessageDecoded hash={m.messageHash} /> },
  ];
  return <ExpandableDetails main={main} more={more} />;
}

export function MessagePage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle(t('message.pageName'));
  const query = useQuery({
    queryKey: ['message', id],
    queryFn: ({ signal }) => callApi('message', { id }, signal),
  });
  return (
    <DetailPage
      list={{ to: '/messages', label: t('nav.messages') }}
      crumb={t('message.breadcrumbs')}
      title={t('message.title')}
      query={query}
      notFound={<NotFoundPage />}
      skeletonRows={10}
    >
      {(m) => <MessageDetailsCard message={m} />}
    </DetailPage>
  );
}
