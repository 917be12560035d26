// The Account settings tabs and the paths each one owns (spec §2 route table: /settings with sub-pages
// addresses, addresses/add, addresses/{id}, addresses/{id}/update, token-lists, api-key, assets,
// assets/{id}, assets/vote/{id}). The whole path after /settings/ is the router's splat; anything else —
// /settings alone included — redirects to My tokens.
//
// Assets is for admins, but an Assets path is never redirected away: useAuth's isAdmin is false both
// before the Admin API has answered and after it said no (and stays false when that call fails), so a
// redirect on `false` would throw an admin who reloads /settings/assets onto My tokens. The page hides
// the Assets tab from a non-admin instead, and the Admin API refuses the data anyway.

export const SETTINGS_TABS = ['addresses', 'token-lists', 'api-key', 'assets'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Where /settings and every unknown settings path go. */
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'addresses';

/** `:id` stands for any one non-empty segment. */
const PATHS: ReadonlyArray<readonly [pattern: string, tab: SettingsTab]> = [
  ['addresses', 'addresses'],
  ['addresses/add', 'addresses'],
  ['addresses/:id', 'addresses'],
  ['addresses/:id/update', 'addresses'],
  ['token-lists', 'token-lists'],
  ['api-key', 'api-key'],
  ['assets', 'assets'],
  ['assets/:id', 'assets'],
  ['assets/vote/:id', 'assets'],
];

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/');
  return (
    parts.length === segments.length &&
    parts.every((part, i) => (part === ':id' ? segments[i] !== '' : part === segments[i]))
  );
}

/** The tab a settings path (the part after /settings/) belongs to, or null: redirect to My tokens. */
export function tabOf(splat: string | undefined): SettingsTab | null {
  // A trailing slash names the same page.
  const path = (splat ?? '').replace(/\/+$/, '');
  if (path === '') return null;
  const segments = path.split('/');
  return PATHS.find(([pattern]) => matches(pattern, segments))?.[1] ?? null;
}

/** The tabs the user sees: Assets only for an admin. */
export const visibleTabs = (isAdmin: boolean): readonly SettingsTab[] =>
  isAdmin ? SETTINGS_TABS : SETTINGS_TABS.filter((tab) => tab !== 'assets');
