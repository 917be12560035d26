// The guards every authorized Admin API route runs before its handler (decision 0045): `signedIn`
// verifies the Bearer access token (./access-token) and puts the caller on `request.principal`;
// `admin` does that and refuses a signed-in caller who is not on the admin list. Refusals are the
// explorer's error shape with the spec's §8 texts: 401 without a token ("You must be logged in to
// continue") or with a bad one ("Authorization error, please try to login again"), 403 for a non-admin,
// 503 when the issuer's keys cannot be fetched (the token may well be good: the web keeps the user).
import { AUTH_MESSAGES, errorBody } from '@tvmscan/api-schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AccessClaims, AccessTokenError, type AccessTokenVerifier } from './access-token';
import type { AdminList } from './admins';

export interface Principal extends AccessClaims {
  admin: boolean;
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

export interface AccessGuards {
  signedIn: Guard;
  admin: Guard;
}

function refuse(reply: FastifyReply, error: AccessTokenError): FastifyReply {
  switch (error.kind) {
    case 'missing':
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody('UNAUTHORIZED', AUTH_MESSAGES.loginRequired));
    case 'invalid':
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer error="invalid_token"')
        .send(errorBody('UNAUTHORIZED', AUTH_MESSAGES.authorizationError));
    case 'unavailable':
      return reply
        .code(503)
        .header('retry-after', '10')
        .send(errorBody('UNAVAILABLE', 'the identity provider cannot be reached, retry'));
  }
}

export function accessGuards(verifier: AccessTokenVerifier, admins: AdminList): AccessGuards {
  const signedIn: Guard = async (request, reply) => {
    try {
      const claims = await verifier.verify(request.headers.authorization);
      request.principal = { ...claims, admin: admins.includes(claims) };
      return undefined;
    } catch (error) {
      if (error instanceof AccessTokenError) return refuse(reply, error);
      throw error;
    }
  };
  const admin: Guard = async (request, reply) => {
    const refused = await signedIn(request, reply);
    if (refused) return refused;
    if (request.principal?.admin) return undefined;
    return reply.code(403).send(errorBody('FORBIDDEN', 'this call is for admins'));
  };
  return { signedIn, admin };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of an authorized Admin API route, set by its guard; null elsewhere. */
    principal: Principal | null;
  }
}
