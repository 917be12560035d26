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

/** The screen a settings path shows inside its tab: the tab's own list, or one of its sub-pages. */
export type SettingsScreen = 'list' | 'add' | 'view' | 'update' | 'vote';

/** `:id` stands for any one non-empty segment. The first match wins (`addresses/add` is not an id). */
const PATHS: ReadonlyArray<readonly [pattern: string, tab: SettingsTab, screen: SettingsScreen]> = [
  ['addresses', 'addresses', 'list'],
  ['addresses/add', 'addresses', 'add'],
  ['addresses/:id', 'addresses', 'view'],
  ['addresses/:id/update', 'addresses', 'update'],
  ['token-lists', 'token-lists', 'list'],
  ['api-key', 'api-key', 'list'],
  ['assets', 'assets', 'list'],
  ['assets/vote/:id', 'assets', 'vote'],
  ['assets/:id', 'assets', 'view'],
];

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/');
  return (
    parts.length === segments.length &&
    parts.every((part, i) => (part === ':id' ? segments[i] !== '' : part === segments[i]))
  );
}

export interface SettingsLocation {
  tab: SettingsTab;
  screen: SettingsScreen;
  /** The `:id` segment (a token root) of a sub-page that has one. */
  id: string | null;
}

/** What a settings path (the part after /settings/) shows, or null: redirect to My tokens. */
export function locationOf(splat: string | undefined): SettingsLocation | null {
  // A trailing slash names the same page.
  const path = (splat ?? '').replace(/\/+$/, '');
  if (path === '') return null;
  const segments = path.split('/');
  const found = PATHS.find(([pattern]) => matches(pattern, segments));
  if (!found) return null;
  const [pattern, tab, screen] = found;
  const at = pattern.split('/').indexOf(':id');
  return { tab, screen, id: at < 0 ? null : segments[at] };
}

/** The tab a settings path (the part after /settings/) belongs to, or null: redirect to My tokens. */
export const tabOf = (splat: string | undefined): SettingsTab | null => locationOf(splat)?.tab ?? null;

/** The tabs the user sees: Assets only for an admin. */
export const visibleTabs = (isAdmin: boolean): readonly SettingsTab[] =>
  isAdmin ? SETTINGS_TABS : SETTINGS_TABS.filter((tab) => tab !== 'assets');
