// Message occurrences matching a filter, paged by cursor (block tab and the messages list page).
import type { MessagesListRequest } from '@tvmscan/api-schema';
import { callApi } from '../../shared/api/client';
import { useCursorPages } from '../../shared/lib/use-cursor-pages';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
import { MessagesTable } from './MessagesTable';

type Filter = Omit<MessagesListRequest, 'cursor'>;

export function PagedMessages({ filter }: { filter: Filter }) {
  const pages = useCursorPages({
    queryKey: ['messages', 'list', filter],
    fetchPage: (cursor, signal) =>
      callApi('messagesList', { ...filter, ...(cursor ? { cursor } : {}) }, signal),
    count: (p) => p.messages.length,
  });
  const { query } = pages;
  return (
    <>
      <QueryState
        data={query.data}
        error={query.error}
        isPending={query.isPending}
        skeletonRows={filter.limit ?? 10}
      >
        {(data) => <MessagesTable messages={data.messages} />}
      </QueryState>
      <Pager
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={pages.hasNext}
        onPrevious={pages.previous}
        onNext={() => void pages.next()}
      />
    </>
  );
}
