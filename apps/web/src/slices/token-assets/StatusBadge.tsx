// A proposal's review status (spec §4: Pending, Approved green, Rejected red), named in words as well,
// so the colour is never the only sign. The shades keep white badge text at AA contrast in both themes.
import { Badge } from '@mantine/core';
import type { ProposalStatus } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ProposalStatus, string> = { Pending: 'gray.7', Approved: 'teal.9', Rejected: 'red.9' };

export function StatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled" tt="none" data-testid="asset-status" data-status={status}>
      {t(`tokenAssets.status.${status}`)}
    </Badge>
  );
}
