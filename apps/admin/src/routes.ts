// The Admin API's HTTP routes (spec §7 "Admin API"; decision 0045), as a Fastify plugin the explorer
// mounts at /api/admin. Authorized routes run a guard of ./guards first (`signedIn`, or `admin` for the
// admin-only calls); the token ownership and asset proposal routes live in ./token-ownership and
// ./token-proposals, the token lists in ./token-lists; ./guards verifies the Bearer access token in ./access-token. Bodies
// are checked by the api-schema's zod schemas. The guards and the rate limit answer in the error shape
// `{ code, message, field }` themselves; a body its schema refuses, and any fault this plugin does not
// own (a database outage), goes to the host's error handler — the explorer's API (buildApi), whose
// handler answers those in the same shape, naming the field.
import { errorBody, PatCheckRequest } from '@tvmscan/api-schema';
import { type AttemptLimit, AttemptLimiter } from '@tvmscan/attempt-limits';
import { createPersonalKey, type Database, findActivePersonalKey } from '@tvmscan/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { AccessTokenVerifier } from './access-token';
import { AdminList } from './admins';
import { type AccessGuards, accessGuards } from './guards';
import { tokenListRoutes } from './token-lists';
import { tokenOwnershipRoutes } from './token-ownership';
import { DEFAULT_ASSET_BASE, tokenProposalRoutes } from './token-proposals';

export interface AdminOptions {
  database: Database;
  /** The OpenID issuer whose access tokens are taken (`${TVMSCAN_PUBLIC_URL}/oidc`, or TVMSCAN_OIDC_ISSUER). */
  issuer: string;
  /** The audience the tokens must name (TVMSCAN_ADMIN_AUDIENCE, default `${TVMSCAN_PUBLIC_URL}/api/admin`). */
  audience: string;
  /** TVMSCAN_ADMINS: emails (verified ones only) and subject ids. */
  admins: readonly string[];
  /** Seconds a token is still taken after it expired. Default 30. */
  clockToleranceSec?: number;
  /** `POST /v1/pat/check` attempts per client IP. Default 30 a minute. */
  patCheckLimit?: AttemptLimit;
  /**
   * The ownership verifier's raw address (the local network's, or TVMSCAN_OWNERSHIP_VERIFIER); null or
   * absent: link_owner answers 503, as no ownership can be proved.
   */
  ownershipVerifier?: string | null;
  /** Where the web app reaches this API (default `/api/admin`): the base of the logo URLs answered. */
  assetBase?: string;
  /** The deployment's network id (TVMSCAN_NETWORK_ID, default 0): the chainId of manifest tokens. */
  networkId?: number;
  /** Called after an admin approves a token's version (the host drops cached token answers). */
  onTokenApproved?: (root: string) => void | Promise<void>;
}

export const DEFAULT_PAT_CHECK_LIMIT: AttemptLimit = { attempts: 30, windowMs: 60_000 };
/** A pat/check body is one key: nothing legitimate comes near this. */
const PAT_CHECK_BODY_LIMIT = 1024;
/** Answers that belong to one caller or hold a secret: kept by no cache, shared or the browser's. */
const NO_STORE = 'no-store';

/** The caller of a route its `signedIn` guard let through. */
function signedInSubject(request: FastifyRequest): string {
  if (request.principal === null) throw new Error('an authorized route ran without its guard');
  return request.principal.sub;
}

export async function adminRoutes(app: FastifyInstance, options: AdminOptions): Promise<void> {
  const { db } = options.database;
  const verifier = new AccessTokenVerifier(options);
  const guards = accessGuards(verifier, new AdminList(options.admins));
  const patChecks = new AttemptLimiter(options.patCheckLimit ?? DEFAULT_PAT_CHECK_LIMIT);
  app.decorate('adminAccess', guards);
  app.decorateRequest('principal', null);
  app.setValidatorCompiler(validatorCompiler);

  // Creates a key and revokes the current one (spec §4 "API key"): the only answer that holds the key.
  app.get('/v1/authorized/api_key', { preHandler: guards.signedIn }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    return { personal_access_token: await createPersonalKey(db, signedInSubject(request)) };
  });

  app.get('/v1/authorized/is_admin', { preHandler: guards.signedIn }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    return request.principal?.admin === true;
  });

  // Counted before the body is parsed, so malformed attempts count too.
  app.post(
    '/v1/pat/check',
    {
      bodyLimit: PAT_CHECK_BODY_LIMIT,
      schema: { body: PatCheckRequest },
      onRequest: async (request, reply) => {
        const retryAfter = patChecks.retryAfter(request.ip);
        patChecks.record(request.ip);
        if (retryAfter === 0) return undefined;
        return reply
          .code(429)
          .header('retry-after', String(retryAfter))
          .send(errorBody('RATE_LIMITED', `too many key checks, retry in ${retryAfter} s`));
      },
    },
    async (request, reply) => {
      const { personal_access_token: key } = request.body as PatCheckRequest;
      reply.header('cache-control', NO_STORE);
      const found = await findActivePersonalKey(db, key);
      return found ? { valid: true, sub: found.sub } : { valid: false };
    },
  );

  // Token ownership and asset proposals (decision 0049).
  await tokenOwnershipRoutes(app, {
    database: options.database,
    guards,
    ownershipVerifier: options.ownershipVerifier ?? null,
  });
  await tokenProposalRoutes(app, {
    database: options.database,
    guards,
    assetBase: options.assetBase,
    onApproved: options.onTokenApproved,
  });
  // Community token lists and their manifests (decision 0051).
  await tokenListRoutes(app, {
    database: options.database,
    guards,
    assetBase: options.assetBase ?? DEFAULT_ASSET_BASE,
    networkId: options.networkId ?? 0,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Admin API's guards, for the routes registered in its plugin. */
    adminAccess: AccessGuards;
  }
}
