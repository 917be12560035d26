// Response serializers compiled once per route from its response schema (fast-json-stringify over the
// schema's JSON Schema form) instead of zod encoding every body at run time: a list page of 20 is
// written several times faster. The zod schema stays the contract: with `checkResponses` (the test
// suites) every body is also encoded by zod and the two outputs must be the same, so a body the schema
// does not describe, or one the compiled form would write differently, fails the test that sent it.
import { outputJsonSchema } from '@tvmscan/api-schema';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Serialize = (data: unknown) => string;

type JsonSchema = { [k: string]: unknown };

/** Keywords that only validate: a serializer needs the shape, and fast-json-stringify checks these at
 * run time where it must choose between the branches of an `anyOf`. */
const VALIDATION_ONLY = new Set([
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'description',
  'example',
  'examples',
]);

const isNull = (s: unknown) => typeof s === 'object' && s !== null && (s as JsonSchema).type === 'null';

/**
 * The shape alone: validation keywords dropped, and `anyOf: [X, null]` (zod's nullable) written as X
 * with `nullable`, which fast-json-stringify writes with a null check instead of validating each branch.
 */
function shapeOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(shapeOf);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(schema)) {
    if (!VALIDATION_ONLY.has(k))
      out[k] = k === 'properties' || k === '$defs' ? mapValues(v, shapeOf) : shapeOf(v);
  }
  const anyOf = out.anyOf;
  const value =
    Array.isArray(anyOf) && anyOf.length === 2 ? (anyOf.find((s) => !isNull(s)) as JsonSchema) : null;
  // Only a typed branch: `nullable` needs a `type` beside it (a union stays an anyOf with its null).
  if (value?.type && Array.isArray(anyOf) && anyOf.some(isNull)) {
    const { anyOf: _, ...rest } = out;
    return { ...rest, ...value, nullable: true };
  }
  return out;
}

const mapValues = (o: unknown, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(o as JsonSchema).map(([k, v]) => [k, f(v)]));

/** A serializer for `schema`'s bodies. */
export function compileSerializer(schema: z.ZodType): Serialize {
  // fast-json-stringify's types take a schema of its own kind; this one is plain JSON Schema draft 7.
  return fastJson(shapeOf(outputJsonSchema(schema)) as Parameters<typeof fastJson>[0]) as Serialize;
}

/** Fastify's serializer compiler: the compiled form, checked against zod's when `check` is on. */
export function serializerCompiler(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const fast = compileSerializer(route.schema);
    if (!check) return fast;
    const zod: Serialize = zodSerializerCompiler(route);
    return (data) => {
      const expected = zod(data);
      const written = fast(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url}: compiled serializer wrote ${written}, zod ${expected}`,
        );
      }
      return written;
    };
  };
}
