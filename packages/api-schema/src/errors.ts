// The one error body every 4xx carries (house habit 3): a stable code, a readable message and,
// when the fault is in the request, the dotted path of the offending field.
import { z } from 'zod';

export const ErrorCode = z.enum([
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'INVALID_CURSOR',
  'NOT_FOUND',
  'FORBIDDEN',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
  // The Admin API's token routes (decision 0049): the caller has not proved it owns the token (412 on
  // link_owner, 403 on a proposal), the token already has a Pending version (409), a vote names a
  // version that is not Pending (409).
  'NOT_OWNER',
  'PENDING',
  'NOT_PENDING',
  // Community token lists (decision 0051): a list url another list has, a token already in the list
  // or already proposed for it (409).
  'CONFLICT',
]);

export const ErrorResponse = z.object({
  code: ErrorCode,
  message: z.string(),
  field: z.string().nullable(),
});

export type ErrorCode = z.infer<typeof ErrorCode>;
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** An error body, as every service of the explorer sends it. */
export const errorBody = (code: ErrorCode, message: string, field: string | null = null): ErrorResponse => ({
  code,
  message,
  field,
});
