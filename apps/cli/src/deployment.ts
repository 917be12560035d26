// What a deployment tells the API and web app about itself, from environment variables (spec §1):
// network name, token symbol and decimals, switchers, service base addresses, network id, and the
// links of its footer.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ApiConfig,
  DEFAULT_DETAIL_CACHE_BYTES,
  DEFAULT_LIVE_LIMITS,
  DEFAULT_RATE_LIMIT,
  DEFAULT_REPLICA_MAX_LAG_MS,
} from '@tvmscan/api';
import { RAW_ADDRESS_PATTERN, VERIFY_BASE } from '@tvmscan/api-schema';
import { ADMIN_API_BASE, DEFAULT_CLIENT_ID, type IdentityUrls } from '@tvmscan/identity';
import { loadCompilerManifest, type NativeCompiler } from '@tvmscan/verify';

type FooterLinks = NonNullable<ApiConfig['web']['footer']>;

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined ? fallback : /^(1|true|yes|on)$/i.test(value);

/**
 * The key that signs list cursors. Production sets TVMSCAN_CURSOR_SECRET (shared by every API process);
 * a local run keeps a generated one in its data directory so cursors survive restarts.
 */
export const CURSOR_SECRET_VARIABLE = 'TVMSCAN_CURSOR_SECRET';

/**
 * Why `tvmscan serve` must not start, or null: on PostgreSQL any number of API processes serve one
 * database, and a cursor one of them issued must be honoured by the next, so all sign with one key the
 * operator sets. A key each process generated would make every other process refuse its cursors.
 */
export function cursorSecretRefusal(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): string | null {
  if (!databaseUrl || env[CURSOR_SECRET_VARIABLE]) return null;
  return `${CURSOR_SECRET_VARIABLE} must be set on PostgreSQL, the same in every API process (e.g. openssl rand -hex 32)`;
}

