// The verified-contract badge (spec §2 "Account page"): the account runs code whose sources were
// verified; it names the contract and links to its page, /contracts/{codeHash}. Code carrying a TVM
// Solidity salt is matched to its build with the salt stripped: the badge says "salted" and links to the
// build's page. The name was typed by whoever submitted the verification, so it is shown as untrusted
// text.
import { Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { visibleText } from '../../shared/lib/untrusted-text';

export const contractUrl = (codeHash: string): string => `/contracts/${codeHash}`;

export interface VerifiedBadgeProps {
  /** The verified code hash: the account's own, or its build's when salted. */
  codeHash: string;
  name: string;
  salted: boolean;
}

export function VerifiedBadge({ codeHash, name, salted }: VerifiedBadgeProps) {
  const { t } = useTranslation();
  return (
    <Link to={contractUrl(codeHash)} data-testid="account-verified" data-salted={salted}>
      <Badge color="teal.9" variant="filled" tt="none" style={{ cursor: 'pointer' }}>
        <bdi>{t(salted ? 'account.verifiedSalted' : 'account.verified', { name: visibleText(name) })}</bdi>
      </Badge>
    </Link>
  );
}
