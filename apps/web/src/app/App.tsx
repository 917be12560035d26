// Providers around the router: theme (light/dark kept by Mantine), i18n, data fetching.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from '../shared/config/theme';
import { router } from './router';

const isTransient = (error: unknown): boolean => {
  const status = (error as { status?: number }).status;
  return status === undefined || status >= 500;
};

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Spec §9: state cache 3000 ms. A 4xx is an answer, not a glitch; a network failure or a 5xx
      // (the API sheds load with 503 and asks for a retry) is tried twice more, with backoff.
      staleTime: 3000,
      retry: (count, error) => count < 2 && isTransient(error),
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
