// A titled card with optional controls on the right and a footer action (main-page panels, page sections).
import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PanelProps {
  title: string;
  controls?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function Panel({ title, controls, footer, children, testId }: PanelProps) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {controls}
      </Group>
      {children}
      {footer && (
        <Group justify="center" mt="sm">
          {footer}
        </Group>
      )}
    </Card>
  );
}
