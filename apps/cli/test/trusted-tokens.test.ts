// TVMSCAN_MANIFESTS: a real token list in the TIP-3 format imported from a local HTTP server through the
// guarded fetcher (loopback allowed only because TVMSCAN_FETCH_ALLOW-style settings name it), on PGlite
// (and PostgreSQL with DATABASE_URL): its tokens of this network's chainId join TVMSCAN_TRUSTED_TOKENS in
// the trusted set, another chain's are left out, and a list that cannot be fetched or read is left out
// without stopping the start.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@tvmscan/db';
import { parseAllowList } from '@tvmscan/safe-fetch';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTrustedTokens } from '../src/trusted-tokens';

// broxus/ton-assets manifest.json as published (the list Everscale wallets read), with its first four
// tokens; every one names chainId 1.
const BROXUS_LIST = {
  $schema: './schemas/manifest.json',
  name: 'TIP3 Tokens List',
  version: { major: 0, minor: 0, patch: 1 },
  keywords: ['ton', 'tip3', 'tokens'],
  timestamp: '2021-05-08T12:15:51.633Z',
  tokens: [
    {
      name: 'Tether',
      chainId: 1,
      symbol: 'USDT',
      decimals: 6,
      address: '0:5b325f4f364366d9b3fe46cc77f622b013da7a7edf99a3d5d25e5510dca50d13',
      logoURI: 'https://raw.githubusercontent.com/broxus/ton-assets/icons/USDTv3/logo.svg',
      version: 3,
    },
    {
      name: 'USD Coin',
      chainId: 1,
      symbol: 'USDC',
      decimals: 6,
      address: '0:4a2c894ef8780735ae52bf8caf82d214477ceea494ad547a6832bf695d230ed1',
      logoURI: 'https://raw.githubusercontent.com/broxus/ton-assets/icons/USDTv3/logo.svg',
      version: 3,
    },
    {
      name: 'Dai Stablecoin',
      chainId: 1,
      symbol: 'DAI',
      decimals: 18,
      address: '0:31540aa0100da4b7f6cfb47ff987be4910b27ce1b5cf228fddce82cb4bf4f518',
      logoURI: 'https://raw.githubusercontent.com/broxus/ton-assets/icons/DAIv3/logo.svg',
      version: 3,
    },
    {
      name: 'Uniswap V2: USDT-WTON',
      chainId: 1,
      symbol: 'UNI-V2-USDT-WTON',
      decimals: 18,
      address: '0:72cad0c97cc8d84eef6837ee110f8f67c9d376cae57d684308fe30e831df734a',
    },
  ],
};
const USDT = BROXUS_LIST.tokens[0].address;
/** A list of another network: its token must not be trusted here. */
const OTHER_CHAIN = {
  ...BROXUS_LIST,
  name: 'Another network',
  tokens: [{ name: 'Elsewhere', chainId: 42, symbol: 'ELS', decimals: 9, address: `0:${'ee'.repeat(32)}` }],
};
const NAMED = `0:${'ab'.repeat(32)}`;

let database: Database;
let server: Server;
let origin: string;

beforeAll(async () => {
  database = await openMigrated();
  server = createServer((request, response) => {
    const body =
      request.url === '/broxus/manifest.json'
        ? BROXUS_LIST
        : request.url === '/other/manifest.json'
          ? OTHER_CHAIN
          : request.url === '/broken/manifest.json'
            ? { name: 'x', tokens: 'none' }
            : null;
    response.statusCode = body === null ? 404 : 200;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // An indexed root the imported list names: it is marked trusted.
  const [wc, hex] = USDT.split(':');
  await sql`INSERT INTO token_roots (workchain, address, name, symbol, decimals, total_supply, standard,
      code_hash, created_at, created_lt, updated_at, last_tx_lt)
    VALUES (${Number(wc)}, ${Buffer.from(hex, 'hex')}, 'Tether', 'USDT', 6, 0, 'Tip3', ${Buffer.alloc(32)},
      1, 1, 1, 1)`.execute(database.db);
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  if (database) await dispose(database);
});

const trustedRows = async () =>
  (
    await sql<{ root: string }>`SELECT workchain || ':' || encode(address, 'hex') AS root FROM trusted_tokens
      ORDER BY 1`.execute(database.db)
  ).rows.map((r) => r.root);
const usdtTrusted = async () =>
  (
    await sql<{
      trusted: boolean;
    }>`SELECT trusted FROM token_roots WHERE address = ${Buffer.from(USDT.slice(2), 'hex')}`.execute(
      database.db,
    )
  ).rows[0].trusted;

describe('TVMSCAN_MANIFESTS', () => {
  const loopback = { mode: 'dev' as const, allow: parseAllowList('127.0.0.1') };

  it('imports a real list from a local server, this chain’s tokens only, beside TVMSCAN_TRUSTED_TOKENS', async () => {
    await applyTrustedTokens(
      database,
      {
        TVMSCAN_NETWORK_ID: '1',
        TVMSCAN_TRUSTED_TOKENS: NAMED,
        TVMSCAN_MANIFESTS: [
          `${origin}/broxus/manifest.json`,
          `${origin}/other/manifest.json`,
          `${origin}/broken/manifest.json`,
          `${origin}/missing/manifest.json`,
        ].join(','),
      },
      loopback,
    );
    expect(await trustedRows()).toEqual([...BROXUS_LIST.tokens.map((t) => t.address), NAMED].sort());
    expect(await usdtTrusted()).toBe(true);
  });

  it('refuses loopback without the allow list, leaving the list out', async () => {
    await applyTrustedTokens(
      database,
      { TVMSCAN_NETWORK_ID: '1', TVMSCAN_MANIFESTS: `${origin}/broxus/manifest.json` },
      { mode: 'dev', allow: parseAllowList('') },
    );
    expect(await trustedRows()).toEqual([]);
    expect(await usdtTrusted()).toBe(false);
  });

  it('leaves the trusted set alone when neither variable is set', async () => {
    await applyTrustedTokens(
      database,
      { TVMSCAN_MANIFESTS: `${origin}/broxus/manifest.json`, TVMSCAN_NETWORK_ID: '1' },
      loopback,
    );
    await applyTrustedTokens(database, {}, { mode: 'dev', allow: parseAllowList('') });
    expect(await trustedRows()).toHaveLength(BROXUS_LIST.tokens.length);
  });
});
