// @tvmscan/identity: the embedded OpenID provider (decision 0044) — oidc-provider with accounts, sessions
// and tokens in the explorer's database, mounted at /oidc as a Fastify plugin; its access tokens are
// JWTs for the Admin API.

export type { AttemptLimit } from '@tvmscan/attempt-limits';
export { authenticate, createAccount, EmailTaken } from './accounts';
export {
  generateProviderKeys,
  KEYS_VARIABLE,
  type LoadedKeys,
  type ProviderKeys,
  providerKeys,
} from './keys';
export { type Mail, type Mailer, outboxMailer, smtpMailer } from './mailer';
export { OUTBOX_PATH, outboxRoutes } from './outbox-page';
export {
  type AttemptLimits,
  DEFAULT_ATTEMPT_LIMITS,
  DEFAULT_CLIENT_ID,
  type IdentityOptions,
  identityRoutes,
} from './routes';
export { ADMIN_API_BASE, IDENTITY_BASE, type IdentityUrls, identityUrls } from './urls';
