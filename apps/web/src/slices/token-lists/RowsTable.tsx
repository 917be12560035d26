// The token-list tables' rows: columns declared once per table, an optional actions column, and, with
// `onMove`, a drag handle per row (pointer and keyboard, @dnd-kit) for reordering a list's tokens.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../shared/ui/PagedTable';

export interface RowsTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  rowTestId: string;
  minWidth: number;
  actions?: (row: T) => ReactNode;
  /** Reordering: the row at `from` was dropped at `to`. */
  onMove?: (from: number, to: number) => void;
  /** What the drag handle of a row is called (its accessible name). */
  dragLabel?: (row: T) => string;
}

export function RowsTable<T>({
  rows,
  columns,
  rowKey,
  rowTestId,
  minWidth,
  actions,
  onMove,
  dragLabel,
}: RowsTableProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map(rowKey);
  const end = ({ active, over }: DragEndEvent) => {
    if (over && onMove) onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const cells = (row: T) => (
    <>
      {columns.map((c) => (
        <Table.Td
          key={c.header}
          ff={c.mono ? 'monospace' : undefined}
          style={c.right ? { whiteSpace: 'nowrap' } : undefined}
        >
          {c.cell(row)}
        </Table.Td>
      ))}
      {actions && <Table.Td>{actions(row)}</Table.Td>}
    </>
  );
  const table = (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            {onMove && <Table.Th aria-label={t('tokenLists.columns.order')} w={40} />}
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            {actions && <Table.Th>{t('tokenLists.columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) =>
            onMove ? (
              <SortableRow
                key={rowKey(row)}
                id={rowKey(row)}
                label={dragLabel?.(row) ?? rowKey(row)}
                testId={rowTestId}
              >
                {cells(row)}
              </SortableRow>
            ) : (
              <Table.Tr key={rowKey(row)} data-testid={rowTestId} data-key={rowKey(row)}>
                {cells(row)}
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  if (!onMove) return table;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {table}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  testId,
  children,
}: {
  id: string;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <Table.Tr
      ref={setNodeRef}
      data-testid={testId}
      data-key={id}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Table.Td>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray.8"
          aria-label={t('tokenLists.actions.drag', { name: label })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          data-testid="entry-drag"
          {...attributes}
          {...listeners}
        >
          ⠿
        </ActionIcon>
      </Table.Td>
      {children}
    </Table.Tr>
  );
}
