// Contract by id (spec §2 "Contracts"): a verified code's record — its details, ABI and sources
// read-only, the address it deploys to with given initial data, and the accounts running it. The id is
// a code hash or an address; an id with no verified contract opens the verification form instead, the
// id filled in (and so submitted at once, which says why it failed).
import { Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ContractInfo } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { formatDateTime } from '../../shared/lib/format';
import { visibleText } from '../../shared/lib/untrusted-text';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { DetailList } from '../../shared/ui/DetailList';
import { Mono } from '../../shared/ui/Mono';
import { PageCrumbs } from '../../shared/ui/PageCrumbs';
import { Panel } from '../../shared/ui/Panel';
import { QueryState } from '../../shared/ui/QueryState';
import { UntrustedText } from '../../shared/ui/UntrustedText';
import { AccountsWithCode } from './AccountsWithCode';
import { useContractInfo } from './api';
import { CodeViewer } from './CodeViewer';
import { InitialDataForm } from './InitialDataForm';
import { VerificationForm } from './VerificationForm';
import { normalizeContractId, safeLink } from './verification';

export function ContractPage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle(t('contracts.title'));
  const normalized = normalizeContractId(id);
  const info = useContractInfo(normalized);
  const form = <VerificationForm initialId={id} />;
  return (
    <Stack gap="md">
      <PageCrumbs
        crumbs={[
          { label: t('nav.main'), to: '/' },
          { label: t('contracts.title'), to: '/contracts' },
          { label: shorten(id, 9), testId: 'contract-crumb' },
        ]}
      />
      {normalized === null ? (
        form
      ) : (
        <QueryState data={info.data} error={info.error} isPending={info.isPending} notFound={form}>
          {(contract) => <ContractDetails contract={contract} />}
        </QueryState>
      )}
    </Stack>
  );
}

function ExternalLink({ url, testId }: { url: string | null; testId: string }) {
  const safe = safeLink(url);
  if (!safe) return <UntrustedText value={url} testId={testId} />;
  return (
    <Anchor href={safe} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {visibleText(safe)}
    </Anchor>
  );
}

function ContractDetails({ contract }: { contract: ContractInfo }) {
  const { t } = useTranslation();
  const d = (key: string) => t(`contracts.details.${key}`);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }} data-testid="contract-title">
        <bdi>{t('contracts.details.title', { name: visibleText(contract.contract_name) })}</bdi>
      </Title>
      <Panel title={t('contracts.title')} testId="contract-details">
        <DetailList
          items={[
            {
              label: d('name'),
              value: <UntrustedText value={contract.contract_name} />,
              testId: 'contract-name',
            },
            {
              label: d('codeHash'),
              value: <Mono value={contract.code_hash} />,
              testId: 'contract-code-hash',
            },
            { label: d('compiler'), value: contract.compiler_version, testId: 'contract-compiler' },
            { label: d('linker'), value: contract.linker_version ?? '—', testId: 'contract-linker' },
            {
              label: d('verifiedBy'),
              value: t(`contracts.verifiedBy.${contract.verified_by}`),
              testId: 'contract-verified-by',
            },
            {
              label: d('license'),
              value: <UntrustedText value={contract.license} />,
              testId: 'contract-license',
            },
            {
              label: d('projectLink'),
              value: <ExternalLink url={contract.project_link} testId="contract-project" />,
            },
            {
              label: d('auditUrl'),
              value: <ExternalLink url={contract.audit_url} testId="contract-audit" />,
            },
            {
              label: d('verifiedAt'),
              value: formatDateTime(contract.verified_at),
              testId: 'contract-verified-at',
            },
            ...(contract.salted ? [{ label: d('salted'), value: t('common.yes') }] : []),
          ]}
        />
      </Panel>
      <Panel title={t('contracts.abi')} testId="contract-abi">
        {contract.abi === null ? (
          <Text c="dimmed" data-testid="contract-no-abi">
            {t('contracts.noAbi')}
          </Text>
        ) : (
          <CodeViewer
            code={JSON.stringify(contract.abi, null, 2)}
            path="abi.json"
            label={t('contracts.abi')}
          />
        )}
      </Panel>
      <Panel title={t('contracts.sources')} testId="contract-sources">
        <SourceTabs sources={contract.sources} />
      </Panel>
      <Panel title={t('contracts.initialData.title')} testId="contract-initial-data">
        {contract.code ? (
          <InitialDataForm
            code={contract.code}
            tvc={contract.tvc}
            abi={contract.abi === null ? null : JSON.stringify(contract.abi)}
          />
        ) : (
          <Text c="dimmed">{t('contracts.initialData.noCode')}</Text>
        )}
      </Panel>
      <AccountsWithCode codeHash={contract.code_hash} />
    </Stack>
  );
}

function SourceTabs({ sources }: { sources: ContractInfo['sources'] }) {
  const { t } = useTranslation();
  if (sources.length === 0) return <Text c="dimmed">{t('common.noData')}</Text>;
  return (
    <Tabs defaultValue={sources[0].path} keepMounted={false}>
      <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {sources.map((s) => (
          <Tabs.Tab key={s.path} value={s.path} ff="monospace" data-testid="contract-source-tab">
            {visibleText(s.path.split('/').pop() ?? s.path)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sources.map((s) => (
        <Tabs.Panel key={s.path} value={s.path} pt="sm">
          <Text fz="xs" c="dimmed" ff="monospace" mb={4}>
            {visibleText(s.path)}
          </Text>
          <CodeViewer
            code={s.content}
            path={s.path}
            label={t('contracts.sourceLabel', { path: visibleText(s.path) })}
            testId="contract-source"
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
