// Above a filtered list: the list's sort controls if it has any, clear every filter, and export what
// the filters select as CSV.
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton, type ExportEntity } from './ExportCsvButton';
import type { OnSearchChange } from './ListFilters';

export function ListToolbar({
  entity,
  filter,
  search,
  onSearchChange,
  sort,
}: {
  sort?: ReactNode;
  entity: ExportEntity;
  filter: Parameters<typeof ExportCsvButton>[0]['filter'];
  search: Readonly<Record<string, unknown>>;
  onSearchChange: OnSearchChange;
}) {
  const { t } = useTranslation();
  const active = Object.keys(search).length > 0;
  return (
    <Group justify="flex-end" gap="xs">
      {sort && (
        <Group gap="xs" mr="auto">
          {sort}
        </Group>
      )}
      <Button
        variant="subtle"
        size="xs"
        disabled={!active}
        onClick={() => onSearchChange(Object.fromEntries(Object.keys(search).map((k) => [k, undefined])))}
        data-testid="filters-reset"
      >
        {t('lists.filters.reset')}
      </Button>
      <ExportCsvButton entity={entity} filter={filter} />
    </Group>
  );
}
