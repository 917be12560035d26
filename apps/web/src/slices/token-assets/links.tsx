// The settings sub-pages the asset screens link to (spec §2 route table), as settings-route splats.
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export const assetPaths = {
  myTokens: 'addresses',
  add: 'addresses/add',
  own: (root: string) => `addresses/${root}`,
  update: (root: string) => `addresses/${root}/update`,
  assets: 'assets',
  asset: (root: string) => `assets/${root}`,
  vote: (root: string) => `assets/vote/${root}`,
} as const;

/** Goes to a settings sub-page (the route turns the splat into the URL). */
export type GoTo = (splat: string) => void;

export function SettingsLink({
  splat,
  children,
  testId,
  variant = 'default',
}: {
  splat: string;
  children: ReactNode;
  testId: string;
  variant?: 'default' | 'filled' | 'light';
}) {
  return (
    <Button component={Link} to={`/settings/${splat}`} size="xs" variant={variant} data-testid={testId}>
      {children}
    </Button>
  );
}
