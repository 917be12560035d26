// Transaction tabs: messages, fee breakdown and one tab per existing phase; the tab is in the URL.
import { Badge, Stack, Table, Tabs, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TransactionResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { accountUrl, messageUrl } from '../../shared/lib/chain';
import { Amount } from '../../shared/ui/Amount';
import { DetailList } from '../../shared/ui/DetailList';
import { feeBreakdown } from './fees';
import { PhaseDetails } from './PhaseDetails';
import { availableTxTabs, PHASE_TABS, type PhaseTab, resolveTxTab } from './tx-tabs';

function MessagesTab({ tx }: { tx: TransactionResponse }) {
  const { t } = useTranslation();
  const inMsg = tx.inMessage;
  return (
    <Stack gap="md">
      <div>
        <Text fw={600} mb={4}>
          {t('tx.messages.inbound')}
        </Text>
        {inMsg ? (
          <Table verticalSpacing={6}>
            <Table.Tbody>
              <Table.Tr data-testid="tx-in-message">
                <Table.Td ff="monospace">
                  <Link to={messageUrl(inMsg.messageHash)}>{shorten(inMsg.messageHash, 8)}</Link>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" size="sm">
                    {t(`message.types.${inMsg.messageType}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ff="monospace">
                  {inMsg.srcAddress ? (
                    <Link to={accountUrl(inMsg.srcAddress)}>{shorten(inMsg.srcAddress, 6)}</Link>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Amount nano={inMsg.messageValue} />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed">{t('tx.messages.none')}</Text>
        )}
      </div>
      <div>
        <Text fw={600} mb={4}>
          {t('tx.messages.outbound')}
        </Text>
        {tx.outMessages.length === 0 ? (
          <Text c="dimmed">{t('tx.messages.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={6}>
              <Table.Tbody>
                {tx.outMessages.map((m) => (
                  <Table.Tr key={m.messageHash} data-testid="tx-out-message">
                    <Table.Td ff="monospace">
                      <Link to={messageUrl(m.messageHash)}>{shorten(m.messageHash, 8)}</Link>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" size="sm">
                        {t(`message.types.${m.messageType}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ff="monospace">
                      {m.dstAddress ? (
                        <Link to={accountUrl(m.dstAddress)}>{shorten(m.dstAddress, 6)}</Link>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Amount nano={m.messageValue} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </div>
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

export function TxTabs({ tx, tab }: { tx: TransactionResponse; tab: string | undefined }) {
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
    </Tabs>
  );
}
