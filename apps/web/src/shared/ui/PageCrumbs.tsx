// A page's breadcrumbs: links to the pages above it, then the page itself as plain text.
import { Anchor, Breadcrumbs } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export interface Crumb {
  label: string;
  to?: string;
  testId?: string;
}

export function PageCrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Breadcrumbs>
      {crumbs.map((crumb) =>
        crumb.to ? (
          <Anchor key={crumb.to} component={Link} to={crumb.to}>
            {crumb.label}
          </Anchor>
        ) : (
          <span key={crumb.label} data-testid={crumb.testId}>
            {crumb.label}
          </span>
        ),
      )}
    </Breadcrumbs>
  );
}
