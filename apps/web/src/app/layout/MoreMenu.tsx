// The header's "More" menu: the navigation entries the row has no room for (HeaderNav). Without the
// focus placeholder Mantine puts first in a menu, whose role (presentation, yet focusable) axe rejects
// inside role=menu; the items are still reached with the arrow keys.
import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NAV_ITEMS } from '../navigation';
import { MoreButton } from './MoreButton';

export function MoreMenu({ items }: { items: readonly (typeof NAV_ITEMS)[number][] }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <MoreButton data-testid="nav-more" />
      </Menu.Target>
      <Menu.Dropdown data-testid="nav-more-menu">
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {t(item.labelKey)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
