// The columns of a list's tokens and of its proposals: the token (approved logo, name and symbol as
// untrusted text, the verified mark), its root address linking to the token's page, and when it was
// added or proposed.
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TokenListEntry } from '@tvmscan/api-schema';
import type { TFunction } from 'i18next';
import { shorten } from '../../shared/lib/address';
import { tokenUrl } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import type { Column } from '../../shared/ui/PagedTable';
import { TokenMark } from '../../shared/ui/TokenMark';
import { UntrustedText } from '../../shared/ui/UntrustedText';

export function entryColumns(
  t: TFunction,
  lang: string,
  added: 'added' | 'proposed',
): Column<TokenListEntry>[] {
  return [
    {
      header: t('tokenLists.columns.token'),
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <TokenMark logoUrl={row.logo_url} verified={row.verified} />
          <UntrustedText value={row.name} testId="entry-name" />
          <Text span fz="sm">
            (<UntrustedText value={row.symbol} />)
          </Text>
        </Group>
      ),
    },
    {
      header: t('tokenLists.columns.address'),
      mono: true,
      cell: (row) => (
        <Anchor component={Link} to={tokenUrl(row.root_address)} title={row.root_address} fz="sm">
          {shorten(row.root_address, 9)}
        </Anchor>
      ),
    },
    {
      header: t(`tokenLists.columns.${added}`),
      right: true,
      cell: (row) => formatDateTime(row.added_at, { lang }),
    },
  ];
}
