// CSV export of what a list shows (spec §9): a plain download link to the API's streaming export, with
// the list's filter as query parameters — the list request's field names, arrays comma-separated. The
// chain and account exports take their list's whole filter; should a list be filtered by a field its
// export does not take, the button is disabled rather than handing over a file with rows the list does
// not show.
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
/** Every filter field an export route takes, as a record so that the compiler asks for each one: a
 *  field the API's export gains is a compile error here until the button passes it on too. */
type CsvFields<K extends CsvRoute> = Record<Exclude<keyof NonNullable<RouteRequest<K>>, 'limit'>, true>;

/** The filter fields each export route takes (the list's own filter for the chain and account lists). */
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
  blocks: { ordering: true, direction: true, workchain: true, shard: true, transactionCountGe: true },
  transactions: {
    ordering: true,
    direction: true,
    block: true,
    includeAccounts: true,
    excludeAccounts: true,
    txTypes: true,
    timeGe: true,
    timeLe: true,
    balanceChangeGe: true,
    balanceChangeLe: true,
  },
  messages: {
    ordering: true,
    direction: true,
    messageTypes: true,
    includeAccounts: true,
    excludeAccounts: true,
    includeSrcAccounts: true,
    excludeSrcAccounts: true,
    includeDstAccounts: true,
    excludeDstAccounts: true,
    transactionTimeGe: true,
    transactionTimeLe: true,
    messageValueGe: true,
    messageValueLe: true,
    block: true,
    isOut: true,
  },
  accounts: {
    ordering: true,
    direction: true,
    balanceGe: true,
    balanceLe: true,
    createdAtGe: true,
    createdAtLe: true,
  },
  validators: { set: true },
  tokens: { filter: true },
  holders: { rootAddress: true, amountGe: true, amountLe: true },
  balances: { ownerAddress: true },
  collections: {},
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
  const allowed = Object.keys(CSV_FIELDS[entity]);
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
