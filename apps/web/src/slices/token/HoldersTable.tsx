// A token's holders, largest balance first (spec §2 token page "balances"), with each holder's share of
// the total supply and its USD value when the DEX prices the token. Rows carry data-testid="holder-row".
import { Table } from '@mantine/core';
import type { Token, TokenBalance } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { useUsdPrices } from '../../shared/api/prices';
import { shorten } from '../../shared/lib/address';
import { accountUrl } from '../../shared/lib/chain';
import { formatPercent, formatUnits } from '../../shared/lib/format';
import { formatUsdValue } from '../../shared/lib/usd';
import { Mono } from '../../shared/ui/Mono';

/** Share of the supply as a ratio; exact for uint128 amounts (bigint division to 1e-12). */
export function supplyShare(amount: string, totalSupply: string): number {
  const total = BigInt(totalSupply);
  if (total === 0n) return 0;
  const scale = 10n ** 12n;
  return Number((BigInt(amount) * scale) / total) / Number(scale);
}

export function HoldersTable({ token, balances }: { token: Token; balances: readonly TokenBalance[] }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`token.columns.${key}`);
  const price = useUsdPrices([token.rootAddress])?.get(token.rootAddress);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('owner')}</Table.Th>
            <Table.Th>{c('walletAddress')}</Table.Th>
            <Table.Th ta="right">{c('amount')}</Table.Th>
            <Table.Th ta="right">{c('value')}</Table.Th>
            <Table.Th ta="right">{c('share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {balances.map((b) => (
            <Table.Tr key={b.walletAddress} data-testid="holder-row">
              <Table.Td>
                <Mono value={b.ownerAddress} to={accountUrl(b.ownerAddress)} testId="holder-owner">
                  {shorten(b.ownerAddress)}
                </Mono>
              </Table.Td>
              <Table.Td>
                <Mono value={b.walletAddress} to={accountUrl(b.walletAddress)}>
                  {shorten(b.walletAddress)}
                </Mono>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="holder-amount">
                {formatUnits(b.amount, token.scale)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="holder-usd">
                {formatUsdValue(b.amount, token.scale, price)}
              </Table.Td>
              <Table.Td ta="right">{formatPercent(supplyShare(b.amount, token.totalSupply))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
