// One main-page panel (spec §2): a title with its toggles, 6 rows of the newest items as a table, and a
// view-all button to the list page. The four panels differ only in their columns and toggles.
import { Button, Group, Switch, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoData } from '../../shared/ui/NoData';
import { Panel } from '../../shared/ui/Panel';
import { QueryState } from '../../shared/ui/QueryState';
import { PANEL_ROWS } from './hooks';

export interface PanelToggle {
  label: string;
  testId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export interface PanelColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  right?: boolean;
  mono?: boolean;
}

interface LatestPanelProps<T> {
  title: string;
  testId: string;
  viewAll: string;
  toggles?: PanelToggle[];
  query: { data: readonly T[] | undefined; error: unknown; isPending: boolean };
  columns: PanelColumn<T>[];
  rowKey: (row: T) => string;
  rowTestId: string;
}

function reportedEmpty<T>(error: unknown): readonly T[] {
  console.error(error);
  return [];
}

export function LatestPanel<T>({
  title,
  testId,
  viewAll,
  toggles = [],
  query,
  columns,
  rowKey,
  rowTestId,
}: LatestPanelProps<T>) {
  const { t } = useTranslation();
  return (
    <Panel
      title={title}
      testId={testId}
      controls={
        <Group gap="sm">
          {toggles.map((toggle) => (
            <Switch
              key={toggle.label}
              data-testid={toggle.testId}
              size="sm"
              label={toggle.label}
              checked={toggle.checked}
              onChange={(e) => toggle.onChange(e.currentTarget.checked)}
            />
          ))}
        </Group>
      }
      footer={
        <Button component={Link} to={viewAll} variant="light" size="xs">
          {t('common.viewAll')}
        </Button>
      }
    >
      {/* Spec §8: main-page failures are reported and swallowed, leaving the panel empty. */}
      <QueryState
        data={query.error ? reportedEmpty<T>(query.error) : query.data}
        error={null}
        isPending={query.isPending}
        skeletonRows={PANEL_ROWS}
      >
        {(rows) =>
          rows.length === 0 ? (
            <NoData />
          ) : (
            <Table.ScrollContainer minWidth={columns.length > 3 ? 420 : 0}>
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
                  {rows.map((row) => (
                    <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
                      {columns.map((c) => (
                        <Table.Td
                          key={c.header}
                          ta={c.right ? 'right' : undefined}
                          ff={c.mono ? 'monospace' : undefined}
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
      </QueryState>
    </Panel>
  );
}
