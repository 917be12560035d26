// Full-screen mobile menu with the header's items (spec §2).
import { Anchor, Drawer, Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SignInButton } from '../../features/auth/SignInButton';
import { LanguageSwitcher } from '../../features/switchers/LanguageSwitcher';
import { ThemeSwitcher } from '../../features/switchers/ThemeSwitcher';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { NAV_ITEMS } from '../navigation';
import { WalletDropdownSlot } from './wallet-slot';

export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useDeploymentConfig();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="100%"
      title={t('nav.main')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack gap="lg" component="nav" aria-label={t('nav.main')}>
        <Anchor component={Link} to="/" fz="lg" onClick={onClose}>
          {t('nav.main')}
        </Anchor>
        {NAV_ITEMS.map((item) => (
          <Anchor key={item.to} component={Link} to={item.to} fz="lg" onClick={onClose}>
            {t(item.labelKey)}
          </Anchor>
        ))}
        <Group gap="xs">
          {config.languageSwitcher && <LanguageSwitcher />}
          {config.themeSwitcher && <ThemeSwitcher />}
          <SignInButton />
          <WalletDropdownSlot />
        </Group>
      </Stack>
    </Drawer>
  );
}
