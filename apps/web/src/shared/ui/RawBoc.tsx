// A bag of cells (base64) as text, scrollable, with a copy button.
import { Button, CopyButton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollableCode } from './ScrollableCode';

export function RawBoc({ boc, label, testId }: { boc: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <ScrollableCode label={label} testId={testId}>
        {boc}
      </ScrollableCode>
      <CopyButton value={boc}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="subtle" onClick={copy}>
            {copied ? t('common.copied') : t('common.copy')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
