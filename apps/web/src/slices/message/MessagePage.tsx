// Message page (spec §2): breadcrumbs, main details, and the expanded view with fees, flags and raw BOC.
import { Anchor, Breadcrumbs, Button, Card, Code, Collapse, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MessageResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { accountUrl, transactionUrl } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { Amount } from '../../shared/ui/Amount';
import { type DetailItem, DetailList } from '../../shared/ui/DetailList';
import { Mono } from '../../shared/ui/Mono';
import { QueryState } from '../../shared/ui/QueryState';
import { NotFoundPage } from '../not-found/NotFoundPage';

function MessageDetailsCard({ message: m }: { message: MessageResponse }) {
  const { t, i18n } = useTranslation();
  const [expanded, expand] = useDisclosure(false);
  const f = (key: string) => t(`message.fields.${key}`);
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const address = (a: string | null, testId: string) =>
    a ? <Mono value={a} to={accountUrl(a)} testId={testId} /> : '—';
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
    { label: f('method'), value: m.methodName ?? '—' },
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
    {
      label: f('boc'),
      value: (
        <Code
          block
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflow: 'auto' }}
        >
          {m.boc}
        </Code>
      ),
    },
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

export function MessagePage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle(t('message.pageName'));
  const query = useQuery({
    queryKey: ['message', id],
    queryFn: ({ signal }) => callApi('message', { id }, signal),
  });
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/">
          {t('nav.main')}
        </Anchor>
        <Anchor component={Link} to="/messages">
          {t('nav.messages')}
        </Anchor>
        <span>{t('message.breadcrumbs')}</span>
      </Breadcrumbs>
      <Title order={1} fz="h2">
        {t('message.title')}
      </Title>
      <QueryState
        data={query.data}
        error={query.error}
        isPending={query.isPending}
        skeletonRows={10}
        notFound={<NotFoundPage />}
      >
        {(m) => <MessageDetailsCard message={m} />}
      </QueryState>
    </Stack>
  );
}
