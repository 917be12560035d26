// The frame of an entity page (block, transaction, message): breadcrumbs main › list › details, the
// title, and the entity's query with loading, error and not-found states.
import { Anchor, Breadcrumbs, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from './QueryState';

interface DetailPageProps<T> {
  list: { to: string; label: string };
  crumb: string;
  title: string;
  titleTestId?: string;
  query: { data: T | undefined; error: unknown; isPending: boolean };
  notFound: ReactNode;
  skeletonRows: number;
  children: (data: T) => ReactNode;
}

export function DetailPage<T>({
  list,
  crumb,
  title,
  titleTestId,
  query,
  notFound,
  skeletonRows,
  children,
}: DetailPageProps<T>) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/">
          {t('nav.main')}
        </Anchor>
        <Anchor component={Link} to={list.to}>
          {list.label}
        </Anchor>
        <span>{crumb}</span>
      </Breadcrumbs>
      {/* Titles carry on-chain names, which may be one long unbroken word: they wrap anywhere rather
          than widen the page. */}
      <Title order={1} fz="h2" data-testid={titleTestId} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <QueryState
        data={query.data}
        error={query.error}
        isPending={query.isPending}
        skeletonRows={skeletonRows}
        notFound={notFound}
      >
        {children}
      </QueryState>
    </Stack>
  );
}
