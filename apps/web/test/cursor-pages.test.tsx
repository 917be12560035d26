// @vitest-environment jsdom
// Spec §4 "Cursor lists": a next page that returns no rows, or a previous page with fewer rows than the
// limit, shows the 'common.EmptyReponse' notice and keeps the list on screen. The hook runs in React
// (jsdom) over an in-memory keyset list that answers like the Explorer API (nextCursor/prevCursor);
// the pure trail functions are checked on their own too.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalog as common } from '../src/shared/i18n/common/en';
import {
  backward,
  forward,
  isEmptyResponse,
  locate,
  useCursorPages,
} from '../src/shared/lib/use-cursor-pages';
import { currentToasts, removeToast } from '../src/shared/ui/toast-store';

const i18n = createInstance({ lng: 'en', resources: { en: { translation: common } } });
void i18n.init();
const NOTICE = i18n.t('common.EmptyReponse');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Page {
  rows: number[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/** Rows newest first, paged by key like the API: `n.<key>` continues after a key, `p.<key>` before it. */
function keysetList(rows: number[]) {
  const data = { rows };
  const fetchPage = async (cursor: string | undefined, limit: number): Promise<Page> => {
    const all = data.rows;
    let page: number[];
    if (!cursor) page = all.slice(0, limit);
    else {
      const [dir, key] = cursor.split('.');
      const at = all.findIndex((r) => r < Number(key));
      if (dir === 'n') page = at < 0 ? [] : all.slice(at, at + limit);
      else {
        const before = all.filter((r) => r > Number(key));
        page = before.slice(-limit);
      }
    }
    const first = page[0];
    const last = page[page.length - 1];
    return {
      rows: page,
      nextCursor: last !== undefined && all.some((r) => r < last) ? `n.${last}` : null,
      prevCursor: first !== undefined && all.some((r) => r > first) ? `p.${first}` : null,
    };
  };
  return { data, fetchPage };
}

type Pages = ReturnType<typeof useCursorPages<Page>>;

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
  for (const t of currentToasts()) removeToast(t.id);
});
afterEach(() => act(() => root.unmount()));

async function mount(list: ReturnType<typeof keysetList>, limit: number, urlCursor?: string) {
  const state: { pages?: Pages; url: string | undefined } = { url: urlCursor };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  function Harness() {
    state.pages = useCursorPages<Page>({
      queryKey: ['test', limit],
      fetchPage: (cursor) => list.fetchPage(cursor, limit),
      count: (p) => p.rows.length,
      limit,
      position: {
        cursor: state.url,
        onChange: (c) => {
          state.url = c;
        },
      },
    });
    return null;
  }
  const render = () =>
    act(async () =>
      root.render(
        createElement(
          I18nextProvider,
          { i18n },
          createElement(QueryClientProvider, { client }, createElement(Harness)),
        ),
      ),
    );
  await render();
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  const settle = async () => {
    await render();
    await act(async () => new Promise((r) => setTimeout(r, 0)));
  };
  return { state, settle };
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => n - i);
const shown = (pages: Pages | undefined) => pages?.query.data?.rows ?? [];

describe('cursor list paging', () => {
  it('has the notice text in the catalog', () => expect(NOTICE).not.toBe('common.EmptyReponse'));

  it('moves forward and back through full pages, numbering them, the cursor in the URL', async () => {
    const { state, settle } = await mount(keysetList(rows(25)), 10);
    expect(shown(state.pages)).toEqual(rows(25).slice(0, 10));
    expect(state.pages?.page).toBe(1);
    await act(() => state.pages!.next());
    await settle();
    expect(state.url).toBe('n.16');
    expect(shown(state.pages)).toEqual(rows(25).slice(10, 20));
    expect(state.pages?.page).toBe(2);
    await act(() => state.pages!.previous());
    await settle();
    expect(state.url).toBeUndefined();
    expect(state.pages?.page).toBe(1);
    expect(currentToasts()).toEqual([]);
  });

  it('keeps the list and raises the notice when the next page comes back empty', async () => {
    const list = keysetList(rows(25));
    const { state, settle } = await mount(list, 10);
    await act(() => state.pages!.next());
    await settle();
    expect(state.pages?.hasNext).toBe(true);
    // The rows after this page disappear before the user moves on (the API still offered a next page).
    list.data.rows = rows(25).filter((r) => r >= 6);
    await act(() => state.pages!.next());
    await settle();
    expect(state.url).toBe('n.16');
    expect(shown(state.pages)).toEqual(rows(25).slice(10, 20));
    expect(currentToasts().map((t) => t.message)).toEqual([NOTICE]);
  });

  it('keeps the list and raises the notice when the previous page has fewer rows than the limit', async () => {
    // Opened from a link at the second page: the way back is the API's prevCursor.
    const list = keysetList(rows(25));
    const { state, settle } = await mount(list, 10, 'n.16');
    expect(shown(state.pages)).toEqual(rows(25).slice(10, 20));
    expect(state.pages?.page).toBeNull();
    expect(state.pages?.hasPrevious).toBe(true);
    list.data.rows = list.data.rows.filter((r) => r < 19 || r === 25); // only 1 row left before it
    await act(() => state.pages!.previous());
    await settle();
    expect(state.url).toBe('n.16');
    expect(shown(state.pages)).toEqual(rows(25).slice(10, 20));
    expect(currentToasts().map((t) => t.message)).toEqual([NOTICE]);
  });

  it('walks back from a linked page by prevCursor and learns the page number at the start', async () => {
    const { state, settle } = await mount(keysetList(rows(25)), 10, 'n.16');
    await act(() => state.pages!.previous());
    await settle();
    expect(state.url).toBe('p.15');
    expect(shown(state.pages)).toEqual(rows(25).slice(0, 10));
    expect(state.pages?.page).toBe(1);
    expect(state.pages?.hasPrevious).toBe(false);
  });
});

describe('trail of visited pages', () => {
  it('finds a cursor it visited (browser back and forward), else starts a new trail', () => {
    const trail = { visited: [undefined, 'a', 'b'], first: 1 };
    expect(locate(trail, 'a')).toEqual({ trail, index: 1 });
    expect(locate(trail, 'z')).toEqual({ trail: { visited: ['z'], first: null }, index: 0 });
    expect(locate(trail, undefined).index).toBe(0);
  });
  it('forgets the pages ahead when moving forward from the middle', () => {
    expect(forward({ visited: [undefined, 'a', 'b'], first: 1 }, 0, 'c')).toEqual({
      visited: [undefined, 'c'],
      first: 1,
    });
  });
  it('prepends a page reached by prevCursor, numbered when it is the first', () => {
    expect(backward({ visited: ['x'], first: null }, 0, 'w', false)).toEqual({
      visited: ['w', 'x'],
      first: null,
    });
    expect(backward({ visited: ['x'], first: null }, 0, 'w', true)).toEqual({
      visited: ['w', 'x'],
      first: 1,
    });
    expect(backward({ visited: ['x'], first: 3 }, 0, 'w', false)).toEqual({ visited: ['w', 'x'], first: 2 });
  });
  it('states both empty-response rules', () => {
    expect(isEmptyResponse('next', 0, 20)).toBe(true);
    expect(isEmptyResponse('next', 3, 20)).toBe(false);
    expect(isEmptyResponse('previous', 19, 20)).toBe(true);
    expect(isEmptyResponse('previous', 20, 20)).toBe(false);
    expect(isEmptyResponse('previous', 0, undefined)).toBe(false);
  });
});
