// Account settings paths (spec §2 route table): every sub-page the spec lists belongs to its tab, and
// /settings alone or any other path is a redirect to My tokens. Also checked against the app's real
// route tree: /settings without a trailing path reaches the settings route (an empty splat).
import { describe, expect, it } from 'vitest';
import { router } from '../src/app/router';
import {
  DEFAULT_SETTINGS_TAB,
  locationOf,
  SETTINGS_TABS,
  tabOf,
  visibleTabs,
} from '../src/slices/settings/settings-tabs';

describe('settings paths', () => {
  it('gives every sub-page of the spec its tab', () => {
    const cases: Array<[string, string]> = [
      ['addresses', 'addresses'],
      ['addresses/add', 'addresses'],
      ['addresses/42', 'addresses'],
      ['addresses/0:abc', 'addresses'],
      ['addresses/42/update', 'addresses'],
      ['token-lists', 'token-lists'],
      ['api-key', 'api-key'],
      ['assets', 'assets'],
      ['assets/7', 'assets'],
      ['assets/vote/7', 'assets'],
    ];
    for (const [splat, tab] of cases) expect(tabOf(splat), splat).toBe(tab);
  });

  it('reads a trailing slash as the same page', () => {
    expect(tabOf('api-key/')).toBe('api-key');
    expect(tabOf('addresses/42/update/')).toBe('addresses');
  });

  it('redirects /settings alone and every unknown path', () => {
    for (const splat of [
      undefined,
      '',
      '/',
      'unknown',
      'Addresses',
      'api-keys',
      'token-lists/3',
      'api-key/new',
      'addresses/42/delete',
      'addresses/42/update/more',
      'addresses//update',
      'assets/vote/7/extra',
      'assets/7/vote',
    ])
      expect(tabOf(splat), String(splat)).toBeNull();
    expect(DEFAULT_SETTINGS_TAB).toBe('addresses');
    expect(tabOf(DEFAULT_SETTINGS_TAB)).toBe('addresses');
  });

  it('keeps an Assets path whatever the admin flag says, and lists the Assets tab for admins only', () => {
    // The flag is false until the Admin API answers, so the path never depends on it.
    expect(tabOf('assets')).toBe('assets');
    expect(visibleTabs(true)).toEqual(SETTINGS_TABS);
    expect(visibleTabs(true)).toEqual(['addresses', 'token-lists', 'api-key', 'assets']);
    expect(visibleTabs(false)).toEqual(['addresses', 'token-lists', 'api-key']);
  });
});

describe('settings route', () => {
  const settingsMatch = (pathname: string) =>
    router.matchRoutes(pathname, {}).find((match) => match.routeId === '/settings/$');

  it('takes /settings without a trailing path, with an empty splat', () => {
    expect(settingsMatch('/settings')?.params).toMatchObject({ _splat: '' });
  });

  it('hands the whole rest of the path over as the splat', () => {
    expect(settingsMatch('/settings/addresses/42/update')?.params).toMatchObject({
      _splat: 'addresses/42/update',
    });
    expect(settingsMatch('/settings/assets/vote/7')?.params).toMatchObject({ _splat: 'assets/vote/7' });
  });

  it('does not take other paths', () => {
    expect(settingsMatch('/settingsx')).toBeUndefined();
    expect(settingsMatch('/config')).toBeUndefined();
  });

  it('names the screen of each sub-page and the token root it is about', () => {
    const root = `0:${'ab'.repeat(32)}`;
    expect(locationOf('addresses')).toEqual({ tab: 'addresses', screen: 'list', id: null });
    expect(locationOf('addresses/add')).toEqual({ tab: 'addresses', screen: 'add', id: null });
    expect(locationOf(`addresses/${root}`)).toEqual({ tab: 'addresses', screen: 'view', id: root });
    expect(locationOf(`addresses/${root}/update/`)).toEqual({ tab: 'addresses', screen: 'update', id: root });
    expect(locationOf(`assets/${root}`)).toEqual({ tab: 'assets', screen: 'view', id: root });
    expect(locationOf(`assets/vote/${root}`)).toEqual({ tab: 'assets', screen: 'vote', id: root });
    expect(locationOf('assets/vote')).toEqual({ tab: 'assets', screen: 'view', id: 'vote' });
  });
});
