// A tab's cursor-paged list as a table: the current page (no-data when empty) with the pager under it,
// columns declared once per list. Used by the account tabs and the NFT page's multi-token lists.
import { Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { shorten } from '../lib/address';
import { accountUrl } from '../lib/chain';
import type { CursorPage, useCursorPages } from '../lib/use-cursor-pages';
import { CursorPageView } from './CursorPageView';
import { NoData } from './NoData';

/** An account's address, shortened, linking to its page; a dash when there is none. */
export function AddressLink({ address }: { address: string | null }) {
  return address ? <Link to={accountUrl(address)}>{shorten(address, 6)}</Link> : <>—</>;
}

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Addresses and hashes. */
  mono?: boolean;
  /** Amounts and times: right-aligned on one line. */
  right?: boolean;
  maw?: number;
}

/** A tab's list: the current page as a table (no-data when empty) with the pager under it. */
export function PagedTable<P extends CursorPage, T>({
  pages,
  rows,
  columns,
  rowKey,
  rowTestId,
  minWidth,
  skeletonRows,
}: {
  pages: ReturnType<typeof useCursorPages<P>>;
  rows: (page: P) => readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  rowTestId: string;
  minWidth: number;
  /** The page size: as many skeleton rows while the first page loads. */
  skeletonRows: number;
}) {
  return (
    <CursorPageView pages={pages} skeletonRows={skeletonRows}>
      {(page) =>
        rows(page).length === 0 ? (
          <NoData />
        ) : (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table highlightOnHover verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.header} ta={c.right ? 'right' : undefined}>
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows(page).map((row) => (
                  <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
                    {columns.map((c) => (
                      <Table.Td
                        key={c.header}
                        ff={c.mono ? 'monospace' : undefined}
                        ta={c.right ? 'right' : undefined}
                        maw={c.maw}
                        style={c.right ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {c.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </CursorPageView>
  );
}
