// My tokens (spec §2): the signed-in user's tokens, each row its newest version, with View info,
// Update, and Add address above the table. The settings page shows the sign-in prompt when signed out.
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetTable } from './AssetTable';
import { assetPaths, SettingsLink } from './links';

export function MyTokens({ accessToken }: { accessToken: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="my-tokens">
      <Group justify="flex-end">
        <SettingsLink splat={assetPaths.add} variant="filled" testId="my-tokens-add">
          {t('tokenAssets.actions.addAddress')}
        </SettingsLink>
      </Group>
      <AssetTable
        accessToken={accessToken}
        testId="my-tokens-table"
        request={{ only_for_owner: true, only_last_proposal: true }}
        actions={(row) => (
          <>
            <SettingsLink splat={assetPaths.own(row.root_address)} testId="asset-view">
              {t('tokenAssets.actions.viewInfo')}
            </SettingsLink>
            <SettingsLink splat={assetPaths.update(row.root_address)} testId="asset-update">
              {t('tokenAssets.actions.update')}
            </SettingsLink>
          </>
        )}
      />
    </Stack>
  );
}
