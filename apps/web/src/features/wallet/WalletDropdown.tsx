// Wallet dropdown in the header (spec §2): the deployment's network name and the connected account
// (shortened), or "Not connected"; Install wallet, Connect, Disconnect or Switch network as the wallet's
// state allows; and the hint about interacting with contracts. A refusal in the wallet (the user closes
// its approval window) is shown as a toast with the wallet's own words. A signed-in user's entries
// (My tokens, My token lists, API keys, Assets, Sign out) close it as they navigate.
import { Anchor, Button, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { shorten } from '../../shared/lib/address';
import { errorText } from '../../shared/lib/error-text';
import { showToast } from '../../shared/ui/toast-store';
import { AccountEntries } from '../auth/AccountEntries';
import { connectWallet, disconnectWallet, switchWalletNetwork, useWalletSnapshot } from './wallet';
import { WALLET_ADDRESS_KEEP, WALLET_INSTALL_URL, walletState } from './wallet-state';

export function WalletDropdown() {
  const { t } = useTranslation();
  const { networkName, networkId } = useDeploymentConfig();
  const wallet = useWalletSnapshot();
  const [opened, setOpened] = useState(false);
  const state = walletState(wallet, networkId);
  const connected = state === 'ready' || state === 'unsupportedNetwork';
  const short = wallet.address ? shorten(wallet.address, WALLET_ADDRESS_KEEP) : '';
  const run = (action: () => Promise<void>) => () =>
    void action().catch((error: unknown) => showToast(errorText(error), 'red'));
  const disconnect = (
    <Button size="xs" variant="default" onClick={run(disconnectWallet)} data-testid="wallet-disconnect">
      {t('wallet.disconnect')}
    </Button>
  );
  return (
    // A popover, not a menu: it holds text and buttons, not a list of menu items.
    <Popover
      position="bottom-end"
      width={280}
      withinPortal
      shadow="md"
      opened={opened}
      onChange={setOpened}
      onDismiss={() => setOpened(false)}
    >
      <Popover.Target>
        <Button
          onClick={() => setOpened((open) => !open)}
          variant="light"
          size="sm"
          color={state === 'unsupportedNetwork' ? 'red' : undefined}
          data-testid="wallet-button"
          data-wallet-state={state}
          ff={state === 'ready' ? 'monospace' : undefined}
        >
          {state === 'ready'
            ? short
            : state === 'unsupportedNetwork'
              ? t('wallet.wrongNetwork')
              : t('wallet.notConnected')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="wallet-dropdown" data-wallet-state={state}>
        <Stack gap="xs" p="xs">
          <Text fz="sm" fw={600} data-testid="wallet-network">
            {networkName}
          </Text>
          {connected ? (
            <Text fz="sm" ff="monospace" title={wallet.address ?? undefined} data-testid="wallet-address">
              {short}
            </Text>
          ) : (
            <Text fz="sm">{t('wallet.notConnected')}</Text>
          )}
          {state === 'notInstalled' && (
            <>
              <Text fz="xs" c="dimmed">
                {t('wallet.notInstalled')}
              </Text>
              <Anchor
                href={WALLET_INSTALL_URL}
                target="_blank"
                rel="noopener noreferrer"
                fz="sm"
                data-testid="wallet-install"
              >
                {t('wallet.install')}
              </Anchor>
            </>
          )}
          {state === 'notReady' && (
            <Button size="xs" onClick={run(connectWallet)} data-testid="wallet-connect">
              {t('wallet.connect')}
            </Button>
          )}
          {state === 'unsupportedNetwork' && (
            <>
              <Text fz="sm" c="red" role="alert" data-testid="wallet-unsupported">
                {t('wallet.unsupported', { network: networkName })}
              </Text>
              <Button
                size="xs"
                onClick={run(() => switchWalletNetwork(networkId))}
                data-testid="wallet-switch-network"
              >
                {t('wallet.switchNetwork')}
              </Button>
              {disconnect}
            </>
          )}
          {state === 'ready' && disconnect}
          <Text fz="xs" c="dimmed">
            {t('wallet.hint')}
          </Text>
          <AccountEntries onNavigate={() => setOpened(false)} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
