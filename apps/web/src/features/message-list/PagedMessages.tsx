// Message occurrences matching a filter, paged by cursor (block tab and the messages list page).
import { DEFAULT_PAGE_SIZE, type ListFilter, useListPages } from '../../shared/api/list-pages';
import type { CursorPosition } from '../../shared/lib/use-cursor-pages';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { MessagesTable } from './MessagesTable';

export function PagedMessages({
  filter,
  position,
}: {
  filter: ListFilter<'messagesList'>;
  /** The page's cursor in the URL (list pages); tabs keep it to themselves. */
  position?: CursorPosition;
}) {
  const pages = useListPages('messagesList', filter, (p) => p.messages, position);
  return (
    <CursorPageView pages={pages} skeletonRows={filter.limit ?? DEFAULT_PAGE_SIZE}>
      {(data) => <MessagesTable messages={data.messages} />}
    </CursorPageView>
  );
}
