// CSV export of what a list shows (spec §9): a plain download link to the API's streaming export, with
// the list's filter as query parameters — the list request's field names, arrays comma-separated. The
// export routes take a subset of the list filters; when the list is filtered by a field the export does
// not take, the button is disabled rather than handing over a file with rows the list does not show.
import { Button, Tooltip } from '@mantine/core';
import type { RouteRequest } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { serviceUrl } from '../api/client';
import { useDeploymentConfig } from '../config/deployment';

type CsvRoute =
  | 'blocksCsv'
  | 'transactionsCsv'
  | 'messagesCsv'
  | 'accountsCsv'
  | 'validatorsCsv'
  | 'tokensCsv'
  | 'tokenHoldersCsv'
  | 'tokenBalancesCsv'
  | 'collectionsCsv';
type CsvFields<K extends CsvRoute> = readonly Exclude<keyof NonNullable<RouteRequest<K>>, 'limit'>[];

/** The filter fields each export route takes (checked against the api-schema query types). */
const CSV_FIELDS: {
  blocks: CsvFields<'blocksCsv'>;
  transactions: CsvFields<'transactionsCsv'>;
  messages: CsvFields<'messagesCsv'>;
  accounts: CsvFields<'accountsCsv'>;
  validators: CsvFields<'validatorsCsv'>;
  tokens: CsvFields<'tokensCsv'>;
  holders: CsvFields<'tokenHoldersCsv'>;
  balances: CsvFields<'tokenBalancesCsv'>;
  collections: CsvFields<'collectionsCsv'>;
} = {
  blocks: ['workchain', 'shard', 'transactionCountGe'],
  transactions: [
    'ordering',
    'direction',
    'block',
    'includeAccounts',
    'excludeAccounts',
    'txTypes',
    'timeGe',
    'timeLe',
  ],
  messages: ['block', 'messageTypes', 'includeAccounts', 'transactionTimeGe', 'transactionTimeLe'],
  accounts: ['ordering', 'direction', 'balanceGe', 'balanceLe', 'createdAtGe', 'createdAtLe'],
  validators: ['set'],
  tokens: ['filter'],
  holders: ['rootAddress', 'amountGe', 'amountLe'],
  balances: ['ownerAddress'],
  collections: [],
};

/** Exports served by the Tokens API; the others are the Explorer API's. */
const TOKENS_API_EXPORTS: ReadonlySet<ExportEntity> = new Set(['tokens', 'holders', 'balances']);

export type ExportEntity = keyof typeof CSV_FIELDS;
type FilterValue = string | number | boolean | readonly string[] | undefined;

/** The export link for a list filter, or null when the filter uses a field the export does not take. */
export function exportCsvUrl(
  entity: ExportEntity,
  filter: Readonly<Record<string, FilterValue>>,
): string | null {
  const allowed: readonly string[] = CSV_FIELDS[entity];
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (!allowed.includes(key)) return null;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  const query = params.toString();
  const base = TOKENS_API_EXPORTS.has(entity) ? '/api/tokens/v1/export' : '/api/explorer/export';
  return `${base}/${entity}.csv${query ? `?${query}` : ''}`;
}

export function ExportCsvButton({
  entity,
  filter,
}: {
  entity: ExportEntity;
  filter: Readonly<Record<string, FilterValue>>;
}) {
  const { t } = useTranslation();
  const { services } = useDeploymentConfig();
  const path = exportCsvUrl(entity, filter);
  const href = path === null ? null : serviceUrl(path, services);
  const testId = `export-${entity}`;
  if (href === null) {
    return (
      <Tooltip label={t('common.exportUnsupported')} withArrow>
        <Button
          variant="default"
          size="xs"
          data-disabled
          data-testid={testId}
          onClick={(e) => e.preventDefault()}
        >
          {t('common.exportCsv')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button component="a" href={href} download variant="default" size="xs" data-testid={testId}>
      {t('common.exportCsv')}
    </Button>
  );
}
