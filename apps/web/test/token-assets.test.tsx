// @vitest-environment jsdom
// The asset forms (spec §4 "Update form steps", form-field validation; §5 "Token update", "Ownership",
// "Common messages"; §8 "A rejection with an invalid reason sends nothing", "Voting without an access
// token does nothing"): the field rules as pure checks, then the real components in jsdom — Next is
// offered only while the basic fields are valid, a problem shows only after the field is dirty and
// typing has paused for 100 ms, and Reject without a reason sends nothing.
import type { TokenProposal, VoteRequest } from '@tvmscan/api-schema';
import { TOKEN_SOCIAL_KEYS } from '@tvmscan/api-schema/values';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addressProblem,
  type BasicFields,
  basicValid,
  emailProblem,
  logoProblem,
  reasonProblem,
  rootAddressOf,
  textProblem,
  urlProblem,
} from '../src/slices/token-assets/fields';
import { svgLogo } from '../src/slices/token-assets/logo';
import { userHash } from '../src/slices/token-assets/ownership';
import {
  AssetForm,
  changedFromApproved,
  emptyForm,
  updateRequest,
} from '../src/slices/token-assets/UpdateAsset';
import { VoteForm } from '../src/slices/token-assets/VoteView';
import { byTestId, click, errorOf, sleep, type } from './support/dom';
import { render } from './support/render';

const ROOT = `0:${'ab'.repeat(32)}`;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
const SVG_BASE64 = btoa(SVG);

const valid: BasicFields = {
  name: 'Token',
  website: 'https://app.example.org',
  email: 'team@example.org',
  sector: '',
  description: '',
  cmc: '',
  coingecko: '',
  logo: { base64: SVG_BASE64 },
};

describe('asset field rules', () => {
  it('takes a root address raw or friendly, and names an empty or wrong one', () => {
    expect(addressProblem('')).toEqual({ key: 'tokenAssets.field.empty' });
    expect(addressProblem('0:12')).toEqual({ key: 'tokenAssets.field.wrongAddress' });
    expect(addressProblem(ROOT)).toBeNull();
    expect(rootAddressOf(`:${'AB'.repeat(32)}`)).toBe(ROOT);
  });

  it('limits text and urls to their lengths and urls to http(s)', () => {
    expect(textProblem('', 127)).toEqual({ key: 'tokenAssets.field.empty' });
    expect(textProblem('', 127, true)).toBeNull();
    expect(textProblem('x'.repeat(128), 127)).toEqual({
      key: 'tokenAssets.field.tooLong',
      values: { length: 127 },
    });
    expect(urlProblem('')).toBeNull();
    expect(urlProblem('', false)).toEqual({ key: 'tokenAssets.field.empty' });
    expect(urlProblem('ftp://example.org')).toEqual({ key: 'tokenAssets.field.url' });
    expect(urlProblem('javascript:alert(1)')).toEqual({ key: 'tokenAssets.field.url' });
    expect(urlProblem(`https://example.org/${'a'.repeat(108)}`)).toEqual({
      key: 'tokenAssets.field.tooLong',
      values: { length: 127 },
    });
    expect(urlProblem('http://example.org/x')).toBeNull();
  });

  it('wants the email well-formed and on the website’s domain', () => {
    expect(emailProblem('', valid.website)).toEqual({ key: 'tokenAssets.field.empty' });
    expect(emailProblem('team@', valid.website)).toEqual({ key: 'tokenAssets.field.email' });
    expect(emailProblem('team@other.org', valid.website)).toEqual({ key: 'tokenAssets.field.emailDomain' });
    expect(emailProblem('team@example.org', valid.website)).toBeNull();
    // No website yet: the website's own field says so, the email is not blamed for it.
    expect(emailProblem('team@example.org', '')).toBeNull();
  });

  it('requires a logo of at most 100000 base64 characters', () => {
    expect(logoProblem(null)).toEqual({ key: 'tokenAssets.field.empty' });
    expect(logoProblem({ invalid: true })).toEqual({ key: 'tokenAssets.field.svg' });
    expect(logoProblem({ base64: 'A'.repeat(100_001) })).toEqual({ key: 'tokenAssets.field.svg' });
    expect(logoProblem({ base64: SVG_BASE64 })).toBeNull();
    expect(basicValid(valid)).toBe(true);
    expect(basicValid({ ...valid, logo: null })).toBe(false);
    expect(reasonProblem('  ')).toEqual({ key: 'tokenAssets.field.empty' });
  });

  it('reads an SVG as base64 and refuses what is not a loadable SVG', async () => {
    const bytes = new TextEncoder().encode(SVG);
    expect(await svgLogo(bytes, async () => true)).toEqual({ base64: SVG_BASE64 });
    expect(await svgLogo(bytes, async () => false)).toEqual({ invalid: true });
    expect(await svgLogo(new TextEncoder().encode('<html></html>'), async () => true)).toEqual({
      invalid: true,
    });
    expect(await svgLogo(new TextEncoder().encode('not xml'), async () => true)).toEqual({ invalid: true });
  });

  it('hashes the user id as SHA-256 of its UTF-8 bytes, a decimal uint256', async () => {
    // sha256("abc") = ba7816bf…15ad
    expect(await userHash('abc')).toBe(
      BigInt('0xba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad').toString(),
    );
  });

  it('builds the update body and notes fields changed from the approved information', () => {
    const form = { basic: valid, socials: { ...emptyForm().socials, github_url: 'https://github.com/x' } };
    const body = updateRequest(ROOT, form);
    expect(body.asset_logo).toBe(SVG_BASE64);
    expect(body.project_metadata).toMatchObject({ project_name: 'Token', project_email: 'team@example.org' });
    expect(Object.keys(body.project_socials ?? {})).toEqual([...TOKEN_SOCIAL_KEYS]);
    const none = changedFromApproved(form, null);
    expect(none.name || none.social('github_url')).toBe(false);
    const changed = changedFromApproved(form, {
      root_address: ROOT,
      active_from: 1,
      full_name: 'Old',
      symbol: null,
      logo_url: '',
      website: valid.website,
      description: '',
      cmc_url: '',
      coingecko_url: '',
      socials: { ...emptyForm().socials },
    });
    expect([
      changed.name,
      changed.website,
      changed.social('github_url'),
      changed.social('twitter_url'),
    ]).toEqual([true, false, true, false]);
  });
});

