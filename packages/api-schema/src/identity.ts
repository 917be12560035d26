// The embedded OpenID provider's interaction bodies (apps/identity, decision 0044): what the web app's
// sign-in and registration screens send to /oidc/interaction/:uid/..., and what they get back.
import { z } from 'zod';
import { emailField } from './form-fields';
import { IDENTITY_LIMITS } from './values';

/** The generic text of spec §8, answered for a registration with an email an account already has. */
export const EMAIL_TAKEN_MESSAGE = 'Email is already taken, please try another one.';

export const IdentityEmail = emailField(IDENTITY_LIMITS.emailLength);

export const IdentityPassword = z
  .string()
  .min(
    IDENTITY_LIMITS.passwordMinLength,
    `Password must be at least ${IDENTITY_LIMITS.passwordMinLength} characters long.`,
  )
  .max(
    IDENTITY_LIMITS.passwordMaxLength,
    `Field cannot be longer than ${IDENTITY_LIMITS.passwordMaxLength} characters.`,
  );

/** POST /oidc/interaction/:uid/login and /register. */
export const IdentityCredentials = z.strictObject({ email: IdentityEmail, password: IdentityPassword });
export type IdentityCredentials = z.infer<typeof IdentityCredentials>;

export const InteractionParams = z.strictObject({ uid: z.string().min(1).max(IDENTITY_LIMITS.uidLength) });

/** GET /oidc/interaction/:uid: which screen the interaction needs. */
export const InteractionDetails = z.object({
  uid: z.string(),
  /** `login`: the sign-in or registration screen; `consent`: confirm (granted at once for our client). */
  prompt: z.string(),
  clientId: z.string(),
});
export type InteractionDetails = z.infer<typeof InteractionDetails>;

/** Every successful interaction step: where the browser goes next (the provider, which then redirects
 *  to the app with the authorization code). */
export const InteractionRedirect = z.object({ redirectTo: z.string() });
export type InteractionRedirect = z.infer<typeof InteractionRedirect>;
