// Tokens list table (spec §2 "Tokens": address, name, symbol, decimals, total supply), with the USD price
// of the tokens the DEX prices (the others' cell stays empty). Names and symbols are contract-supplied text. Rows carry data-testid="token-row".
import { Badge, Group, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Token } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { useUsdPrices } from '../../shared/api/prices';
import { shorten } from '../../shared/lib/address';
import { tokenUrl } from '../../shared/lib/asset-urls';
import { formatUnits } from '../../shared/lib/format';
import { formatUsdPrice } from '../../shared/lib/usd';
import { Mono } from '../../shared/ui/Mono';
import { UntrustedText } from '../../shared/ui/UntrustedText';

export function TokensTable({ tokens }: { tokens: readonly Token[] }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`token.columns.${key}`);
  const prices = useUsdPrices(tokens.map((token) => token.rootAddress));
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('address')}</Table.Th>
            <Table.Th>{c('name')}</Table.Th>
            <Table.Th>{c('symbol')}</Table.Th>
            <Table.Th ta="right">{c('decimals')}</Table.Th>
            <Table.Th ta="right">{c('totalSupply')}</Table.Th>
            <Table.Th ta="right">{c('price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => (
            <Table.Tr key={token.rootAddress} data-testid="token-row">
              <Table.Td>
                <Mono value={token.rootAddress} to={tokenUrl(token.rootAddress)} testId="token-address">
                  {shorten(token.rootAddress)}
                </Mono>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Link to={tokenUrl(token.rootAddress)}>
                    <UntrustedText value={token.name} testId="token-name" />
                  </Link>
                  {token.trusted && (
                    <Badge size="xs" variant="filled" color="teal.9">
                      {t('token.trusted')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <UntrustedText value={token.token} testId="token-symbol" />
              </Table.Td>
              <Table.Td ta="right">{token.scale}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="token-supply">
                {formatUnits(token.totalSupply, token.scale)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="token-usd-price">
                {formatUsdPrice(prices?.get(token.rootAddress))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
