// Message bodies decoded by the API with a known ABI (POST /transactions/parsed, /messages/parsed): the
// ABI and function name, and the decoded arguments as JSON text. An ABI is contract-supplied too (a
// verified contract's, or names and strings inside the arguments), so all of it is shown through
// visibleText like a token name (decision 0005). Decoding is best-effort: a failure is
// logged and the page shows the messages without it (spec §8).
import { Badge, Code, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ParsedData } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { visibleText } from '../../shared/lib/untrusted-text';
import { ScrollableCode } from '../../shared/ui/ScrollableCode';

export function useParsedTransaction(hash: string) {
  const query = useQuery({
    queryKey: ['transactionParsed', hash],
    queryFn: ({ signal }) => callApi('transactionParsed', { id: hash }, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (query.error) console.error(query.error);
  return query.data;
}

export function useParsedMessage(hash: string) {
  const query = useQuery({
    queryKey: ['messageParsed', hash],
    queryFn: ({ signal }) => callApi('messageParsed', { id: hash }, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (query.error) console.error(query.error);
  return query.data;
}

/** Chain data: rendered as text only, never as markup. */
export function DecodedBody({ data }: { data: ParsedData }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="decoded-body">
      <Group gap="xs">
        {data.parsed_type && (
          <Badge variant="outline" size="sm">
            {visibleText(data.parsed_type)}
          </Badge>
        )}
        {data.function_name && <Code data-testid="decoded-function">{visibleText(data.function_name)}</Code>}
      </Group>
      {data.parsed_data !== null && (
        <ScrollableCode label={t('common.decodedData')}>
          {visibleText(JSON.stringify(data.parsed_data, null, 2), { multiline: true })}
        </ScrollableCode>
      )}
    </Stack>
  );
}
