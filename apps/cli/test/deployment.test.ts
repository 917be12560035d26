// Deployment settings from environment variables, as GET /api/config serves them to the web app: the
// footer's links (each optional, http(s) only, a bad value refused at start with the variable named) and
// the service bases.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi } from '@tvmscan/api';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReadReplicas } from '../src/database';
import { declaredCompilers, deploymentConfig, ownershipVerifier } from '../src/deployment';

const SECRET = { TVMSCAN_CURSOR_SECRET: 'x'.repeat(32) };

describe('deployment config', () => {
  it('reads the TVM Solidity manifest TVMSCAN_COMPILERS names, and none without it', () => {
    expect(declaredCompilers({})).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'tvmscan-compilers-'));
    try {
      const manifest = join(dir, 'compilers.json');
      const entry = { key: 'sold@0.74.0', path: join(dir, 'sold'), sha256: 'a'.repeat(64) };
      const meta = { fork: 'everx-labs/TVM-Solidity-Compiler', commit: 'abcdef0', version: '0.74.0' };
      writeFileSync(manifest, JSON.stringify([{ ...entry, ...meta }]));
      expect(declaredCompilers({ TVMSCAN_COMPILERS: manifest })).toMatchObject([
        { key: 'sold@0.74.0', unavailable: `${entry.path} is missing or not executable` },
      ]);
      writeFileSync(manifest, JSON.stringify([entry]));
      expect(() => declaredCompilers({ TVMSCAN_COMPILERS: manifest })).toThrow(/TVMSCAN_COMPILERS .*0\.fork/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the ownership verifier: TVMSCAN_OWNERSHIP_VERIFIER, else the local one, else none', () => {
    const local = `0:${'1f'.repeat(32)}`;
    expect(ownershipVerifier({})).toBeNull();
    expect(ownershipVerifier({}, local)).toBe(local);
    expect(ownershipVerifier({ TVMSCAN_OWNERSHIP_VERIFIER: `:${'AB'.repeat(32)}` }, local)).toBe(
      `0:${'ab'.repeat(32)}`,
    );
    expect(() => ownershipVerifier({ TVMSCAN_OWNERSHIP_VERIFIER: 'EQabc' })).toThrow(
      /TVMSCAN_OWNERSHIP_VERIFIER/,
    );
    expect(deploymentConfig(SECRET).web.ownershipVerifier).toBeNull();
    expect(deploymentConfig(SECRET, undefined, null, local).web.ownershipVerifier).toBe(local);
  });

  it('has no footer links unless configured, and the default service bases', () => {
    const { web } = deploymentConfig(SECRET);
    expect(web.footer).toEqual({
      services: [],
      terms: null,
      privacy: null,
      cookies: null,
      social: { telegram: null, twitter: null, github: null, discord: null, medium: null },
    });
    expect(web.services.explorerApi).toBe('/api/explorer');
    expect(web.services.tokensApi).toBe('/api/tokens');
  });

  it('reads every footer link from its variable', () => {
    const { web } = deploymentConfig({
      ...SECRET,
      TVMSCAN_FOOTER_SERVICES: 'Wallet=https://wallet.example.org, Bridge = https://bridge.example.org/?a=1',
      TVMSCAN_TERMS_URL: 'https://example.org/terms',
      TVMSCAN_PRIVACY_URL: 'https://example.org/privacy',
      TVMSCAN_COOKIES_URL: 'https://example.org/cookies',
      TVMSCAN_TELEGRAM_URL: 'https://t.me/example',
      TVMSCAN_TWITTER_URL: 'https://x.com/example',
      TVMSCAN_GITHUB_URL: 'https://github.com/example',
      TVMSCAN_DISCORD_URL: 'https://discord.gg/example',
      TVMSCAN_MEDIUM_URL: 'https://medium.com/@example',
      TVMSCAN_EXPLORER_API: 'https://api.example.org/explorer',
    });
    expect(web.footer).toEqual({
      services: [
        { label: 'Wallet', url: 'https://wallet.example.org/' },
        { label: 'Bridge', url: 'https://bridge.example.org/?a=1' },
      ],
      terms: 'https://example.org/terms',
      privacy: 'https://example.org/privacy',
      cookies: 'https://example.org/cookies',
      social: {
        telegram: 'https://t.me/example',
        twitter: 'https://x.com/example',
        github: 'https://github.com/example',
        discord: 'https://discord.gg/example',
        medium: 'https://medium.com/@example',
      },
    });
    expect(web.services.explorerApi).toBe('https://api.example.org/explorer');
  });

  it('refuses links that are not http(s) URLs, naming the variable', () => {
    expect(() => deploymentConfig({ ...SECRET, TVMSCAN_TERMS_URL: 'javascript:alert(1)' })).toThrow(
      /TVMSCAN_TERMS_URL must be an http\(s\) URL/,
    );
    expect(() => deploymentConfig({ ...SECRET, TVMSCAN_MEDIUM_URL: 'medium.com/x' })).toThrow(
      /TVMSCAN_MEDIUM_URL/,
    );
    expect(() =>
      deploymentConfig({ ...SECRET, TVMSCAN_FOOTER_SERVICES: 'https://no-label.example' }),
    ).toThrow(/Label=URL/);
    expect(() => deploymentConfig({ ...SECRET, TVMSCAN_FOOTER_SERVICES: 'Wallet=' })).toThrow(/Label=URL/);
  });
});

