// The query-string form of a JSON filter schema, for GET calls (CSV exports) that take a list's filter:
// every field keeps its own schema, so validation, defaults and the handler's types stay those of the
// list; only the transport differs — numbers and booleans arrive as text, arrays comma-separated.
import { z } from 'zod';

/** Longest comma-separated list value a query string may carry. */
const LIST_TEXT_MAX = 5000;

type Unwrapped = { inner: z.ZodType; rewrap: (s: z.ZodType) => z.ZodType };

/** Peels `.optional()` / `.default()` off a field so the text conversion goes inside them. */
function unwrap(field: z.ZodType): Unwrapped {
  if (field instanceof z.ZodOptional) {
    const { inner, rewrap } = unwrap(field.unwrap() as z.ZodType);
    return { inner, rewrap: (s) => rewrap(s).optional() };
  }
  if (field instanceof z.ZodDefault) {
    const { inner, rewrap } = unwrap(field.unwrap() as z.ZodType);
    const value = field.def.defaultValue;
    return { inner, rewrap: (s) => rewrap(s).default(value as never) };
  }
  return { inner: field, rewrap: (s) => s };
}

/** One field as it arrives in a query string. */
function fromText(field: z.ZodType): z.ZodType {
  const { inner, rewrap } = unwrap(field);
  if (inner instanceof z.ZodArray) {
    return rewrap(
      z
        .string()
        .max(LIST_TEXT_MAX)
        .transform((s) => s.split(',').filter(Boolean))
        .pipe(inner as z.ZodType<unknown, string[]>),
    );
  }
  if (inner instanceof z.ZodNumber) {
    return rewrap(
      z
        .string()
        .regex(/^-?\d{1,16}$/, 'expected an integer')
        .transform(Number)
        .pipe(inner as z.ZodType<unknown, number>),
    );
  }
  if (inner instanceof z.ZodBoolean) {
    return rewrap(z.enum(['true', 'false']).transform((s) => s === 'true'));
  }
  return field;
}

/**
 * The query-string twin of a filter object: the same fields with the same outputs. Its static type is
 * the filter's own, so a client names the same fields (it writes them as text on the wire).
 */
export function queryStringOf<S extends z.ZodRawShape>(filter: z.ZodObject<S>): z.ZodObject<S> {
  const shape = Object.fromEntries(
    Object.entries(filter.shape).map(([key, field]) => [key, fromText(field as z.ZodType)]),
  );
  return z.strictObject(shape) as unknown as z.ZodObject<S>;
}
