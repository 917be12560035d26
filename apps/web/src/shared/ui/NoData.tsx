import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The empty state of a list, chart or section (spec §8: "Empty results show no-data"). */
export function NoData() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" data-testid="no-data">
      {t('common.noData')}
    </Text>
  );
}
