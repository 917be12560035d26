// Admin Assets (spec §2): Not verified — every token's newest version still Pending — and All assets —
// those Approved or Rejected — from the whole queue (only_for_owner false), newest first, 10 per page.
// Each row has View info; a pending one also Vote.
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetTable } from './AssetTable';
import { assetPaths, SettingsLink } from './links';

export function AdminAssets({ accessToken }: { accessToken: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="admin-assets">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('tokenAssets.admin.notVerified')}
        </Title>
        <AssetTable
          accessToken={accessToken}
          testId="admin-assets-pending"
          request={{ only_for_owner: false, only_last_proposal: true, status: ['Pending'] }}
          actions={(row) => (
            <>
              <SettingsLink splat={assetPaths.asset(row.root_address)} testId="asset-view">
                {t('tokenAssets.actions.viewInfo')}
              </SettingsLink>
              <SettingsLink splat={assetPaths.vote(row.root_address)} variant="filled" testId="asset-vote">
                {t('tokenAssets.actions.vote')}
              </SettingsLink>
            </>
          )}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('tokenAssets.admin.all')}
        </Title>
        <AssetTable
          accessToken={accessToken}
          testId="admin-assets-all"
          request={{ only_for_owner: false, only_last_proposal: true, status: ['Approved', 'Rejected'] }}
          actions={(row) => (
            <SettingsLink splat={assetPaths.asset(row.root_address)} testId="asset-view">
              {t('tokenAssets.actions.viewInfo')}
            </SettingsLink>
          )}
        />
      </Stack>
    </Stack>
  );
}
