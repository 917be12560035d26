// One labelled figure (main-page stats, list-page stats); a skeleton until the value is known.
import { Card, Skeleton, Text } from '@mantine/core';

export function StatCard({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Card withBorder padding="sm">
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <Skeleton height={26} mt={4} />
      ) : (
        <Text fz="xl" fw={650} data-testid={testId}>
          {value}
        </Text>
      )}
    </Card>
  );
}
