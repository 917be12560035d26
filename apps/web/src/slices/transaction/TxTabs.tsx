// Transaction tabs: messages with their decoded bodies, token operations, fee breakdown, one tab per existing phase, the
// final state and the diagram (loaded lazily); the tab is in the URL.
import { Badge, Stack, Table, Tabs, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import type { MessageType, ParsedData, TransactionResponse } from '@tvmscan/api-schema';
import { Fragment, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { accountUrl, messageUrl } from '../../shared/lib/chain';
import { Amount } from '../../shared/ui/Amount';
import { DetailList } from '../../shared/ui/DetailList';
import { Mono } from '../../shared/ui/Mono';
import { DecodedBody, useParsedTransaction } from './DecodedBody';
import { feeBreakdown } from './fees';
import { PhaseDetails } from './PhaseDetails';
import { TokenOperationsTab } from './TokenOperationsTab';
import { availableTxTabs, PHASE_TABS, type PhaseTab, resolveTxTab } from './tx-tabs';

const DiagramTab = lazy(() => import('./diagram/DiagramTab').then((m) => ({ default: m.DiagramTab })));

interface MessageLine {
  messageHash: string;
  messageType: MessageType;
  /** The other side: the sender of the inbound message, the recipient of an outbound one. */
  counterparty: string | null;
  messageValue: string;
}

function MessagesSection({
  title,
  lines,
  testId,
  decoded,
}: {
  title: string;
  lines: MessageLine[];
  testId: string;
  decoded: (hash: string) => ParsedData | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Text fw={600} mb={4}>
        {title}
      </Text>
      {lines.length === 0 ? (
        <Text c="dimmed">{t('tx.messages.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={6}>
            <Table.Tbody>
              {lines.map((m) => {
                const body = decoded(m.messageHash);
                return (
                  <Fragment key={m.messageHash}>
                    <Table.Tr data-testid={testId}>
                      <Table.Td ff="monospace">
                        <Link to={messageUrl(m.messageHash)}>{shorten(m.messageHash, 8)}</Link>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" size="sm">
                          {t(`message.types.${m.messageType}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td ff="monospace">
                        {m.counterparty ? (
                          <Link to={accountUrl(m.counterparty)}>{shorten(m.counterparty, 6)}</Link>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Amount nano={m.messageValue} />
                      </Table.Td>
                    </Table.Tr>
                    {body?.parsed_type && (
                      <Table.Tr>
                        <Table.Td colSpan={4}>
                          <DecodedBody data={body} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}

function MessagesTab({ tx }: { tx: TransactionResponse }) {
  const { t } = useTranslation();
  const parsed = useParsedTransaction(tx.hash);
  const decoded = (hash: string) =>
    [parsed?.inMessage, ...(parsed?.outMessages ?? [])].find((p) => p?.messageHash === hash) ?? undefined;
  const inMsg = tx.inMessage;
  return (
    <Stack gap="md">
      <MessagesSection
        title={t('tx.messages.inbound')}
        testId="tx-in-message"
        decoded={decoded}
        lines={inMsg ? [{ ...inMsg, counterparty: inMsg.srcAddress }] : []}
      />
      <MessagesSection
        title={t('tx.messages.outbound')}
        testId="tx-out-message"
        decoded={decoded}
        lines={tx.outMessages.map((m) => ({ ...m, counterparty: m.dstAddress }))}
      />
    </Stack>
  );
}

function FeesTab({ tx }: { tx: TransactionResponse }) {
  const { t } = useTranslation();
  const fees = feeBreakdown(tx);
  const parts = ['storage', 'gas', 'action', 'bounce', 'other', 'outboundForward', 'total'] as const;
  return (
    <DetailList
      items={parts.map((p) => ({
        label: t(`tx.feeParts.${p}`),
        value: <Amount nano={fees[p].toString()} />,
        testId: `tx-fee-${p}`,
      }))}
    />
  );
}

/** The account's state after the transaction: status change, destruction and the state hashes. */
function FinalStateTab({ tx }: { tx: TransactionResponse }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`tx.fields.${key}`);
  return (
    <DetailList
      items={[
        { label: f('origStatus'), value: t(`tx.statuses.${tx.origStatus}`), testId: 'tx-final-orig' },
        { label: f('endStatus'), value: t(`tx.statuses.${tx.endStatus}`), testId: 'tx-final-end' },
        { label: f('destroyed'), value: tx.destroyed ? t('common.yes') : t('common.no') },
        { label: f('oldHash'), value: <Mono value={tx.oldHash} /> },
        { label: f('newHash'), value: <Mono value={tx.newHash} /> },
      ]}
    />
  );
}

export function TxTabs({
  tx,
  tab,
  diagramPath,
}: {
  tx: TransactionResponse;
  tab: string | undefined;
  /** The diagram's sub-tab path (`transactions/errors`…), when the URL names one. */
  diagramPath?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = availableTxTabs(tx);
  const active = resolveTxTab(tab, tabs);
  return (
    <Tabs
      value={active}
      onChange={(value) =>
        value && void navigate({ to: `/transactions/${tx.hash}/${value}`, resetScroll: false })
      }
      keepMounted={false}
    >
      <Tabs.List>
        {tabs.map((tb) => (
          <Tabs.Tab key={tb} value={tb} data-testid={`tx-tab-${tb}`}>
            {t(`tx.tabs.${tb}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="messages" pt="md">
        <MessagesTab tx={tx} />
      </Tabs.Panel>
      <Tabs.Panel value="token-operations" pt="md">
        {active === 'token-operations' && <TokenOperationsTab hash={tx.hash} />}
      </Tabs.Panel>
      <Tabs.Panel value="fees" pt="md">
        <FeesTab tx={tx} />
      </Tabs.Panel>
      {(Object.keys(PHASE_TABS) as PhaseTab[]).map((tb) => {
        const phase = tx[PHASE_TABS[tb]];
        return (
          phase && (
            <Tabs.Panel key={tb} value={tb} pt="md">
              <PhaseDetails phase={phase} testId={tb} />
            </Tabs.Panel>
          )
        );
      })}
      <Tabs.Panel value="final-ph" pt="md">
        <FinalStateTab tx={tx} />
      </Tabs.Panel>
      <Tabs.Panel value="diagram" pt="md">
        <Suspense fallback={<Text c="dimmed">{t('common.loading')}</Text>}>
          <DiagramTab tx={tx} path={diagramPath} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