// ── the components ───────────────────────────────────────────────────────────────────────────────
// Mantine in jsdom takes seconds to render a form on a loaded machine: these get 30 s each.

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the update form', { timeout: 30_000 }, () => {
  it('offers Next only when the basic fields are valid, and shows problems after 100 ms once dirty', async () => {
    const root = await render(
      <AssetForm root={ROOT} accessToken="t" initial={emptyForm()} approved={null} onDone={() => {}} />,
    );
    const next = byTestId<HTMLButtonElement>(root, 'asset-next');
    expect(next.disabled).toBe(true);
    expect(byTestId<HTMLButtonElement>(root, 'asset-step-social').disabled).toBe(true);
    // Untouched: no problem shown although every required field is empty.
    expect(errorOf(root, 'asset-name')).toBeNull();

    const typedAt = performance.now();
    await type(byTestId(root, 'asset-website'), 'not a url');
    // Still within the 100 ms pause — checked only when the host took less than that to type and render
    // (a loaded CI host can take longer, and then the pause has rightly ended).
    if (performance.now() - typedAt < 80) expect(errorOf(root, 'asset-website')).toBeNull();
    await sleep(150);
    expect(errorOf(root, 'asset-website')).toBe('Field must be a valid url.');

    await type(byTestId(root, 'asset-website'), 'https://app.example.org');
    await type(byTestId(root, 'asset-email'), 'team@other.org');
    await type(byTestId(root, 'asset-name'), 'x'.repeat(128));
    await sleep(150);
    expect(errorOf(root, 'asset-website')).toBeNull();
    expect(errorOf(root, 'asset-email')).toMatch(/project's own domain/);
    expect(errorOf(root, 'asset-name')).toBe('Field cannot be longer than 127 characters.');
    expect(next.disabled).toBe(true);

    // A field left without an edit is dirty too.
    await act(async () => {
      byTestId(root, 'asset-sector').focus();
      byTestId(root, 'asset-sector').blur();
    });
    await sleep(150);
    expect(errorOf(root, 'asset-sector')).toBeNull(); // optional and empty: fine

    await type(byTestId(root, 'asset-name'), 'Token');
    await type(byTestId(root, 'asset-email'), 'team@example.org');
    await sleep(150);
    // Every text is fine, but there is no logo yet.
    expect(next.disabled).toBe(true);
  });

  it('disables the step tabs when signed out, and goes Basic → Social → Basic with a valid prefill', async () => {
    const root = await render(
      <AssetForm
        root={ROOT}
        accessToken={null}
        initial={{ ...emptyForm(), basic: valid }}
        approved={null}
        onDone={() => {}}
      />,
    );
    // Signed out: the step tabs are disabled.
    expect(byTestId<HTMLButtonElement>(root, 'asset-step-basic').disabled).toBe(true);
    expect(byTestId<HTMLButtonElement>(root, 'asset-next').disabled).toBe(true);
    document.body.innerHTML = '';

    const signedIn = await render(
      <AssetForm
        root={ROOT}
        accessToken="t"
        initial={{ ...emptyForm(), basic: valid }}
        approved={null}
        onDone={() => {}}
      />,
    );
    const next = byTestId<HTMLButtonElement>(signedIn, 'asset-next');
    expect(next.disabled).toBe(false);
    expect(byTestId(signedIn, 'asset-logo-preview').getAttribute('src')).toBe(
      `data:image/svg+xml;base64,${SVG_BASE64}`,
    );
    await click(next);
    expect(byTestId(signedIn, 'asset-form').dataset.step).toBe('social');
    await type(byTestId(signedIn, 'asset-social-github_url'), 'github.com/x');
    await sleep(150);
    expect(errorOf(signedIn, 'asset-social-github_url')).toBe('Field must be a valid url.');
    expect(byTestId<HTMLButtonElement>(signedIn, 'asset-submit').disabled).toBe(true);
    await click(byTestId(signedIn, 'asset-back'));
    expect(byTestId(signedIn, 'asset-form').dataset.step).toBe('basic');
  });
});

