// @tvmscan/admin: the Admin API (spec §7 "Admin API"; decision 0045) as a Fastify plugin mounted at
// /api/admin, and the access-token verification every authorized caller uses.
export {
  ACCESS_TOKEN_ALGORITHMS,
  type AccessClaims,
  AccessTokenError,
  type AccessTokenFailure,
  type AccessTokenOptions,
  AccessTokenVerifier,
  bearerToken,
  DEFAULT_CLOCK_TOLERANCE_SEC,
} from './access-token';
export { AdminList } from './admins';
export { type AccessGuards, accessGuards, type Guard, type Principal } from './guards';
export { type AdminOptions, adminRoutes, DEFAULT_PAT_CHECK_LIMIT } from './routes';
