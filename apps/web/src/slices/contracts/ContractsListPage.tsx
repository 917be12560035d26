// Verified contracts (spec §2 "Contracts" list): code hash (shortened to 9, spec §9), the name its
// submitter gave (untrusted text), compiler and linker, 20 a page by offset with the page in the URL,
// and the way to verify a new one. Rows carry data-testid="contract-row".
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { Mono } from '../../shared/ui/Mono';
import { PageCrumbs } from '../../shared/ui/PageCrumbs';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
import { UntrustedText } from '../../shared/ui/UntrustedText';
import { contractUrl } from '../account/VerifiedBadge';
import { CONTRACTS_PAGE_SIZE, useContractsList } from './api';

export const VERIFICATION_PATH = '/contracts/verification';

export function ContractsListPage({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('contracts.title'));
  const list = useContractsList(page);
  const total = list.data?.total_count;
  const c = (key: string) => t(`contracts.columns.${key}`);
  return (
    <Stack gap="md">
      <PageCrumbs crumbs={[{ label: t('nav.main'), to: '/' }, { label: t('contracts.title') }]} />
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          {t('contracts.title')}
        </Title>
        <Group gap="sm">
          <Text fz="sm" c="dimmed" data-testid="contracts-count">
            {total === undefined ? '' : t('contracts.count', { count: total })}
          </Text>
          <Button component={Link} to={VERIFICATION_PATH} data-testid="verify-contract">
            {t('contracts.verify')}
          </Button>
        </Group>
      </Group>
      <QueryState
        data={list.data}
        error={list.error}
        isPending={list.isPending}
        skeletonRows={CONTRACTS_PAGE_SIZE}
      >
        {(data) =>
          data.data.length === 0 ? (
            <Text c="dimmed" data-testid="contracts-empty">
              {t('contracts.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table highlightOnHover verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{c('codeHash')}</Table.Th>
                    <Table.Th>{c('name')}</Table.Th>
                    <Table.Th>{c('compiler')}</Table.Th>
                    <Table.Th>{c('linker')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((contract) => (
                    <Table.Tr key={contract.code_hash} data-testid="contract-row">
                      <Table.Td>
                        <Mono
                          value={contract.code_hash}
                          to={contractUrl(contract.code_hash)}
                          testId="contract-hash"
                        >
                          {shorten(contract.code_hash, 9)}
                        </Mono>
                      </Table.Td>
                      <Table.Td>
                        <UntrustedText value={contract.contract_name} testId="contract-name" />
                      </Table.Td>
                      <Table.Td ff="monospace" fz="sm">
                        {contract.compiler_version}
                      </Table.Td>
                      <Table.Td ff="monospace" fz="sm">
                        {contract.linker_version ?? '—'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      <Pager
        page={page}
        hasPrevious={page > 1}
        hasNext={total !== undefined && page * CONTRACTS_PAGE_SIZE < total}
        onPrevious={() => onPageChange(page - 1)}
        onNext={() => onPageChange(page + 1)}
      />
    </Stack>
  );
}
