// Renders a component of the app in jsdom (the test file opts in with `@vitest-environment jsdom`)
// inside the providers the app gives it: Mantine, the real i18n catalogs, React Query with the
// deployment config already known (the app's defaults: EVER, 9 decimals), and a router (links need
// one). Returns the container to query; the tree is unmounted when the test ends.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { onTestFinished } from 'vitest';
import { loadCatalogs } from '../../src/app/catalogs';
import { FALLBACK_CONFIG } from '../../src/shared/config/deployment';
import { theme } from '../../src/shared/config/theme';
import { createI18n } from '../../src/shared/i18n/setup';

/**
 * Browser APIs jsdom lacks and Mantine calls: matchMedia (colour scheme, breakpoints; nothing matches,
 * so the layout is the base one), ResizeObserver (scroll areas; nothing is ever resized), scrollTo, and
 * document.fonts (an autosizing textarea listens for fonts loading; none ever do).
 */
function fillJsdomGaps(): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.scrollTo = () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const doc = document as { fonts?: unknown };
  doc.fonts ??= { addEventListener: () => {}, removeEventListener: () => {} };
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * `answers` are API answers the component's queries already hold (by query key); they stay fresh, so
 * nothing is fetched — jsdom has no API to ask.
 */
export async function render(
  node: ReactNode,
  answers: ReadonlyArray<readonly [QueryKey, unknown]> = [],
): Promise<HTMLElement> {
  fillJsdomGaps();
  const i18n = await createI18n(loadCatalogs);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(['config'], FALLBACK_CONFIG);
  for (const [key, answer] of answers) queryClient.setQueryData(key, answer);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  // Unmounted when its test ends: a tree left mounted keeps React's scheduler working after the file's
  // jsdom is torn down, where it fails ("window is not defined") as an error of the whole run.
  onTestFinished(async () => {
    await act(async () => root.unmount());
    container.remove();
  });
  await act(async () => {
    root.render(
      <MantineProvider theme={theme}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
      </MantineProvider>,
    );
  });
  return container;
}
