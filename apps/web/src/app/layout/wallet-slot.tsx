// The header's wallet control, loaded after first paint behind a button of the same size. Its own module
// so that the mobile menu, itself loaded lazily by ./lazy-widgets, shows it without importing that file.
import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const WalletDropdownLazy = lazy(() =>
  import('../../features/wallet/WalletDropdown').then((m) => ({ default: m.WalletDropdown })),
);

export function WalletDropdownSlot() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Button variant="light" size="sm">
          {t('wallet.notConnected')}
        </Button>
      }
    >
      <WalletDropdownLazy />
    </Suspense>
  );
}
