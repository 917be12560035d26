// The accounts running a verified code (spec §2 "Contract by id"), newest first, keyset-paged by 20
// through the Explorer API's accounts-by-code-hash list.
import { useTranslation } from 'react-i18next';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { formatDateTime, formatUnits } from '../../shared/lib/format';
import { AccountMono } from '../../shared/ui/Mono';
import { PagedTable } from '../../shared/ui/PagedTable';
import { Panel } from '../../shared/ui/Panel';
import { CONTRACTS_PAGE_SIZE, useAccountsWithCode } from './api';

export function AccountsWithCode({ codeHash }: { codeHash: string }) {
  const { t } = useTranslation();
  const { decimals, tokenSymbol } = useDeploymentConfig();
  const a = (key: string) => t(`contracts.accounts.${key}`);
  const pages = useAccountsWithCode(codeHash);
  return (
    <Panel title={a('title')} testId="contract-accounts">
      <PagedTable
        skeletonRows={CONTRACTS_PAGE_SIZE}
        pages={pages}
        rows={(page) => page.accounts}
        rowKey={(account) => account.address}
        rowTestId="contract-account-row"
        minWidth={720}
        columns={[
          { header: a('address'), mono: true, cell: (account) => <AccountMono address={account.address} /> },
          {
            header: a('balance'),
            right: true,
            cell: (account) =>
              account.balance === null ? '—' : `${formatUnits(account.balance, decimals)} ${tokenSymbol}`,
          },
          { header: a('state'), cell: (account) => account.state },
          {
            header: a('updatedAt'),
            right: true,
            cell: (account) => (account.updatedAt === null ? '—' : formatDateTime(account.updatedAt)),
          },
        ]}
      />
    </Panel>
  );
}
