// One validator set by rank: address, public key, stake, bonuses and weight percent (4 decimals, from
// the API). Stake and bonuses are unknown (—) where the elector's data is not decoded.
import { Table, Text } from '@mantine/core';
import type { RouteResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { accountUrl } from '../../shared/lib/chain';
import { Amount } from '../../shared/ui/Amount';
import { Mono } from '../../shared/ui/Mono';

type Validator = RouteResponse<'validatorsList'>['validators'][number];

export function ValidatorsTable({
  validators,
  emptyText,
}: {
  validators: readonly Validator[];
  emptyText: string;
}) {
  const { t } = useTranslation();
  if (validators.length === 0) {
    return (
      <Text c="dimmed" data-testid="validators-empty">
        {emptyText}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid="validators-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('validators.columns.rank')}</Table.Th>
            <Table.Th>{t('validators.columns.address')}</Table.Th>
            <Table.Th>{t('validators.columns.publicKey')}</Table.Th>
            <Table.Th>{t('validators.columns.stake')}</Table.Th>
            <Table.Th>{t('validators.columns.bonuses')}</Table.Th>
            <Table.Th>{t('validators.columns.weight')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {validators.map((v) => (
            <Table.Tr key={v.publicKey} data-testid="validator-row">
              <Table.Td data-testid="validator-rank">{v.rank}</Table.Td>
              <Table.Td>
                {v.address ? (
                  <Mono value={v.address} to={accountUrl(v.address)}>
                    {shorten(v.address)}
                  </Mono>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>
                <Mono value={v.publicKey} testId="validator-public-key">
                  {shorten(v.publicKey)}
                </Mono>
              </Table.Td>
              <Table.Td>{v.stake ? <Amount nano={v.stake} /> : '—'}</Table.Td>
              <Table.Td>{v.bonuses ? <Amount nano={v.bonuses} /> : '—'}</Table.Td>
              <Table.Td data-testid="validator-weight">{v.weightPercent}%</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
