// Label/value rows of a details card (block, transaction, message pages). Values carry a data-testid
// so browser tests can compare what is shown with what the API returned.
import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
  testId?: string;
}

export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <Box component="dl" m={0}>
      {items.map((item) => (
        <SimpleGrid
          key={item.label}
          cols={{ base: 1, sm: 2 }}
          spacing="xs"
          py={6}
          style={{ gridTemplateColumns: undefined }}
        >
          <Text component="dt" c="dimmed" fz="sm">
            {item.label}
          </Text>
          <Box
            component="dd"
            m={0}
            fz="sm"
            data-testid={item.testId}
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {item.value}
          </Box>
        </SimpleGrid>
      ))}
    </Box>
  );
}
