// @vitest-environment jsdom
// Community token lists in the web app (spec §2 "My token lists" to "Token list settings modal", §5
// "Token list form", §6 list owner and manager, §9 page sizes): the form's rules as pure checks and in
// the real form (the ID's uniqueness by lookup: another list's match → unique, 404 → free, any other
// failure → unknown), which buttons each role gets on a list's page, the reorder of a page, and the
// settings tab's count. jsdom has no Admin API: answers are either already in the query cache (render's
// `answers`) or, for the form's lookup, given by a stand-in fetch.
import type { TokenList, TokenListEntry, TokenListMembership } from '@tvmscan/api-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthSnapshot } from '../src/features/auth/session';
import { ApiError } from '../src/shared/api/client';
import { SettingsView } from '../src/slices/settings/SettingsPage';
import {
  deleteConfirmed,
  descriptionProblem,
  emptyListForm,
  iconProblem,
  listFormValid,
  managersProblem,
  nameProblem,
  urlProblem,
  urlTaken,
} from '../src/slices/token-lists/fields';
import { createBody, ListForm, updateBody } from '../src/slices/token-lists/ListForm';
import { moveEntry, orderingOf } from '../src/slices/token-lists/ordering';
import { canEditSettings, canManage, canReorder, entryAction } from '../src/slices/token-lists/roles';
import { TokenListView } from '../src/slices/token-lists/TokenListPage';
import { byTestId, errorOf, sleep, type, until } from './support/dom';
import { render } from './support/render';

const ID = '0b7a3c2e-1d4f-4a5b-8c6d-7e8f90a1b2c3';
const OTHER = '1c8b4d3f-2e5a-4b6c-9d7e-8f90a1b2c3d4';
const SVG_BASE64 = btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
);
const root = (n: number) => `0:${n.toString(16).padStart(64, '0')}`;

