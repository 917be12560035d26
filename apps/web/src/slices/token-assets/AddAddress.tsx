// Add address (spec §2, §5 "Ownership", §7 "Wallet and chain calls", §8): one field for the token root,
// Verify address, and Connect wallet while no wallet account is shared. Verify goes straight to the
// update page when the user already owns the root (is_owner); otherwise the wallet sends the verifier's
// `verify` call, the page waits for the verifier's transaction to be indexed, and link_owner records the
// link. HTTP 412 sets "You are not the owner of the token." on the field; anything else the unknown error.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectWallet, useWalletSnapshot, walletClient } from '../../features/wallet/wallet';
import { ApiError } from '../../shared/api/client';
import { fetchIsOwner, linkOwner, ownershipVerifierAddress } from './api';
import { CheckedInput } from './CheckedInput';
import { addressProblem, rootAddressOf } from './fields';
import { assetPaths, type GoTo } from './links';
import { sendVerify, waitForConsumingTransaction } from './ownership';

type Phase = 'idle' | 'checking' | 'wallet' | 'indexing' | 'linking';

export function AddAddress({ accessToken, sub, go }: { accessToken: string; sub: string; go: GoTo }) {
  const { t } = useTranslation();
  const wallet = useWalletSnapshot();
  const [address, setAddress] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  // The Admin API's answer about the address (not the owner), shown until the address is edited.
  const [notOwner, setNotOwner] = useState(false);
  const [failed, setFailed] = useState<'unknown' | 'needWallet' | null>(null);
  const inFlight = useRef(false);
  const root = rootAddressOf(address);

  const verify = async () => {
    if (inFlight.current || !root) return;
    inFlight.current = true;
    setFailed(null);
    setNotOwner(false);
    try {
      setPhase('checking');
      if (await fetchIsOwner(accessToken, root)) {
        go(assetPaths.update(root));
        return;
      }
      const rpc = await walletClient();
      if (!rpc || !wallet.address) {
        setFailed('needWallet');
        return;
      }
      const verifier = await ownershipVerifierAddress();
      if (!verifier) throw new Error('the deployment names no ownership verifier');
      setPhase('wallet');
      const messageHash = await sendVerify(rpc, { sender: wallet.address, verifier, root, sub });
      setPhase('indexing');
      const txHash = await waitForConsumingTransaction(messageHash);
      setPhase('linking');
      await linkOwner(accessToken, root, txHash);
      go(assetPaths.update(root));
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) setNotOwner(true);
      else {
        console.error(error);
        setFailed('unknown');
      }
    } finally {
      inFlight.current = false;
      setPhase('idle');
    }
  };

  const busy = phase !== 'idle';
  return (
    <Stack gap="md" maw={720} data-testid="add-address">
      <Text>{t('tokenAssets.add.about')}</Text>
      <CheckedInput
        label={t('tokenAssets.add.address')}
        value={address}
        onChange={(next) => {
          setNotOwner(false);
          setAddress(next);
        }}
        check={addressProblem}
        serverProblem={notOwner ? { key: 'tokenAssets.field.notOwner' } : null}
        required
        testId="add-address-input"
      />
      {failed && (
        <Alert color="red" role="alert" data-testid="add-address-error" data-reason={failed}>
          {t(failed === 'unknown' ? 'tokenAssets.unknownError' : 'tokenAssets.add.needWallet')}
        </Alert>
      )}
      {busy && (
        <Text fz="sm" c="dimmed" role="status" data-testid="add-address-phase" data-phase={phase}>
          {t(`tokenAssets.add.phase.${phase}`)}
        </Text>
      )}
      <Group>
        {wallet.address === null && (
          <Button
            variant="default"
            onClick={() => void connectWallet().catch((error: unknown) => console.error(error))}
            disabled={wallet.installed === false}
            data-testid="add-address-connect"
          >
            {t('tokenAssets.add.connect')}
          </Button>
        )}
        <Button
          onClick={() => void verify()}
          loading={busy}
          disabled={busy || !root}
          data-testid="add-address-verify"
        >
          {t('tokenAssets.add.verify')}
        </Button>
      </Group>
      {wallet.installed === false && (
        <Text fz="sm" c="dimmed" data-testid="add-address-no-wallet">
          {t('tokenAssets.add.noWallet')}
        </Text>
      )}
    </Stack>
  );
}
