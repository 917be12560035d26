// Token transactions (spec §3: transaction, kind, sender and receiver owners, token, amount, block time).
// Rows carry data-testid="token-tx-row".
import { Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TokenTransaction } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { tokenUrl } from '../../shared/lib/asset-urls';
import { accountUrl, transactionUrl } from '../../shared/lib/chain';
import { formatDateTime, formatUnits } from '../../shared/lib/format';
import { Mono } from '../../shared/ui/Mono';
import { UntrustedText } from '../../shared/ui/UntrustedText';

function Party({ address }: { address: string | null | undefined }) {
  return address ? (
    <Mono value={address} to={accountUrl(address)} copyable={false}>
      {shorten(address, 6)}
    </Mono>
  ) : (
    <span>—</span>
  );
}

export function TokenTransactionsTable({ transactions }: { transactions: readonly TokenTransaction[] }) {
  const { t, i18n } = useTranslation();
  const c = (key: string) => t(`token.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('transaction')}</Table.Th>
            <Table.Th>{c('kind')}</Table.Th>
            <Table.Th>{c('token')}</Table.Th>
            <Table.Th ta="right">{c('amount')}</Table.Th>
            <Table.Th>{c('sender')}</Table.Th>
            <Table.Th>{c('receiver')}</Table.Th>
            <Table.Th>{c('time')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((tx) => (
            <Table.Tr
              key={`${tx.transactionHash}:${tx.kind}`}
              data-testid="token-tx-row"
              data-kind={tx.kind}
              data-key={`${tx.transactionHash}:${tx.kind}`}
            >
              <Table.Td>
                <Mono value={tx.transactionHash} to={transactionUrl(tx.transactionHash)} copyable={false}>
                  {shorten(tx.transactionHash, 6)}
                </Mono>
              </Table.Td>
              <Table.Td data-testid="token-tx-kind">{t(`token.kinds.${tx.kind}`)}</Table.Td>
              <Table.Td>
                <Link to={tokenUrl(tx.rootAddress)}>
                  <UntrustedText value={tx.token} testId="token-tx-symbol" />
                </Link>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="token-tx-amount">
                {formatUnits(tx.amount, tx.scale)}
              </Table.Td>
              <Table.Td>
                <Party address={tx.sender?.ownerAddress} />
              </Table.Td>
              <Table.Td>
                <Party address={tx.receiver?.ownerAddress} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(tx.blockTime, { lang: i18n.language })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
