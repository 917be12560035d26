// The sign-in and registration fields' checks (spec §5: an email is required, at most 127 characters and
// well-formed; a password has the provider's bounds), as i18n keys with their values. The provider
// checks the same bounds (api-schema IdentityCredentials); these only answer before a round trip.
import { IDENTITY_LIMITS } from '@tvmscan/api-schema/values';

export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

/** One `@`, something on each side, a dot in the domain and no spaces: the shape, not deliverability. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailProblem(value: string): FieldProblem | null {
  const email = value.trim();
  if (!email) return { key: 'auth.field.empty' };
  if (email.length > IDENTITY_LIMITS.emailLength)
    return { key: 'auth.field.tooLong', values: { max: IDENTITY_LIMITS.emailLength } };
  return EMAIL_SHAPE.test(email) ? null : { key: 'auth.field.email' };
}

export function passwordProblem(value: string): FieldProblem | null {
  if (!value) return { key: 'auth.field.empty' };
  if (value.length < IDENTITY_LIMITS.passwordMinLength)
    return { key: 'auth.field.passwordShort', values: { min: IDENTITY_LIMITS.passwordMinLength } };
  if (value.length > IDENTITY_LIMITS.passwordMaxLength)
    return { key: 'auth.field.tooLong', values: { max: IDENTITY_LIMITS.passwordMaxLength } };
  return null;
}
