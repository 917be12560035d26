// Header per spec §2: logo, navigation, search (every page but main), switchers when the deployment
// enables them, the wallet dropdown; below the medium breakpoint a burger opens the full-screen menu.
// From the medium breakpoint up it is one row: the search keeps a fixed width (240 px, 280 from xl), the
// controls their own, and the navigation takes what is left, its overflow under "More" (HeaderNav).
// Narrower, the search takes a row of its own under the header.
import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../features/switchers/LanguageSwitcher';
import { ThemeSwitcher } from '../../features/switchers/ThemeSwitcher';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { HeaderNav } from './HeaderNav';
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
          <Logo />
          <HeaderNav />
          {!onMain && (
            <Box w={{ md: 240, xl: 280 }} style={{ flexShrink: 0 }} visibleFrom="md">
              <SearchBoxSlot />
            </Box>
          )}
          <Group gap="xs" wrap="nowrap" visibleFrom="md" style={{ flexShrink: 0 }}>
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
          <Box hiddenFrom="md" mt="sm">
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
