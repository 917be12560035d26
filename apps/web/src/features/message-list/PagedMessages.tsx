// Message occurrences matching a filter, paged by cursor (block tab and the messages list page).
import { type ListFilter, useListPages } from '../../shared/api/list-pages';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { MessagesTable } from './MessagesTable';

export function PagedMessages({ filter }: { filter: ListFilter<'messagesList'> }) {
  const pages = useListPages('messagesList', filter, (p) => p.messages);
  return (
    <CursorPageView pages={pages} skeletonRows={filter.limit ?? 10}>
      {(data) => <MessagesTable messages={data.messages} />}
    </CursorPageView>
  );
}
