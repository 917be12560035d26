// Header widgets that pull in heavy parts (floating positioning, comboboxes, the modal stack) load
// after first paint, behind placeholders of the same size, so the initial bundle holds only the shell.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './shell-controls.module.css';

const SearchBoxLazy = lazy(() =>
  import('../../features/search/SearchBox').then((m) => ({ default: m.SearchBox })),
);
export const MobileMenuLazy = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

export function SearchBoxSlot({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <input
          className={size === 'md' ? `${classes.field} ${classes.md}` : classes.field}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          readOnly
        />
      }
    >
      <SearchBoxLazy size={size} />
    </Suspense>
  );
}
