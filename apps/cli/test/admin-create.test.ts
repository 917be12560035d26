// `tvmscan admin create` through runAdmin: a verified account on the embedded provider's tables, its
// generated password in a file of the data directory (mode 0600) whose path is printed, never the
// password; a second run for the same email, a malformed email and missing arguments end with 1 and 2.
// And which provider a deployment signs in with: the embedded one unless TVMSCAN_OIDC_ISSUER is set.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@tvmscan/db';
import { authenticate } from '@tvmscan/identity';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../src/commands/admin';
import { deploymentConfig } from '../src/deployment';
import { embeddedIdentity } from '../src/identity-part';

const root = mkdtempSync(join(tmpdir(), 'tvmscan-admin-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

describe('tvmscan admin create', () => {
  it('creates a verified account and prints where its password is, not the password', {
    timeout: 120_000,
  }, async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => printed.push(line));
    const args = ['create', '--email', 'Operator@Example.com', '--data-dir', root];
    expect(await runAdmin(args, {})).toBe(0);
    const file = join(root, 'admin-passwords', 'operator@example.com.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(printed.join('\n')).toContain(file);
    expect(printed.join('\n')).not.toContain(password);

    const database = await openDatabase({ dataDir: join(root, 'db') });
    try {
      const account = await authenticate(database, 'operator@example.com', password);
      expect(account?.email).toBe('Operator@Example.com');
      expect(account?.email_verified_at).toBeInstanceOf(Date);
    } finally {
      await database.close();
    }

    expect(await runAdmin(args, {})).toBe(1);
    expect(readFileSync(file, 'utf8').trim()).toBe(password);
    expect(await runAdmin(['create', '--email', 'not an email', '--data-dir', root], {})).toBe(2);
    expect(await runAdmin(['create', '--data-dir', root], {})).toBe(2);
    expect(await runAdmin(['delete', '--email', 'a@example.com'], {})).toBe(2);
  });
});

describe('the identity provider a deployment signs in with', () => {
  it('is the embedded one at TVMSCAN_PUBLIC_URL + /oidc, unless TVMSCAN_OIDC_ISSUER names another', () => {
    const embedded = embeddedIdentity({ TVMSCAN_PUBLIC_URL: 'https://scan.example.com/' }, 3000);
    expect(embedded).toEqual({
      publicUrl: 'https://scan.example.com',
      issuer: 'https://scan.example.com/oidc',
      adminAudience: 'https://scan.example.com/api/admin',
      appRoot: 'https://scan.example.com/',
    });
    expect(embeddedIdentity({}, 3000)?.issuer).toBe('http://localhost:3000/oidc');
    expect(deploymentConfig({}, undefined, embedded).web.services.identityProvider).toBe(
      'https://scan.example.com/oidc',
    );
    const external = { TVMSCAN_OIDC_ISSUER: 'https://id.example.com' };
    expect(embeddedIdentity(external, 3000)).toBeNull();
    expect(deploymentConfig(external).web.services.identityProvider).toBe('https://id.example.com');
    for (const wrong of ['javascript:alert(1)', 'https://example.com/explorer', 'https://example.com/?a=1'])
      expect(() => embeddedIdentity({ TVMSCAN_PUBLIC_URL: wrong }, 3000)).toThrow(/TVMSCAN_PUBLIC_URL/);
  });
});
