// Loading, error and empty states for a query-backed section. A 404 renders the not-found message;
// other failures show the generic unknown-error text (details go to the console, spec §8).
import { Alert, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../api/client';
import { NoData } from './NoData';

interface QueryStateProps<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  children: (data: T) => ReactNode;
  /** Placeholder rows while loading, laid out like the real content. */
  skeletonRows?: number;
  notFound?: ReactNode;
}

export function QueryState<T>({
  data,
  error,
  isPending,
  children,
  skeletonRows = 6,
  notFound,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (data !== undefined) return <>{children(data)}</>;
  if (error) {
    if (isNotFound(error) && notFound) return <>{notFound}</>;
    console.error(error);
    return (
      <Alert color="red" role="alert">
        {t('common.unknownError')}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: skeletonRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height={22} />
        ))}
      </Stack>
    );
  }
  return <NoData />;
}
