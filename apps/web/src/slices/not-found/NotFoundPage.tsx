// 404 (spec §2): "Page not found" with reload and back actions. Also shown for ids the API does not know.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/lib/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  const router = useRouter();
  usePageTitle(t('notFound.title'));
  return (
    <Stack align="center" py={80} gap="md" data-testid="not-found">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.description')}</Text>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('notFound.reload')}</Button>
        <Button variant="default" onClick={() => router.history.back()}>
          {t('notFound.back')}
        </Button>
      </Group>
    </Stack>
  );
}