const list = (over: Partial<TokenList> = {}): TokenList => ({
  id: ID,
  name: 'Community picks',
  url: 'picks',
  description: 'Tokens we like',
  is_public: true,
  verified: false,
  asset_logo_url: '',
  tokens_count: 2,
  proposals_count: 1,
  updated_at: 1_700_000_000,
  manifest_url: '/api/admin/v1/manifests/picks/manifest.json',
  ...over,
});
const entry = (n: number, order: number): TokenListEntry => ({
  root_address: root(n),
  name: `Token ${n}`,
  symbol: `T${n}`,
  decimals: 9,
  logo_url: null,
  verified: true,
  order,
  added_at: 1_700_000_000,
});
const signedIn = (token: string): AuthSnapshot => ({
  status: 'signedIn',
  profile: { sub: 'u', email: 'owner@example.org', emailVerified: true },
  accessToken: token,
  isAdmin: false,
});
const SIGNED_OUT: AuthSnapshot = { status: 'signedOut', profile: null, accessToken: null, isAdmin: false };

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('token list form rules', () => {
  it('wants the ID of 4–127 latin letters and digits, and keeps `system` for the built-in list', () => {
    expect(urlProblem('')).toEqual({ key: 'tokenAssets.field.empty' });
    expect(urlProblem('abc')).toEqual({ key: 'tokenLists.field.tooShort', values: { length: 4 } });
    expect(urlProblem('my-list')).toEqual({ key: 'tokenLists.field.latin' });
    expect(urlProblem('списки')).toEqual({ key: 'tokenLists.field.latin' });
    expect(urlProblem('a'.repeat(128))).toEqual({
      key: 'tokenAssets.field.tooLong',
      values: { length: 127 },
    });
    expect(urlProblem('a'.repeat(127))).toBeNull();
    expect(urlProblem('system')).toEqual({ key: 'tokenLists.field.unique' });
    expect(urlProblem('System')).toEqual({ key: 'tokenLists.field.unique' });
    expect(urlProblem('picks2024')).toBeNull();
  });

  it('checks uniqueness by lookup: another list → unique, the list itself or 404 → free, else unknown', async () => {
    const found = (id: string) => async () => ({ id });
    const failing = (status: number) => async () => {
      throw new ApiError(status, 'X', 'failed');
    };
    expect(await urlTaken('picks', null, found(OTHER))).toEqual({ key: 'tokenLists.field.unique' });
    expect(await urlTaken('picks', ID, found(OTHER))).toEqual({ key: 'tokenLists.field.unique' });
    expect(await urlTaken('picks', ID, found(ID))).toBeNull();
    expect(await urlTaken('picks', null, failing(404))).toBeNull();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await urlTaken('picks', null, failing(500))).toEqual({ key: 'tokenLists.field.unknown' });
    expect(await urlTaken('picks', null, failing(401))).toEqual({ key: 'tokenLists.field.unknown' });
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('limits the name, description and icon, and wants every manager email valid', () => {
    expect(nameProblem('  ')).toEqual({ key: 'tokenAssets.field.empty' });
    expect(nameProblem('x'.repeat(128))).toEqual({
      key: 'tokenAssets.field.tooLong',
      values: { length: 127 },
    });
    expect(descriptionProblem('x'.repeat(4096))).toBeNull();
    expect(descriptionProblem('x'.repeat(4097))).toEqual({
      key: 'tokenAssets.field.tooLong',
      values: { length: 4096 },
    });
    expect(iconProblem(null)).toEqual({ key: 'tokenAssets.field.empty' });
    expect(iconProblem({ invalid: true })).toEqual({ key: 'tokenAssets.field.svg' });
    expect(iconProblem({ base64: 'A'.repeat(100_001) })).toEqual({ key: 'tokenAssets.field.svg' });
    expect(iconProblem({ base64: SVG_BASE64 })).toBeNull();
    expect(managersProblem([])).toBeNull();
    expect(managersProblem(['a@example.org', 'b@example.org'])).toBeNull();
    expect(managersProblem(['a@example.org', 'not-an-email'])).toEqual({ key: 'tokenAssets.field.email' });
    expect(managersProblem([`${'a'.repeat(120)}@example.org`])).toEqual({
      key: 'tokenAssets.field.tooLong',
      values: { length: 127 },
    });
    expect(managersProblem(Array.from({ length: 21 }, (_, i) => `m${i}@example.org`))).toEqual({
      key: 'tokenLists.field.tooManyManagers',
      values: { max: 20 },
    });
  });

  it('sends verified only on create, and Delete waits for the exact name', () => {
    const values = {
      ...emptyListForm(),
      verified: true,
      logo: { base64: SVG_BASE64 },
      name: ' Picks ',
      url: 'picks',
      managers: [' m@example.org'],
    };
    expect(listFormValid(values)).toBe(true);
    expect(listFormValid({ ...values, logo: null })).toBe(false);
    expect(createBody(values)).toEqual({
      is_public: true,
      verified: true,
      asset_logo: SVG_BASE64,
      name: 'Picks',
      description: '',
      url: 'picks',
      managers: ['m@example.org'],
    });
    expect(updateBody(values)).not.toHaveProperty('verified');
    expect(deleteConfirmed('Picks', 'Picks')).toBe(true);
    expect(deleteConfirmed('picks', 'Picks')).toBe(false);
    expect(deleteConfirmed('Picks ', 'Picks')).toBe(false);
  });
});

describe('roles on a list', () => {
  const owner = { is_owner: true, is_manager: false };
  const manager = { is_owner: false, is_manager: true };
  const user = { is_owner: false, is_manager: false };

  it('offers Add to the owner and managers, Propose to other signed-in users, nothing on the system list', () => {
    expect(entryAction(ID, true, owner)).toBe('add');
    expect(entryAction(ID, true, manager)).toBe('add');
    expect(entryAction(ID, true, user)).toBe('propose');
    expect(entryAction(ID, false, null)).toBeNull();
    expect(entryAction('system', true, owner)).toBeNull();
    expect(entryAction('system', true, user)).toBeNull();
    expect([
      canManage(ID, owner),
      canManage(ID, manager),
      canManage(ID, user),
      canManage('system', owner),
    ]).toEqual([true, true, false, false]);
    expect([canEditSettings(ID, owner), canEditSettings(ID, manager), canEditSettings(ID, user)]).toEqual([
      true,
      false,
      false,
    ]);
    expect(canReorder(ID, manager, '')).toBe(true);
    expect(canReorder(ID, manager, 'tok')).toBe(false);
    expect(canReorder(ID, user, '')).toBe(false);
  });

  it('moves a token within the page, re-using the page’s positions, and sends only what moved', () => {
    const rows = [entry(1, 10), entry(2, 11), entry(3, 12), entry(4, 13)];
    const next = moveEntry(rows, 3, 1);
    expect(next.map((r) => [r.root_address, r.order])).toEqual([
      [root(1), 10],
      [root(4), 11],
      [root(2), 12],
      [root(3), 13],
    ]);
    expect(orderingOf(rows, next)).toEqual([
      { order: 11, root_address: root(4) },
      { order: 12, root_address: root(2) },
      { order: 13, root_address: root(3) },
    ]);
    expect(orderingOf(rows, moveEntry(rows, 2, 2))).toEqual([]);
  });
});

// ── the components ───────────────────────────────────────────────────────────────────────────────
// Mantine in jsdom takes seconds to render on a loaded machine: these get 30 s each.

describe('a list’s page', { timeout: 30_000 }, () => {
  const page = async (l: TokenList, auth: AuthSnapshot, role: object | null) => {
    // What the cache does not hold (a search typed in a test) finds no Admin API here.
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    const token = auth.accessToken;
    return render(<TokenListView id={l.id} tab="tokens" auth={auth} />, [
      [['token-lists', 'list', l.id], l],
      ...(token ? [[['token-lists', 'role', l.id, token], role] as const] : []),
      [
        ['token-lists', 'entries', l.id, 'tokens', '', 1],
        { rows: [entry(1, 0), entry(2, 1)], hasMore: false },
      ],
    ]);
  };
  const buttons = (el: HTMLElement) => ({
    add: byTestId(el, 'list-add-token') !== null,
    propose: byTestId(el, 'list-propose-token') !== null,
    settings: byTestId(el, 'list-settings') !== null,
    remove: el.querySelectorAll('[data-testid="entry-remove"]').length,
    drag: el.querySelectorAll('[data-testid="entry-drag"]').length,
  });

  it('gives the owner Add token, List settings, Remove and drag handles', async () => {
    const el = await page(list(), signedIn('owner'), { is_owner: true, is_manager: false });
    expect(byTestId(el, 'token-list-name').textContent).toBe('Community picks');
    expect(byTestId(el, 'token-list-tokens-count').textContent).toBe('2');
    expect(byTestId(el, 'token-list-proposals-count').textContent).toBe('1');
    expect(byTestId(el, 'token-list-json').getAttribute('href')).toMatch(
      /\/api\/admin\/v1\/manifests\/picks\/manifest\.json$/,
    );
    expect(buttons(el)).toEqual({ add: true, propose: false, settings: true, remove: 2, drag: 2 });
  });

  it('gives a manager Add token, Remove and drag, but not the settings; none of the drag while searching', async () => {
    const el = await page(list(), signedIn('manager'), { is_owner: false, is_manager: true });
    expect(buttons(el)).toEqual({ add: true, propose: false, settings: false, remove: 2, drag: 2 });
    await type(byTestId(el, 'token-list-search'), 'Token 1');
    // At once, before the search has settled: a part of the list cannot be reordered.
    expect(byTestId(el, 'list-tokens').dataset.reorder).toBe('false');
    expect(el.querySelectorAll('[data-testid="entry-drag"]').length).toBe(0);
  });

  it('gives another signed-in user Propose token only, and a visitor nothing', async () => {
    const el = await page(list(), signedIn('user'), { is_owner: false, is_manager: false });
    expect(buttons(el)).toEqual({ add: false, propose: true, settings: false, remove: 0, drag: 0 });
    document.body.innerHTML = '';
    const anonymous = await page(list(), SIGNED_OUT, null);
    expect(buttons(anonymous)).toEqual({ add: false, propose: false, settings: false, remove: 0, drag: 0 });
  });

  it('offers nothing on the system list, even to a user the server would call its owner', async () => {
    const system = list({ id: 'system', url: 'system', name: 'Verified tokens', verified: true });
    const el = await page(system, signedIn('admin'), { is_owner: true, is_manager: true });
    expect(byTestId(el, 'list-verified-badge')).not.toBeNull();
    expect(buttons(el)).toEqual({ add: false, propose: false, settings: false, remove: 0, drag: 0 });
  });
});

describe('the token list form', { timeout: 30_000 }, () => {
  /** The Admin API's answer to the by_url lookup, by url; the deployment config is not served. */
  const lookups = (answers: Record<string, () => Response>) => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/config') return new Response('{}', { status: 503 });
      const name = decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
      asked.push(name);
      return (
        answers[name]?.() ??
        new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'no' }), { status: 404 })
      );
    });
    return asked;
  };
  const form = () =>
    render(
      <ListForm
        initial={emptyListForm()}
        ownId={null}
        ownerEmail="owner@example.org"
        submitLabel="Create"
        onSubmit={async () => {}}
        testId="form"
      />,
    );

  it('shows the ID’s problems after 100 ms once dirty, and its uniqueness from the lookup', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const asked = lookups({
      taken: () => new Response(JSON.stringify(list({ id: OTHER, url: 'taken' })), { status: 200 }),
      broken: () => new Response('oops', { status: 500 }),
    });
    const el = await form();
    expect(errorOf(el, 'list-url')).toBeNull();
    expect(byTestId(el, 'list-owner').textContent).toBe('Owner: owner@example.org');
    const url = byTestId<HTMLInputElement>(el, 'list-url');
    await type(url, 'ab');
    await sleep(150);
    expect(errorOf(el, 'list-url')).toBe('Field must be at least 4 characters long.');
    await type(url, 'my-list');
    await sleep(150);
    expect(errorOf(el, 'list-url')).toBe('Field can only contain latin letters and numbers.');
    await type(url, 'system');
    await sleep(150);
    expect(errorOf(el, 'list-url')).toBe('Field must be unique.');
    expect(asked).toEqual([]);

    // The lookup's answer comes once typing has paused and the Admin API has answered.
    const shown = () => errorOf(el, 'list-url');
    await type(url, 'taken');
    expect(await until(shown, 'Field must be unique.')).toBe('Field must be unique.');
    await type(url, 'broken');
    const unknown = 'Unknown error, please try again later.';
    expect(await until(shown, unknown)).toBe(unknown);
    await type(url, 'freeid');
    await until(() => asked.length, 3);
    expect(await until(shown, null)).toBeNull();
    expect(asked).toEqual(['taken', 'broken', 'freeid']);
    // Nothing else is filled in: Submit is not offered.
    expect(byTestId<HTMLButtonElement>(el, 'list-submit').disabled).toBe(true);
  });

  it('logs a failed submit and shows a validation 4xx on its field, anything else as the unknown error', async () => {
    lookups({});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const invalid = new ApiError(400, 'BAD_REQUEST', 'Field cannot be longer than 127 characters.', 'name');
    const broken = new ApiError(500, 'INTERNAL', 'internal error');
    const failures = [invalid, broken];
    const el = await render(
      <ListForm
        initial={{ ...emptyListForm(), logo: { base64: SVG_BASE64 }, name: 'Picks', url: 'freeid' }}
        ownId={null}
        ownerEmail="owner@example.org"
        submitLabel="Create"
        onSubmit={async () => {
          throw failures.shift();
        }}
        testId="form"
      />,
    );
    const submit = byTestId<HTMLButtonElement>(el, 'list-submit');
    await until(() => submit.disabled, false);
    submit.click();
    expect(await until(() => errorOf(el, 'list-name'), 'Field cannot be longer than 127 characters.')).toBe(
      'Field cannot be longer than 127 characters.',
    );
    expect(el.querySelector('[data-testid=list-form-error]')).toBeNull();
    submit.click();
    const alert = () => el.querySelector('[data-testid=list-form-error]')?.textContent ?? null;
    const unknown = 'Unknown error, please try again later.';
    expect(await until(alert, unknown)).toBe(unknown);
    expect(logged).toHaveBeenCalledWith(invalid);
    expect(logged).toHaveBeenCalledWith(broken);
    logged.mockRestore();
  });

  it('marks the name and managers only once edited', async () => {
    lookups({});
    const el = await form();
    await type(byTestId(el, 'list-name'), 'x'.repeat(128));
    await sleep(150);
    expect(errorOf(el, 'list-name')).toBe('Field cannot be longer than 127 characters.');
    expect(errorOf(el, 'list-managers')).toBeNull();
  });
});