describe('TVMSCAN_LIVE_PER_IP', () => {
  it('allows 10 live connections per client unless set, and refuses what is not a whole number from 1', () => {
    expect(deploymentConfig(SECRET).live?.perClient).toBe(10);
    expect(deploymentConfig({ ...SECRET, TVMSCAN_LIVE_PER_IP: '3' }).live?.perClient).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'ten']) {
      expect(() => deploymentConfig({ ...SECRET, TVMSCAN_LIVE_PER_IP: bad })).toThrow(/TVMSCAN_LIVE_PER_IP/);
    }
  });
});

describe('TVMSCAN_REDIS_URL', () => {
  it('counts the rate limit in each process unless set, and in the Redis it names when set', () => {
    expect(deploymentConfig(SECRET).sharedRateLimit).toBeUndefined();
    expect(deploymentConfig({ ...SECRET, TVMSCAN_REDIS_URL: '' }).sharedRateLimit).toBeUndefined();
    expect(
      deploymentConfig({ ...SECRET, TVMSCAN_REDIS_URL: 'redis://10.0.0.5:6379/2' }).sharedRateLimit,
    ).toEqual({
      url: 'redis://10.0.0.5:6379/2',
      namespace: 'tvmscan-ratelimit:',
    });
    // The deployment's public origin keeps two deployments on one Redis apart.
    const tls = {
      ...SECRET,
      TVMSCAN_REDIS_URL: 'rediss://:pw@cache.example.org',
      TVMSCAN_PUBLIC_URL: 'https://scan.example.org/',
    };
    expect(deploymentConfig(tls).sharedRateLimit).toEqual({
      url: 'rediss://:pw@cache.example.org',
      namespace: 'tvmscan-ratelimit:https://scan.example.org:',
    });
  });

  it('refuses what is not a redis:// or rediss:// URL, naming the variable and not repeating the value', () => {
    for (const bad of ['cache.example.org:6379', 'http://cache.example.org', 'redis://', '::hunter2']) {
      expect(() => deploymentConfig({ ...SECRET, TVMSCAN_REDIS_URL: bad })).toThrow(
        /^TVMSCAN_REDIS_URL must be/,
      );
    }
    // A URL may hold the password: the message does not.
    expect(() =>
      deploymentConfig({ ...SECRET, TVMSCAN_REDIS_URL: 'https://:hunter2@cache.example.org' }),
    ).toThrow(/^TVMSCAN_REDIS_URL must be .*"https:" URL$/);
    expect(() =>
      deploymentConfig({ ...SECRET, TVMSCAN_REDIS_URL: 'https://:hunter2@cache.example.org' }),
    ).not.toThrow(/hunter2/);
  });
});

describe('TVMSCAN_DETAIL_CACHE_MB', () => {
  it('keeps 32 MiB of detail responses unless set, 0 keeps none, and refuses what is not a whole number', () => {
    expect(deploymentConfig(SECRET).detailCacheBytes).toBe(32 * 1024 * 1024);
    expect(deploymentConfig({ ...SECRET, TVMSCAN_DETAIL_CACHE_MB: '0' }).detailCacheBytes).toBe(0);
    expect(deploymentConfig({ ...SECRET, TVMSCAN_DETAIL_CACHE_MB: '128' }).detailCacheBytes).toBe(
      128 * 1024 * 1024,
    );
    for (const bad of ['-1', '2.5', 'lots']) {
      expect(() => deploymentConfig({ ...SECRET, TVMSCAN_DETAIL_CACHE_MB: bad })).toThrow(
        /TVMSCAN_DETAIL_CACHE_MB/,
      );
    }
  });
});

describe('read replicas', () => {
  it('waits 2000 ms before leaving a lagging replica out unless TVMSCAN_REPLICA_MAX_LAG_MS says otherwise', () => {
    expect(deploymentConfig(SECRET).replicaMaxLagMs).toBe(2000);
    expect(deploymentConfig({ ...SECRET, TVMSCAN_REPLICA_MAX_LAG_MS: '500' }).replicaMaxLagMs).toBe(500);
    for (const bad of ['-1', '0.5', 'soon']) {
      expect(() => deploymentConfig({ ...SECRET, TVMSCAN_REPLICA_MAX_LAG_MS: bad })).toThrow(
        /TVMSCAN_REPLICA_MAX_LAG_MS/,
      );
    }
  });

  it('opens no replica without TVMSCAN_READ_DATABASE_URL, and refuses replicas of the embedded database', async () => {
    const location = { dataDir: 'unused' };
    expect(await openReadReplicas({}, location)).toEqual([]);
    expect(await openReadReplicas({ TVMSCAN_READ_DATABASE_URL: ' , ' }, location)).toEqual([]);
    await expect(
      openReadReplicas({ TVMSCAN_READ_DATABASE_URL: 'postgres://replica/tvmscan' }, location),
    ).rejects.toThrow('TVMSCAN_READ_DATABASE_URL needs a PostgreSQL primary');
  });
});

const VERIFIER = `0:${'7e'.repeat(32)}`;

describe('GET /api/config', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApi>>;
  beforeAll(async () => {
    database = await openDatabase({});
    await migrateToLatest(database);
    app = await buildApi({
      database,
      config: deploymentConfig(
        { ...SECRET, TVMSCAN_DISCORD_URL: 'https://discord.gg/example' },
        undefined,
        null,
        VERIFIER,
      ),
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('serves the footer links to the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.footer.social.discord).toBe('https://discord.gg/example');
    expect(body.footer.terms).toBeNull();
  });

  it('names the ownership verifier token owners call', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().ownershipVerifier).toBe(VERIFIER);
  });
});
