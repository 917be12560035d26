// The verified-contract badge (spec §2 "Account page"): the account runs code whose sources were
// verified; it names the contract and links to its page, /contracts/{codeHash}. The name was typed by
// whoever submitted the verification, so it is shown as untrusted text.
import { Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { VerifiedContract } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { visibleText } from '../../shared/lib/untrusted-text';

export const contractUrl = (codeHash: string): string => `/contracts/${codeHash}`;

export function VerifiedBadge({ contract }: { contract: VerifiedContract }) {
  const { t } = useTranslation();
  return (
    <Link to={contractUrl(contract.codeHash)} data-testid="account-verified">
      <Badge color="teal.9" variant="filled" tt="none" style={{ cursor: 'pointer' }}>
        <bdi>{t('account.verified', { name: visibleText(contract.contractName) })}</bdi>
      </Badge>
    </Link>
  );
}