function cursorSecret(env: NodeJS.ProcessEnv, dataDir: string | undefined): string {
  const configured = env[CURSOR_SECRET_VARIABLE];
  if (configured) return configured;
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'cursor-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The ownership verifier token owners call before linking a token (decision 0049): TVMSCAN_OWNERSHIP_VERIFIER
 * (a raw address), else `local` (the local network's, under `tvmscan dev`), else null. A malformed
 * value stops the start.
 */
export function ownershipVerifier(env: NodeJS.ProcessEnv, local: string | null = null): string | null {
  const configured = env.TVMSCAN_OWNERSHIP_VERIFIER?.trim();
  if (!configured) return local;
  if (!RAW_ADDRESS_PATTERN.test(configured))
    throw new TypeError(`TVMSCAN_OWNERSHIP_VERIFIER must be a raw address (0:<64 hex>), got "${configured}"`);
  return (configured.startsWith(':') ? `0${configured}` : configured).toLowerCase();
}

/**
 * `identity`: the embedded OpenID provider's URLs when it is mounted (identity-part.ts): the web app
 * signs in with it unless TVMSCAN_OIDC_ISSUER names another issuer.
 */
export function deploymentConfig(
  env: NodeJS.ProcessEnv,
  dataDir?: string,
  identity: IdentityUrls | null = null,
  verifier: string | null = null,
): ApiConfig {
  const list = (value: string | undefined) =>
    value
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  return {
    web: {
      networkName: env.TVMSCAN_NETWORK_NAME ?? 'Local network',
      tokenSymbol: env.TVMSCAN_TOKEN_SYMBOL ?? 'EVER',
      decimals: Number(env.TVMSCAN_DECIMALS ?? 9),
      languageSwitcher: flag(env.TVMSCAN_LANGUAGE_SWITCHER, true),
      themeSwitcher: flag(env.TVMSCAN_THEME_SWITCHER, true),
      services: {
        explorerApi: env.TVMSCAN_EXPLORER_API ?? '/api/explorer',
        tokensApi: env.TVMSCAN_TOKENS_API ?? '/api/tokens',
        verificationApi: env.TVMSCAN_VERIFICATION_API ?? VERIFY_BASE,
        adminApi: env.TVMSCAN_ADMIN_API ?? ADMIN_API_BASE,
        dexApi: env.TVMSCAN_DEX_API ?? null,
        identityProvider: env.TVMSCAN_OIDC_ISSUER ?? identity?.issuer ?? null,
        identityClientId:
          env.TVMSCAN_OIDC_ISSUER || identity ? env.TVMSCAN_OIDC_CLIENT_ID || DEFAULT_CLIENT_ID : null,
      },
      networkId: Number(env.TVMSCAN_NETWORK_ID ?? 0),
      ownershipVerifier: verifier,
      footer: footerLinks(env),
    },
    cursorSecret: cursorSecret(env, dataDir),
    corsOrigins: list(env.TVMSCAN_CORS_ORIGINS),
    apiKeys: list(env.TVMSCAN_API_KEYS),
    rateLimit: rateLimit(env.TVMSCAN_RATE_LIMIT),
    sharedRateLimit: sharedRateLimit(env),
    trustProxy: trustProxy(env.TVMSCAN_TRUST_PROXY),
    live: { perClient: livePerIp(env.TVMSCAN_LIVE_PER_IP) },
    detailCacheBytes: detailCacheBytes(env.TVMSCAN_DETAIL_CACHE_MB),
    replicaMaxLagMs: replicaMaxLagMs(env.TVMSCAN_REPLICA_MAX_LAG_MS),
    // GET /metrics only for the bearer of TVMSCAN_METRICS_TOKEN; without it, not served (decision 0043).
    metrics: env.TVMSCAN_METRICS_TOKEN ? { token: env.TVMSCAN_METRICS_TOKEN } : false,
  };
}

/** TVMSCAN_COMPILERS: the path of the operator's manifest of TVM Solidity binaries
 *  (apps/verify/src/compiler-manifest.ts); none without it. A malformed manifest stops the start. */
export function declaredCompilers(env: NodeJS.ProcessEnv): NativeCompiler[] {
  return env.TVMSCAN_COMPILERS ? loadCompilerManifest(env.TVMSCAN_COMPILERS) : [];
}

/** TVMSCAN_DETAIL_CACHE_MB: MiB of detail responses each API process keeps (default 32; 0 keeps none). */
function detailCacheBytes(value: string | undefined): number {
  if (value === undefined) return DEFAULT_DETAIL_CACHE_BYTES;
  const mib = Number(value);
  if (!Number.isInteger(mib) || mib < 0)
    throw new TypeError(`TVMSCAN_DETAIL_CACHE_MB must be a whole number of MiB, got "${value}"`);
  return mib * 1024 * 1024;
}

/** TVMSCAN_REPLICA_MAX_LAG_MS: how long a read replica may be behind before it is left out (default 2000). */
function replicaMaxLagMs(value: string | undefined): number {
  if (value === undefined) return DEFAULT_REPLICA_MAX_LAG_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new TypeError(`TVMSCAN_REPLICA_MAX_LAG_MS must be a whole number of milliseconds, got "${value}"`);
  return ms;
}

/** TVMSCAN_LIVE_PER_IP: live-stream connections one client IP may hold open at once (default 10). */
function livePerIp(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LIVE_LIMITS.perClient;
  const perIp = Number(value);
  if (!Number.isInteger(perIp) || perIp < 1)
    throw new TypeError(`TVMSCAN_LIVE_PER_IP must be a whole number from 1, got "${value}"`);
  return perIp;
}

/**
 * TVMSCAN_TRUST_PROXY: a hop count or comma-separated proxy addresses/CIDRs (Fastify trustProxy); `true`
 * trusts every hop, so clients can name their own address in X-Forwarded-For (README).
 */
function trustProxy(value: string | undefined): ApiConfig['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** TVMSCAN_RATE_LIMIT: requests per minute per client IP (API keys get ten times as many); 0 turns limits off. */
function rateLimit(value: string | undefined): ApiConfig['rateLimit'] {
  if (value === undefined) return DEFAULT_RATE_LIMIT;
  const perIp = Number(value);
  if (!Number.isInteger(perIp) || perIp < 0)
    throw new TypeError(`TVMSCAN_RATE_LIMIT must be a whole number, got "${value}"`);
  return perIp === 0 ? false : { perIp, perKey: perIp * 10, windowMs: 60_000 };
}

/** The prefix of every rate-limit counter a deployment keeps in Redis (TVMSCAN_REDIS_URL). */
const RATE_LIMIT_NAMESPACE = 'tvmscan-ratelimit:';

/**
 * TVMSCAN_REDIS_URL: the Redis every API process counts the rate limit in (decision 0046); unset, each
 * process counts its own. The counters' names start with a fixed prefix, so they are told apart from
 * anything else in that Redis, then the deployment's public origin (TVMSCAN_PUBLIC_URL) when it is set:
 * that is the one setting every process of a deployment has the same and two deployments never do (it
 * is the address clients use, and the issuer of its sign-ins), where a generated id would differ between
 * processes and a port between hosts. Without TVMSCAN_PUBLIC_URL, deployments that share a Redis share
 * counters unless each uses a database of its own (`redis://host:6379/1`).
 */
function sharedRateLimit(env: NodeJS.ProcessEnv): ApiConfig['sharedRateLimit'] {
  const text = env.TVMSCAN_REDIS_URL?.trim();
  if (!text) return undefined;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // Refused below; the value is not repeated, as it may hold a password.
  }
  const scheme = url && (url.protocol === 'redis:' || url.protocol === 'rediss:');
  if (!url || !scheme || !url.hostname) {
    const got = !url ? '' : scheme ? ', got one without a host' : `, got a "${url.protocol}" URL`;
    throw new TypeError(
      `TVMSCAN_REDIS_URL must be a redis://[user:password@]host[:port][/db] or rediss://… URL${got}`,
    );
  }
  const origin = publicOrigin(env.TVMSCAN_PUBLIC_URL);
  return { url: text, namespace: origin ? `${RATE_LIMIT_NAMESPACE}${origin}:` : RATE_LIMIT_NAMESPACE };
}

/** The origin of TVMSCAN_PUBLIC_URL, or null when unset (its form is checked where sign-in reads it). */
function publicOrigin(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    return new URL(text).origin;
  } catch {
    return text;
  }
}

/** A link the operator configured: http(s) only, so no configured text can become a script URL. */
function linkUrl(name: string, value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TypeError(`${name} must be an absolute http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new TypeError(`${name} must be an http(s) URL, got "${text}"`);
  return url.href;
}

/**
 * TVMSCAN_FOOTER_SERVICES ("Label=https://…,Label=https://…"), TVMSCAN_TERMS_URL, TVMSCAN_PRIVACY_URL,
 * TVMSCAN_COOKIES_URL and TVMSCAN_{TELEGRAM,TWITTER,GITHUB,DISCORD,MEDIUM}_URL.
 */
function footerLinks(env: NodeJS.ProcessEnv): FooterLinks {
  const services = (env.TVMSCAN_FOOTER_SERVICES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=');
      const label = entry.slice(0, Math.max(at, 0)).trim();
      const url = at < 1 ? null : linkUrl('TVMSCAN_FOOTER_SERVICES', entry.slice(at + 1));
      if (!label || !url)
        throw new TypeError(`TVMSCAN_FOOTER_SERVICES entries are Label=URL, got "${entry}"`);
      return { label, url };
    });
  const link = (name: string) => linkUrl(name, env[name]);
  return {
    services,
    terms: link('TVMSCAN_TERMS_URL'),
    privacy: link('TVMSCAN_PRIVACY_URL'),
    cookies: link('TVMSCAN_COOKIES_URL'),
    social: {
      telegram: link('TVMSCAN_TELEGRAM_URL'),
      twitter: link('TVMSCAN_TWITTER_URL'),
      github: link('TVMSCAN_GITHUB_URL'),
      discord: link('TVMSCAN_DISCORD_URL'),
      medium: link('TVMSCAN_MEDIUM_URL'),
    },
  };
}