describe('a failed submit (spec §8 "Asset update")', { timeout: 30_000 }, () => {
  /** The Admin API answering the update with `status`; the deployment config as the app's defaults. */
  const answering = (status: number) => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/config') return new Response('{}', { status: 503 });
      return new Response(JSON.stringify({ code: 'X', message: 'refused' }), { status });
    });
    return calls;
  };

  for (const [status, text] of [
    [401, 'Authorization error, please try to login again'],
    [409, 'Unknown error, please try again later.'],
  ] as const) {
    it(`shows ${status === 401 ? 'the authorization' : 'the unknown'} error for HTTP ${status}, titled as a registration error`, async () => {
      const calls = answering(status);
      const root = await render(
        <AssetForm
          root={ROOT}
          accessToken="t"
          initial={{ ...emptyForm(), basic: valid }}
          approved={null}
          onDone={() => {}}
        />,
      );
      await click(byTestId(root, 'asset-next'));
      await click(byTestId(root, 'asset-submit'));
      await sleep(50);
      expect(calls).toContain('PUT /api/admin/v1/authorized/tokens/proposals');
      const alert = byTestId(root, 'asset-submit-error');
      expect(alert.textContent).toContain('Registration error');
      expect(alert.textContent).toContain(text);
      expect(byTestId(root, 'asset-form').dataset.step).toBe('social');
    });
  }
});

const PENDING: TokenProposal = {
  root_address: ROOT,
  active_from: 1_700_000_000,
  status: 'Pending',
  full_name: 'Token',
  symbol: 'TKN',
  asset_url: '',
  review_comment: null,
  reviewed_at: null,
  project_meta: {
    project_website: valid.website,
    project_email: valid.email,
    project_sector: '',
    project_desc: '',
    cmc_ticker: '',
    coingecko_ticker: '',
  },
  project_socials: Object.fromEntries(
    TOKEN_SOCIAL_KEYS.map((k) => [k, '']),
  ) as TokenProposal['project_socials'],
};

describe('the vote form', { timeout: 30_000 }, () => {
  const previousKey = (token: string) => ['token-assets', 'previous', ROOT, PENDING.active_from, token];

  it('sends nothing for a rejection without a reason, only marks the field', async () => {
    const sent: VoteRequest[] = [];
    let voted = 0;
    const root = await render(
      <VoteForm
        version={PENDING}
        accessToken="t"
        onVoted={() => voted++}
        vote={async (_token, body) => void sent.push(body)}
      />,
      [[previousKey('t'), { ...PENDING, status: 'Approved', full_name: 'Older' }]],
    );
    // The field that differs from the previous Approved version says so.
    expect(byTestId(root, 'detail-name-changed')).not.toBeNull();
    expect(byTestId(root, 'detail-website-changed')).toBeNull();

    expect(errorOf(root, 'vote-reason')).toBeNull();
    await click(byTestId(root, 'vote-reject'));
    expect(sent).toEqual([]);
    expect(errorOf(root, 'vote-reason')).toBe('Field cannot be empty.');

    await type(byTestId(root, 'vote-reason'), 'The logo is not the project’s');
    await click(byTestId(root, 'vote-reject'));
    expect(sent).toEqual([
      {
        root_address: ROOT,
        active_from: PENDING.active_from,
        kind: { Reject: { reason: 'The logo is not the project’s' } },
      },
    ]);
    expect(voted).toBe(1);
  });

  it('approves, and without an access token does nothing', async () => {
    const sent: VoteRequest[] = [];
    const root = await render(
      <VoteForm
        version={PENDING}
        accessToken={null}
        onVoted={() => {}}
        vote={async (_t, body) => void sent.push(body)}
      />,
    );
    await click(byTestId(root, 'vote-approve'));
    await type(byTestId(root, 'vote-reason'), 'fine');
    await click(byTestId(root, 'vote-reject'));
    expect(sent).toEqual([]);
    document.body.innerHTML = '';

    const signedIn = await render(
      <VoteForm
        version={PENDING}
        accessToken="t"
        onVoted={() => {}}
        vote={async (_t, body) => void sent.push(body)}
      />,
      [[previousKey('t'), null]],
    );
    await click(byTestId(signedIn, 'vote-approve'));
    expect(sent).toEqual([{ root_address: ROOT, active_from: PENDING.active_from, kind: 'Approve' }]);
  });
});
