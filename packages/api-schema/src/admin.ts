// The Admin API's bodies (spec §7 "Admin API"; decision 0045), snake_case as the spec's calls name
// them. Later issues add the token, token-list and vote routes' bodies here.
import { z } from 'zod';
import { PlainText } from './primitives';

/** Spec §8: what a call that needs a sign-in answers without an access token, and with a bad one. */
export const AUTH_MESSAGES = {
  loginRequired: 'You must be logged in to continue',
  authorizationError: 'Authorization error, please try to login again',
} as const;

/** A personal key as a client sends it back: bounded well above the issued length (52 characters). */
export const PersonalAccessToken = PlainText.min(1).max(256);

/** GET /v1/authorized/api_key: a new key, shown this once. */
export const ApiKeyResponse = z.object({ personal_access_token: z.string() });
export type ApiKeyResponse = z.infer<typeof ApiKeyResponse>;

/** GET /v1/authorized/is_admin. */
export const IsAdminResponse = z.boolean();

/** POST /v1/pat/check. */
export const PatCheckRequest = z.strictObject({ personal_access_token: PersonalAccessToken });
export type PatCheckRequest = z.infer<typeof PatCheckRequest>;

/** `sub` (the key's account) only when the key is active. */
export const PatCheckResponse = z.object({ valid: z.boolean(), sub: z.string().optional() });
export type PatCheckResponse = z.infer<typeof PatCheckResponse>;
