// The form fields several Admin API bodies share, with spec §5's common messages: one definition of an
// email, an http(s) link and an SVG logo, so the asset update, the token list form and the sign-in
// screens refuse the same input with the same text.
import { z } from 'zod';
import { PlainText } from './primitives';

/** Spec §5 "Common messages". */
export const FIELD_MESSAGES = {
  empty: 'Field cannot be empty.',
  url: 'Field must be a valid url.',
  email: 'Field must be a valid email.',
  latin: 'Field can only contain latin letters and numbers.',
  unique: 'Field must be unique.',
  svg: 'Image must be a valid svg.',
} as const;

export const tooLong = (max: number) => `Field cannot be longer than ${max} characters.`;

/** A required email of at most `max` characters, trimmed. */
export const emailField = (max: number) =>
  PlainText.trim().min(1, FIELD_MESSAGES.empty).max(max, tooLong(max)).pipe(z.email(FIELD_MESSAGES.email));

/** An http(s) URL of at most `max` characters. */
export const httpUrlField = (max: number) =>
  PlainText.max(max, tooLong(max)).refine((s) => {
    try {
      const { protocol } = new URL(s);
      return protocol === 'https:' || protocol === 'http:';
    } catch {
      return false;
    }
  }, FIELD_MESSAGES.url);

/**
 * A logo as sent: base64 of an SVG document, at most `max` characters. The server decodes it, refuses
 * what is not an SVG (FIELD_MESSAGES.svg) and keeps only its sanitized form.
 */
export const svgLogoField = (max: number) =>
  z
    .string()
    .min(1, FIELD_MESSAGES.empty)
    .max(max, tooLong(max))
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, FIELD_MESSAGES.svg);
