// The current page of a cursor-paged list with its loading/error states and the pager under it.
import type { ReactNode } from 'react';
import type { CursorPage, useCursorPages } from '../lib/use-cursor-pages';
import { Pager } from './Pager';
import { QueryState } from './QueryState';

interface CursorPageViewProps<P extends CursorPage> {
  pages: ReturnType<typeof useCursorPages<P>>;
  skeletonRows: number;
  children: (page: P) => ReactNode;
}

export function CursorPageView<P extends CursorPage>({
  pages,
  skeletonRows,
  children,
}: CursorPageViewProps<P>) {
  const { query } = pages;
  return (
    <>
      <QueryState
        data={query.data}
        error={query.error}
        isPending={query.isPending}
        skeletonRows={skeletonRows}
      >
        {children}
      </QueryState>
      <Pager
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={pages.hasNext}
        onPrevious={() => void pages.previous()}
        onNext={() => void pages.next()}
      />
    </>
  );
}
