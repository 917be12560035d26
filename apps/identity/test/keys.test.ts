// The provider's keys: generated once into the data directory (mode 0600) and read back after, or taken
// from TVMSCAN_OIDC_KEYS; a malformed document stops the start with a message that names the setting
// and never a key.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateProviderKeys, providerKeys } from '../src/index';

const dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-oidc-keys-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('provider keys', () => {
  it('are generated once into the data directory, readable by the owner only, and reused', () => {
    const created = providerKeys({}, dataDir);
    expect(created.source).toBe(join(dataDir, 'oidc-keys.json'));
    expect(statSync(created.source).mode & 0o777).toBe(0o600);
    expect(providerKeys({}, dataDir).keys).toEqual(created.keys);
    const [key] = created.keys.jwks.keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(created.keys.cookieKeys[0].length).toBeGreaterThanOrEqual(32);
  });

  it('come from TVMSCAN_OIDC_KEYS when it is set', () => {
    const keys = generateProviderKeys();
    const loaded = providerKeys({ TVMSCAN_OIDC_KEYS: JSON.stringify(keys) }, dataDir);
    expect(loaded).toEqual({ keys, source: 'TVMSCAN_OIDC_KEYS' });
  });

  it('refuse a malformed document, naming the setting and not its value', () => {
    const keys = generateProviderKeys();
    const secret = keys.cookieKeys[0];
    expect(() => providerKeys({ TVMSCAN_OIDC_KEYS: `{${secret}` }, dataDir)).toThrow(
      'TVMSCAN_OIDC_KEYS is not JSON',
    );
    const short = JSON.stringify({ ...keys, cookieKeys: ['short'] });
    expect(() => providerKeys({ TVMSCAN_OIDC_KEYS: short }, dataDir)).toThrow(
      /^TVMSCAN_OIDC_KEYS: cookieKeys\.0: /,
    );
    const publicOnly = JSON.stringify({ ...keys, jwks: { keys: [{ ...keys.jwks.keys[0], d: undefined }] } });
    try {
      providerKeys({ TVMSCAN_OIDC_KEYS: publicOnly }, dataDir);
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/^TVMSCAN_OIDC_KEYS: jwks\.keys\.0\.d: /);
      expect((error as Error).message).not.toContain(secret);
    }
  });
});
