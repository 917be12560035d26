// How a body, query or path its zod schema refused is answered, by every service of the explorer (api,
// verify, identity, and admin through the api's handler): 400 `{ code, message, field }` naming the
// offending field, the message prefixed with it. Each service's error handler recognises the refusal
// with fastify-type-provider-zod's `hasZodFastifySchemaValidationErrors` and hands its `validation` list
// here; this package takes only the issues' shape, so it needs neither fastify nor the type provider
// (the web imports this package too).
import { type ErrorResponse, errorBody } from './errors';

/** One schema issue as Fastify hands it to an error handler (`error.validation[i]`). */
export interface SchemaIssue {
  /** `/includeSrcAccounts/0` for the issue's zod path `['includeSrcAccounts', 0]`. */
  instancePath: string;
  message?: string;
  /** The zod issue's own fields (fastify-type-provider-zod puts them here). */
  params?: unknown;
}

interface IssueParams {
  /** An unknown key's refusal (a strict object): the keys it did not know. */
  keys?: string[];
  /** A union's refusal: each variant's issues, their paths relative to the union. */
  errors?: (IssueParams & { path: PropertyKey[]; message: string })[][];
}

/**
 * `/includeSrcAccounts/0` → `includeSrcAccounts.0`; an unknown key names itself; a union refused as a
 * whole names what its closest variant (the fewest issues) refused.
 */
function fieldOf(path: string[], message: string, params: IssueParams | undefined) {
  const variants = params?.errors;
  if (variants?.length) {
    const [inner] = variants.reduce((a, b) => (b.length < a.length ? b : a));
    if (inner) return fieldOf([...path, ...inner.path.map(String)], inner.message, inner);
  }
  const extra = params?.keys?.[0];
  const field = (extra ? [...path, extra] : path).join('.') || null;
  return { field, message };
}

/** The 400 body for a schema's refusal: its first issue, as `field: message` naming the field (or
 *  `body: message` when the whole body is refused). */
export function validationRefusal(issues: readonly SchemaIssue[]): ErrorResponse {
  const first = issues[0];
  if (!first) return errorBody('BAD_REQUEST', 'body: invalid');
  const path = first.instancePath.split('/').filter(Boolean);
  const { field, message } = fieldOf(path, first.message ?? 'invalid', first.params as IssueParams);
  return errorBody('BAD_REQUEST', `${field ?? 'body'}: ${message}`, field);
}
