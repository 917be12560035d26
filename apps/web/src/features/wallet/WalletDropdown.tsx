// Wallet dropdown in the header: network name and "Not connected" (no wallet session exists yet),
// the install link when no provider is injected, and the hint about contract interaction.
import { Anchor, Button, Menu, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { detectWalletState, WALLET_INSTALL_URL } from './wallet-state';

export function WalletDropdown() {
  const { t } = useTranslation();
  const { networkName } = useDeploymentConfig();
  const [state] = useState(detectWalletState);
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <Button variant="light" size="sm" data-testid="wallet-button">
          {t('wallet.notConnected')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="wallet-dropdown">
        <Stack gap="xs" p="xs">
          <Text fz="sm" fw={600}>
            {networkName}
          </Text>
          <Text fz="sm">{t('wallet.notConnected')}</Text>
          {state === 'notInstalled' && (
            <>
              <Text fz="xs" c="dimmed">
                {t('wallet.notInstalled')}
              </Text>
              <Anchor href={WALLET_INSTALL_URL} target="_blank" rel="noopener noreferrer" fz="sm">
                {t('wallet.install')}
              </Anchor>
            </>
          )}
          <Text fz="xs" c="dimmed">
            {t('wallet.hint')}
          </Text>
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
