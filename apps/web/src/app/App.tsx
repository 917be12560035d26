// Providers around the router: theme (light/dark kept by Mantine), i18n, data fetching.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from '../shared/config/theme';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Spec §9: state cache 3000 ms. Failed lookups are retried once; a 4xx is an answer, not a glitch.
      staleTime: 3000,
      retry: (count, error) => count < 1 && !(error as { status?: number }).status,
      refetchOnWindowFocus: false,
    },
  },
});

export function App({ i18n }: { i18n: i18n }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
