// Access-token verification (decision 0045): the one module that decides whether a request carries a
// valid access token of the configured OpenID issuer — the Admin API's guards use it, and so must any
// later caller. A token is a JWT the issuer signed with an asymmetric key from its JWKS (found through
// its discovery document), for this API's audience, not expired beyond a small clock leeway. Every
// failure is an AccessTokenError: `missing` (no Bearer token), `invalid` (anything wrong with the
// token), or `unavailable` (the issuer's discovery document or keys could not be fetched: not the
// token's fault, so not a reason to sign the user out).
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';

export interface AccessTokenOptions {
  /** The issuer (`iss`): `${TVMSCAN_PUBLIC_URL}/oidc` for the embedded provider, or TVMSCAN_OIDC_ISSUER. */
  issuer: string;
  /** This API's audience (`aud`), by default `${TVMSCAN_PUBLIC_URL}/api/admin`. */
  audience: string;
  /** Seconds a token is still taken after its `exp` (clocks differ). Default 30. */
  clockToleranceSec?: number;
  /** Longest wait for the discovery document or the JWKS. Default 5000 ms. */
  fetchTimeoutMs?: number;
}

/**
 * Asymmetric algorithms only: `none` and the HMAC family are never taken, so a token signed with a
 * public key used as an HMAC secret, or not signed at all, is refused before any key is looked up.
 */
export const ACCESS_TOKEN_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;
export const DEFAULT_CLOCK_TOLERANCE_SEC = 30;
const DEFAULT_FETCH_TIMEOUT_MS = 5000;
/** How long a failed discovery is remembered before the next request tries again. */
const DISCOVERY_RETRY_MS = 10_000;
/** The largest discovery document read (real ones are a few kB). */
const DISCOVERY_MAX_BYTES = 64 * 1024;
/** A longer Authorization header is not a token of ours (the provider's are about 1 kB). */
const MAX_TOKEN_LENGTH = 8192;
/** OpenID Connect bounds `sub` to 255 ASCII characters. */
const MAX_SUBJECT_LENGTH = 255;
/** How long the remote JWKS is kept, and the least time between two refetches for an unknown `kid`. */
const JWKS_CACHE_MS = 10 * 60_000;
const JWKS_COOLDOWN_MS = 30_000;

/** What an authorized route knows of its caller. */
export interface AccessClaims {
  sub: string;
  /** Null when the token carries no email (an external issuer may leave it out). */
  email: string | null;
  /** True only when the token says `email_verified: true`. */
  emailVerified: boolean;
  scope: string | null;
  clientId: string | null;
}

export type AccessTokenFailure = 'missing' | 'invalid' | 'unavailable';

export class AccessTokenError extends Error {
  constructor(
    readonly kind: AccessTokenFailure,
    message: string,
  ) {
    super(message);
    this.name = 'AccessTokenError';
  }
}

/** The token of an `Authorization: Bearer <token>` header; null when there is no such header. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (match === null) {
    if (header.trim() === '') return null;
    throw new AccessTokenError('invalid', 'the Authorization header is not a Bearer token');
  }
  return match[1];
}

/** Errors of jose that say the keys could not be had, as opposed to the token being wrong. */
function isFetchFailure(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true; // fetch's own TypeError: the issuer is unreachable
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    // jose's generic error is what a JWKS response that is not 200 or not JSON raises.
    error.code === 'ERR_JOSE_GENERIC'
  );
}

/** A response's body as text, refused once it grows past `maxBytes`. */
async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const next = await reader?.read();
    if (next === undefined || next.done) break;
    size += next.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      throw new Error(`${response.url} is larger than ${maxBytes} bytes`);
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const stringClaim = (payload: JWTPayload, name: string): string | null =>
  typeof payload[name] === 'string' ? (payload[name] as string) : null;

export class AccessTokenVerifier {
  readonly issuer: string;
  readonly audience: string;
  private readonly clockTolerance: number;
  private readonly timeoutMs: number;
  private discovery: Promise<JWTVerifyGetKey> | null = null;
  private discoveryFailedAt = 0;

  constructor(options: AccessTokenOptions) {
    this.issuer = options.issuer;
    this.audience = options.audience;
    this.clockTolerance = options.clockToleranceSec ?? DEFAULT_CLOCK_TOLERANCE_SEC;
    this.timeoutMs = options.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  }

  /** The claims of the Bearer token in `authorization` (the header's value), or an AccessTokenError. */
  async verify(authorization: unknown): Promise<AccessClaims> {
    const token = bearerToken(authorization);
    if (token === null) throw new AccessTokenError('missing', 'no access token');
    if (token.length > MAX_TOKEN_LENGTH)
      throw new AccessTokenError('invalid', 'the access token is too long');
    const keys = await this.jwks();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: this.issuer,
        audience: this.audience,
        algorithms: [...ACCESS_TOKEN_ALGORITHMS],
        clockTolerance: this.clockTolerance,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (isFetchFailure(error))
        throw new AccessTokenError('unavailable', "the issuer's keys could not be fetched");
      throw new AccessTokenError('invalid', error instanceof Error ? error.message : 'invalid access token');
    }
    const sub = payload.sub;
    if (typeof sub !== 'string' || sub === '' || sub.length > MAX_SUBJECT_LENGTH)
      throw new AccessTokenError('invalid', 'the access token has no usable subject');
    return {
      sub,
      email: stringClaim(payload, 'email'),
      emailVerified: payload.email_verified === true,
      scope: stringClaim(payload, 'scope'),
      clientId: stringClaim(payload, 'client_id'),
    };
  }

  /**
   * The issuer's keys, from the `jwks_uri` of its discovery document. Found on first use, not at start:
   * the embedded provider may be mounted in the same server, which is not listening yet. A failed
   * discovery is retried after DISCOVERY_RETRY_MS, so an issuer that is down is not asked on every
   * request. jose's remote set caches the keys, refetches them for an unknown `kid` at most once per
   * cooldown, and bounds each fetch with the timeout.
   */
  private async jwks(): Promise<JWTVerifyGetKey> {
    if (this.discovery === null) {
      if (Date.now() - this.discoveryFailedAt < DISCOVERY_RETRY_MS)
        throw new AccessTokenError('unavailable', "the issuer's discovery document could not be fetched");
      this.discovery = this.discover().catch((error: unknown) => {
        this.discovery = null;
        this.discoveryFailedAt = Date.now();
        throw new AccessTokenError(
          'unavailable',
          `the issuer's discovery document could not be fetched: ${error instanceof Error ? error.message : error}`,
        );
      });
    }
    return this.discovery;
  }

  private async discover(): Promise<JWTVerifyGetKey> {
    const url = `${this.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const document = JSON.parse(await readBounded(response, DISCOVERY_MAX_BYTES)) as {
      issuer?: unknown;
      jwks_uri?: unknown;
    };
    // OpenID Connect Discovery 1.0 §4.3: the document must name the issuer it was fetched for.
    if (document.issuer !== this.issuer) throw new Error(`${url} names another issuer`);
    if (typeof document.jwks_uri !== 'string') throw new Error(`${url} has no jwks_uri`);
    const jwksUri = new URL(document.jwks_uri);
    if (jwksUri.protocol !== 'https:' && jwksUri.protocol !== 'http:')
      throw new Error('jwks_uri is not an http(s) URL');
    return createRemoteJWKSet(jwksUri, {
      timeoutDuration: this.timeoutMs,
      cooldownDuration: JWKS_COOLDOWN_MS,
      cacheMaxAge: JWKS_CACHE_MS,
    });
  }
}
