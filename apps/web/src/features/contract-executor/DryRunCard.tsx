// What the dry run predicts (spec §7): whether the call would succeed, its exit code, gas and fees, the
// messages it would send and the events it would emit — with a warning when it would fail, shown before
// the wallet is asked to sign. Everything in it comes from the contract, so it renders as text.
import { Alert, Card, Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';
import { type DetailItem, DetailList } from '../../shared/ui/DetailList';
import type { DryRun } from './dry-run';

export type DryRunState = { result: DryRun; error: null } | { result: null; error: string };

export function DryRunCard({ state }: { state: DryRunState }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="dry-run">
      <Stack gap="xs">
        <Title order={4}>{t('executor.dryRun.title')}</Title>
        {state.result ? (
          <Prediction dryRun={state.result} />
        ) : (
          <Alert color="yellow" role="alert" data-testid="dry-run-unavailable">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('executor.dryRun.unavailable', { reason: state.error })}
            </Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** A fee in the network's currency, its nano amount kept for whoever compares it (the browser tests). */
function Fee({ nano }: { nano: string }) {
  return (
    <span data-nano={nano}>
      <Amount nano={nano} />
    </span>
  );
}

function Prediction({ dryRun }: { dryRun: DryRun }) {
  const { t, i18n } = useTranslation();
  const e = dryRun.emulation;
  const verdict = !e.accepted
    ? t('executor.dryRun.rejected', { code: e.rejection?.exitCode ?? '—' })
    : e.success
      ? t('executor.dryRun.succeeds')
      : t('executor.dryRun.fails', { code: e.exitCode ?? '—', result: e.resultCode ?? '—' });
  const items: DetailItem[] = e.accepted
    ? [
        { label: t('executor.dryRun.exitCode'), value: e.exitCode ?? '—', testId: 'dry-run-exit-code' },
        { label: t('executor.dryRun.resultCode'), value: e.resultCode ?? '—', testId: 'dry-run-result-code' },
        {
          label: t('executor.dryRun.gasUsed'),
          value: e.compute?.kind === 'Vm' ? e.compute.gasUsed : '—',
          testId: 'dry-run-gas',
        },
        {
          label: t('executor.dryRun.totalFees'),
          value: <Fee nano={e.totalFees} />,
          testId: 'dry-run-fee-total',
        },
        {
          label: t('executor.dryRun.storageFee'),
          value: <Fee nano={e.storage?.storageFeesCollected ?? '0'} />,
          testId: 'dry-run-fee-storage',
        },
        {
          label: t('executor.dryRun.gasFee'),
          value: <Fee nano={e.compute?.kind === 'Vm' ? e.compute.gasFees : '0'} />,
          testId: 'dry-run-fee-gas',
        },
        {
          label: t('executor.dryRun.actionFee'),
          value: <Fee nano={e.action?.totalActionFees ?? '0'} />,
          testId: 'dry-run-fee-action',
        },
        {
          label: t('executor.dryRun.forwardFee'),
          value: <Fee nano={e.action?.totalFwdFees ?? '0'} />,
          testId: 'dry-run-fee-forward',
        },
        {
          label: t('executor.dryRun.balanceChange'),
          value: <Amount nano={e.balanceChange} signed />,
          testId: 'dry-run-balance-change',
        },
      ]
    : [];
  return (
    <>
      {e.success ? (
        <Text fz="sm" c="teal" data-testid="dry-run-verdict" data-success="true">
          {verdict}
        </Text>
      ) : (
        <Alert color="red" role="alert" data-testid="dry-run-verdict" data-success="false">
          <Text fz="sm">{verdict}</Text>
        </Alert>
      )}
      <Text fz="xs" c="dimmed" data-testid="dry-run-assumed">
        {t('executor.dryRun.assumed', {
          time: formatDateTime(e.time, { lang: i18n.language }),
          lt: e.afterLt,
        })}
      </Text>
      <DetailList items={items} />
      {e.outMessages.length > 0 ? (
        <Stack gap={2}>
          <Text fz="sm" c="dimmed">
            {t('executor.dryRun.outMessages', { count: e.outMessages.length })}
          </Text>
          {e.outMessages.map((m) => (
            <Text fz="sm" key={m.messageHash} data-testid="dry-run-out-message">
              {t(`executor.dryRun.messageTypes.${m.messageType}`)} →{' '}
              <Text span fz="sm" ff="monospace">
                {m.dstAddress ?? '—'}
              </Text>
              {m.messageType === 'Internal' ? (
                <>
                  {' '}
                  · <Amount nano={m.messageValue} />
                </>
              ) : null}
            </Text>
          ))}
        </Stack>
      ) : null}
      {dryRun.events.map((event) => (
        <Stack gap={2} key={event.messageHash} data-testid="dry-run-event">
          <Text fz="sm">{t('executor.dryRun.event', { name: event.name })}</Text>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {JSON.stringify(event.data, null, 2)}
          </Code>
        </Stack>
      ))}
    </>
  );
}