describe('the settings tab', { timeout: 30_000 }, () => {
  it('counts My token lists in the tab and lists them with role, visibility and proposals', async () => {
    const auth = signedIn('me');
    const rows: TokenListMembership[] = [
      { token_list: list(), is_owner: true, is_manager: false },
      {
        token_list: list({ id: OTHER, name: 'Friends', is_public: false, proposals_count: 0 }),
        is_owner: false,
        is_manager: true,
      },
    ];
    const el = await render(
      <SettingsView
        location={{ tab: 'token-lists', screen: 'list', id: null }}
        onTabChange={() => {}}
        go={() => {}}
        auth={auth}
      />,
      [
        [['token-lists', 'my-count', 'me'], { count: 2 }],
        [['token-lists', 'my', 'me', 1], { rows, hasMore: false }],
      ],
    );
    expect(byTestId(el, 'settings-token-lists-count').textContent).toBe('2');
    const shown = [...el.querySelectorAll('[data-testid="my-list-row"]')].map((row) => [
      row.querySelector('[data-testid="list-link"]')?.textContent,
      row.querySelector('[data-testid="my-list-tokens"]')?.textContent,
      row.querySelector('[data-testid="my-list-proposals"]')?.textContent ?? null,
      row.querySelector('[data-testid="my-list-role"]')?.textContent,
    ]);
    expect(shown).toEqual([
      ['Community picks', '2', '1 proposed', 'Owner'],
      ['Friends', '2', null, 'Manager'],
    ]);
    expect(el.textContent).toContain('Private');
    expect(byTestId(el, 'list-create')).not.toBeNull();
  });

  it('shows no count when signed out', async () => {
    const el = await render(
      <SettingsView
        location={{ tab: 'token-lists', screen: 'list', id: null }}
        onTabChange={() => {}}
        go={() => {}}
        auth={SIGNED_OUT}
      />,
    );
    expect(byTestId(el, 'settings-token-lists-count')).toBeNull();
    expect(byTestId(el, 'settings-tab-token-lists')).not.toBeNull();
  });
});
