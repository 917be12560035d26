import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  /** Null when the page number is unknown (a list opened at a cursor from a link). */
  page: number | null;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function Pager({ page, hasPrevious, hasNext, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation();
  if (!hasPrevious && !hasNext) return null;
  return (
    <Group justify="flex-end" gap="xs" mt="sm" data-testid="pager">
      <Button variant="default" size="xs" disabled={!hasPrevious} onClick={onPrevious}>
        {t('common.previous')}
      </Button>
      {page !== null && (
        <Text fz="sm" aria-live="polite" data-testid="pager-page">
          {page}
        </Text>
      )}
      <Button variant="default" size="xs" disabled={!hasNext} onClick={onNext}>
        {t('common.next')}
      </Button>
    </Group>
  );
}
