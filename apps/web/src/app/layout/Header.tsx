// Header per spec §2: logo, navigation, search (every page but main), switchers when the deployment
// enables them, the wallet dropdown; below the medium breakpoint a burger opens the full-screen menu.
// The search sits in the header row only where the row has room for it (xl); narrower, it takes a row of
// its own under the header rather than being squeezed beside the navigation.
import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../features/switchers/LanguageSwitcher';
import { ThemeSwitcher } from '../../features/switchers/ThemeSwitcher';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { NAV_ITEMS } from '../navigation';
import { Logo } from './Logo';
import { MobileMenuLazy, SearchBoxSlot } from './lazy-widgets';
import { WalletDropdownSlot } from './wallet-slot';

export function Header() {
  const { t } = useTranslation();
  const config = useDeploymentConfig();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [menuOpened, menu] = useDisclosure(false);
  const onMain = pathname === '/';

  // The menu closes whenever the user navigates from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    menu.close();
  }, [pathname]);

  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Group gap="lg" wrap="nowrap">
            <Logo />
            <Group component="nav" gap="md" visibleFrom="md" aria-label={t('nav.main')}>
              {NAV_ITEMS.map((item) => (
                <Anchor key={item.to} component={Link} to={item.to} fw={500} fz="sm">
                  {t(item.labelKey)}
                </Anchor>
              ))}
            </Group>
          </Group>
          {!onMain && (
            <Box flex={1} maw={520} visibleFrom="xl">
              <SearchBoxSlot />
            </Box>
          )}
          <Group gap="xs" wrap="nowrap" visibleFrom="md">
            {config.languageSwitcher && <LanguageSwitcher />}
            {config.themeSwitcher && <ThemeSwitcher />}
            <WalletDropdownSlot />
          </Group>
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="md"
            aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            data-testid="burger"
          />
        </Group>
        {!onMain && (
          <Box hiddenFrom="xl" mt="sm">
            <SearchBoxSlot />
          </Box>
        )}
      </Container>
      {menuOpened && (
        <Suspense fallback={null}>
          <MobileMenuLazy opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}
