// The verification page (spec §2 "Verification page"): breadcrumbs explorer › Contracts › Verification
// and the two-step form; an `?id=` hands the form an id to submit at once.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { PageCrumbs } from '../../shared/ui/PageCrumbs';
import { VerificationForm } from './VerificationForm';

export function VerificationPage({ id }: { id?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('contracts.verification.title'));
  return (
    <Stack gap="md">
      <PageCrumbs
        crumbs={[
          { label: t('common.explorer'), to: '/' },
          { label: t('contracts.title'), to: '/contracts' },
          { label: t('contracts.verification.title') },
        ]}
      />
      <Title order={1} fz="h2">
        {t('contracts.verification.title')}
      </Title>
      <Text c="dimmed">{t('contracts.verification.intro')}</Text>
      <VerificationForm initialId={id} />
    </Stack>
  );
}
