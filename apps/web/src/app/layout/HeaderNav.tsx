// The header's navigation on one row (spec §2): as many entries as the row has room for, in their order,
// and the rest under "More". Room is measured rather than fixed per breakpoint because the entries'
// widths change with the language, and the room left with the network's name beside the logo. A hidden
// ruler holds every entry (and the More button) as plain text of the same type, so the widths are known
// before anything is placed and again whenever the language changes them.
import { Anchor, Box, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_ITEMS } from '../navigation';
import { MoreButton } from './MoreButton';
import { entriesThatFit } from './nav-fit';

// The menu pulls in floating positioning: it loads after first paint, behind a button of the same size.
const MoreMenuLazy = lazy(() => import('./MoreMenu').then((m) => ({ default: m.MoreMenu })));

/** Pixels between two entries (Mantine's `md` spacing). */
const GAP = 16;

export function HeaderNav() {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<number>(NAV_ITEMS.length);

  useLayoutEffect(() => {
    const rowEl = row.current;
    const rulerEl = ruler.current;
    if (!rowEl || !rulerEl) return;
    const fit = () => {
      const widths = [...rulerEl.children].map((c) => c.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      setShown(entriesThatFit(widths, more, rowEl.clientWidth, GAP));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(rowEl);
    observer.observe(rulerEl);
    return () => observer.disconnect();
  }, []);

  const rest = NAV_ITEMS.slice(shown);
  return (
    <Box ref={row} visibleFrom="md" style={{ flex: '1 1 0', minWidth: 0, position: 'relative' }}>
      <nav
        aria-label={t('nav.main')}
        style={{ display: 'flex', gap: GAP, alignItems: 'center' }}
        data-testid="header-nav"
      >
        {NAV_ITEMS.slice(0, shown).map((item) => (
          <Anchor
            key={item.to}
            component={Link}
            to={item.to}
            fw={500}
            fz="sm"
            style={{ whiteSpace: 'nowrap' }}
          >
            {t(item.labelKey)}
          </Anchor>
        ))}
        {rest.length > 0 && (
          <Suspense fallback={<MoreButton />}>
            <MoreMenuLazy items={rest} />
          </Suspense>
        )}
      </nav>
      <div
        ref={ruler}
        aria-hidden
        style={{ position: 'absolute', visibility: 'hidden', pointerEvents: 'none', display: 'flex', top: 0 }}
      >
        {NAV_ITEMS.map((item) => (
          <Text key={item.to} span fw={500} fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {t(item.labelKey)}
          </Text>
        ))}
        <MoreButton component="span" />
      </div>
    </Box>
  );
}
