// The source-code tab (spec §2): the contract executor (the default, at the tab's own path) and the
// contract code (`/contract`): code hash, code and data as base64 BOCs, and the TVC. Both read the
// account state; the executor appears wherever the contract's ABI is known.
import { Alert, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AccountResponse } from '@tvmscan/api-schema';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExecutorAbi } from '../../features/contract-executor/known-abis';
import { formatBytes } from '../../shared/lib/format';
import { type DetailItem, DetailList } from '../../shared/ui/DetailList';
import { Mono } from '../../shared/ui/Mono';
import { NoData } from '../../shared/ui/NoData';
import { ScrollableCode } from '../../shared/ui/ScrollableCode';
import type { SourceCodeView } from './account-tabs';
import { accountStateQuery, useAccountState } from './hooks';
import { TvcDownload } from './TvcDownload';

/** A busy server may refuse a chunk (503 while it sheds load): try again before giving up. */
async function importWithRetry<T>(load: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await load();
    } catch (error) {
      if (i >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 1000 * i));
    }
  }
}

// nekoton-wasm and the ABIs load with the executor, never with the page.
const ContractExecutor = lazy(() =>
  importWithRetry(() => import('../../features/contract-executor/ContractExecutor')).then((m) => ({
    default: m.ContractExecutor,
  })),
);

const ContractData = lazy(() =>
  importWithRetry(() => import('../../features/contract-executor/ContractData')).then((m) => ({
    default: m.ContractData,
  })),
);

interface SourceCodeTabProps {
  account: AccountResponse;
  /** The ABI the executor runs methods with; null when none is known for this contract. */
  executorAbi: ExecutorAbi | null;
  view: SourceCodeView;
  basePath: string;
}

export function SourceCodeTab({ account, executorAbi, view, basePath }: SourceCodeTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useAccountState(account.address, view === 'contract');
  // The executor reads the state when a method runs: fresh, or at most 3 s old.
  const loadState = async () =>
    (await queryClient.fetchQuery(accountStateQuery(account.address)))?.boc ?? null;
  return (
    <Tabs
      value={view}
      variant="pills"
      keepMounted={false}
      onChange={(v) =>
        void navigate({
          to: v === 'contract' ? `${basePath}/source-code/contract` : `${basePath}/source-code`,
          resetScroll: false,
        })
      }
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="executor" data-testid="source-tab-executor">
          {t('account.source.executor')}
        </Tabs.Tab>
        <Tabs.Tab value="contract" data-testid="source-tab-contract">
          {t('account.source.contract')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="executor">
        {executorAbi === null ? (
          <Alert color="gray" data-testid="executor-unavailable">
            {t('account.source.noAbi')}
          </Alert>
        ) : (
          <Stack gap="md">
            <Suspense fallback={<Skeleton height={160} />}>
              <ContractExecutor address={account.address} abi={executorAbi} loadAccountBoc={loadState} />
            </Suspense>
            <Suspense fallback={null}>
              <ContractData address={account.address} abi={executorAbi} loadAccountBoc={loadState} />
            </Suspense>
          </Stack>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="contract">
        {state.isPending ? (
          <Skeleton height={160} />
        ) : state.data?.codeBoc ? (
          <ContractCode account={account} codeBoc={state.data.codeBoc} dataBoc={state.data.dataBoc} />
        ) : (
          <NoData />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

/** A base64 BOC: its size with a copy button, then the text in a scrolling box. */
function Boc({ value, label, testId }: { value: string; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Mono value={value}>
        <Text component="span" fz="xs" c="dimmed">
          {t('account.source.bocSize', { size: formatBytes(Math.floor((value.length * 3) / 4)) })}
        </Text>
      </Mono>
      <ScrollableCode label={label} testId={testId}>
        {value}
      </ScrollableCode>
    </Stack>
  );
}

function ContractCode({
  account,
  codeBoc,
  dataBoc,
}: {
  account: AccountResponse;
  codeBoc: string;
  dataBoc: string | null;
}) {
  const { t } = useTranslation();
  const items: DetailItem[] = [
    {
      label: t('account.fields.codeHash'),
      value: account.codeHash ? <Mono value={account.codeHash} /> : '—',
    },
    {
      label: t('account.fields.code'),
      value: <Boc value={codeBoc} label={t('account.fields.code')} testId="account-code" />,
    },
    {
      label: t('account.fields.data'),
      value: dataBoc ? <Boc value={dataBoc} label={t('account.fields.data')} testId="account-data" /> : '—',
    },
    {
      label: t('account.fields.tvc'),
      value: <TvcDownload address={account.address} codeBoc={codeBoc} dataBoc={dataBoc} />,
    },
  ];
  return <DetailList items={items} />;
}
