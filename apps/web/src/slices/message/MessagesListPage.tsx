// Messages list (spec §2): counters, the history chart, the filters of the spec's query-parameter list
// (types, time range, value range, senders and recipients to include or exclude), cursor paging by 20
// and a CSV export of the same selection.
import { useTranslation } from 'react-i18next';
import { PagedMessages } from '../../features/message-list/PagedMessages';
import { toMessagesFilter } from '../../routes/search-filters';
import { type MessagesSearch, pageSize } from '../../routes/search-params';
import { callApi } from '../../shared/api/client';
import { useStats } from '../../shared/api/stats';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { MESSAGE_TYPES } from '../../shared/lib/chain';
import { FilteredListPage } from '../../shared/ui/FilteredListPage';
import type { ChartLoader } from '../../shared/ui/HistoryChart';
import { AddressesFilter, type OnSearchChange, TypeTimeAmountFilters } from '../../shared/ui/ListFilters';

const loadChart: ChartLoader = (range) => callApi('messagesChart', range);

export function MessagesListPage({
  search,
  onSearchChange,
}: {
  search: MessagesSearch;
  onSearchChange: OnSearchChange;
}) {
  const { t } = useTranslation();
  const { decimals } = useDeploymentConfig();
  const stats = useStats().data;
  const filter = toMessagesFilter(search, decimals);
  const addresses = (side: 'src' | 'dst') => (
    <AddressesFilter
      param={`msg-${side}`}
      modeParam={`msg-${side}-filter`}
      label={t(`lists.filters.${side}`)}
      value={search[`msg-${side}`]}
      mode={search[`msg-${side}-filter`]}
      onChange={onSearchChange}
    />
  );
  return (
    <FilteredListPage
      title={t('message.listTitle')}
      testId="msg"
      counters={stats && { total: stats.messagesTotal, day: stats.messages24h, hour: stats.messages1h }}
      chart={{ title: t('lists.chart.messages'), load: loadChart }}
      exportAs="messages"
      filter={filter}
      search={search}
      onSearchChange={onSearchChange}
      filters={
        <>
          <TypeTimeAmountFilters
            prefix="msg"
            typesParam="msg-types"
            typeOptions={MESSAGE_TYPES.map((value) => ({ value, label: t(`message.types.${value}`) }))}
            amountLabel={t('message.fields.value')}
            signed={false}
            search={search}
            onChange={onSearchChange}
          />
          {addresses('src')}
          {addresses('dst')}
        </>
      }
    >
      <PagedMessages
        filter={{ limit: pageSize(search), ...filter }}
        position={{ cursor: search.cursor, onChange: (cursor) => onSearchChange({ cursor }) }}
      />
    </FilteredListPage>
  );
}
