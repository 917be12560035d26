// A decoded config structure as nested label/value rows. Field names are the TL-B scheme's (camelCased)
// and shown as such; every value is rendered as text.
import { Box, Code, Stack, Table, Text } from '@mantine/core';

export function DecodedValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Text c="dimmed">—</Text>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <Text c="dimmed">—</Text>;
    if (value.every((v) => typeof v !== 'object' || v === null)) {
      return <Text style={{ overflowWrap: 'anywhere' }}>{value.map(String).join(', ')}</Text>;
    }
    return (
      <Stack gap="xs">
        {value.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions of a decoded list are its identity
          <Box key={i} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
            <DecodedValue value={item} />
          </Box>
        ))}
      </Stack>
    );
  }
  if (typeof value === 'object') {
    return (
      <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
        <Table.Tbody>
          {Object.entries(value as Record<string, unknown>).map(([key, v]) => (
            <Table.Tr key={key}>
              <Table.Td w="35%" valign="top">
                <Code>{key}</Code>
              </Table.Td>
              <Table.Td>
                <DecodedValue value={v} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return <Text style={{ overflowWrap: 'anywhere' }}>{String(value)}</Text>;
}
