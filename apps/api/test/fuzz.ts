// Bodies for the fuzz test, generated per route from its own schema: every field the schema names gets
// a value that passes validation but is hostile — edge numbers, the longest strings, unknown and real
// ids, masterchain and extreme addresses, foreign and boundary cursors, extreme ranges — so the request
// reaches the handler and the database. What does not validate is dropped (the test counts the rest).
import type { RouteDef } from '@tvmscan/api-schema';
import { z } from 'zod';

export { prng } from '@tvmscan/test-support/prng';

const H = (c: string) => c.repeat(64);
const ADDRESSES = [`0:${H('f')}`, `-1:${H('3')}`, `127:${H('0')}`, `-128:${H('a')}`];
const BIG = '9'.repeat(37);

export interface Pools {
  /** Real ids of the seeded chain (hashes, addresses, cursors) mixed into the hostile values. */
  hashes: string[];
  addresses: string[];
  cursors: string[];
}

/** Hostile but schema-valid candidates for a field, by its JSON-schema description. */
function candidates(name: string, s: Record<string, unknown>, pools: Pools): unknown[] {
  if (Array.isArray(s.enum)) return s.enum;
  if (s.anyOf || s.oneOf) {
    return ((s.anyOf ?? s.oneOf) as Record<string, unknown>[]).flatMap((x) => candidates(name, x, pools));
  }
  switch (s.type) {
    case 'integer':
    case 'number': {
      const min = (s.minimum as number | undefined) ?? -(2 ** 31);
      const max = (s.maximum as number | undefined) ?? 2 ** 31;
      return [min, max, Math.floor((min + max) / 2), Math.min(max, min + 1)];
    }
    case 'boolean':
      return [true, false];
    case 'array': {
      const item = candidates(name, (s.items ?? {}) as Record<string, unknown>, pools);
      const max = Math.min((s.maxItems as number | undefined) ?? 50, 50);
      return [[], item.slice(0, 1), Array.from({ length: max }, (_, i) => item[i % item.length])];
    }
    case 'string': {
      const pattern = String(s.pattern ?? '');
      if (/cursor/i.test(name)) return pools.cursors;
      if (isAddressField(s)) return [...ADDRESSES, ...pools.addresses];
      if (pattern.includes('{64}')) return [H('f'), H('0'), ...pools.hashes];
      if (pattern.includes('{16}')) return ['8000000000000000', '0000000000000001', 'ffffffffffffffff'];
      if (pattern.includes('-?')) return ['0', `-${BIG}`, BIG];
      if (pattern.includes('\\d')) return ['0', '18446744073709551615', BIG, '1'];
      const max = (s.maxLength as number | undefined) ?? 256;
      return ['qqx', 'x'.repeat(Math.min(max, 256)), "'; DROP TABLE blocks; --", '%_\\', '\u202e<script>'];
    }
    default:
      return [null];
  }
}

/** One body for `schema`: each property present with probability 1/2, its value one of its candidates. */
export function hostileBody(
  schema: z.ZodType,
  rand: () => number,
  pools: Pools,
  /** `output` for a query string: generate the values it decodes to, then write them as text (asQuery). */
  io: 'input' | 'output' = 'input',
): unknown {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  const variants = (json.anyOf ?? json.oneOf ?? [json]) as Record<string, unknown>[];
  const shape = variants[Math.floor(rand() * variants.length)];
  const props = (shape.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((shape.required ?? []) as string[]);
  const body: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(props)) {
    if (!required.has(name) && rand() < 0.5) continue;
    const options = candidates(name, s, pools);
    body[name] = options[Math.floor(rand() * options.length)];
  }
  return body;
}

/** One text value in a URL: percent-encoded, an unpaired surrogate as the bytes no server can decode. */
export function urlText(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (c) => {
    const u = c.charCodeAt(0);
    if (c.length === 2 || u < 0xd800 || u > 0xdfff) return encodeURIComponent(c);
    return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  });
}

/** A query string of the same values (arrays comma-separated), for GET calls that take one. */
export function asQuery(body: unknown): string {
  return Object.entries(body as Record<string, unknown>)
    .map(([k, v]) => `${urlText(k)}=${urlText(Array.isArray(v) ? v.join(',') : String(v))}`)
    .join('&');
}

/** What a route takes its input as, and the schema of it (null: it takes none). */
export function inputOf(route: RouteDef): { where: 'body' | 'query' | 'params'; schema: z.ZodType } | null {
  if (route.body) return { where: 'body', schema: route.body };
  if (route.query) return { where: 'query', schema: route.query };
  if (route.params) return { where: 'params', schema: route.params };
  return null;
}

type JsonSchema = Record<string, unknown>;

/** The fields an input schema takes (over all variants of a union), each with its JSON schema. */
export function fieldsOf(schema: z.ZodType, io: 'input' | 'output'): Map<string, JsonSchema> {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const variants = (json.anyOf ?? json.oneOf ?? [json]) as JsonSchema[];
  return new Map(variants.flatMap((v) => Object.entries((v.properties ?? {}) as Record<string, JsonSchema>)));
}

/** A raw address pattern (`[wc]:` and 64 hex digits), of the field or of its items. */
export const isAddressField = (s: JsonSchema): boolean => {
  const pattern = String(s.pattern ?? (s.items as JsonSchema | undefined)?.pattern ?? '');
  return pattern.includes('{64}') && pattern.includes(':');
};

/** The inject options that send `input` to `route` where it takes it (text values URL-encoded as is). */
export function requestOf(route: RouteDef, input: Record<string, unknown> | undefined) {
  const where = inputOf(route)?.where;
  if (where === 'body') {
    return {
      method: route.method,
      url: route.path,
      payload: JSON.stringify(input),
      headers: { 'content-type': 'application/json' },
    };
  }
  let url = route.path;
  if (where === 'params') {
    for (const [k, v] of Object.entries(input ?? {})) url = url.replace(`:${k}`, urlText(String(v)));
  } else if (where === 'query') {
    url = `${url}?${asQuery(input)}`;
  }
  return { method: route.method, url };
}

/** A schema-valid hostile input for `route` (its `output` values for a query string), or an error. */
export function validInput(route: RouteDef, rand: () => number, pools: Pools): Record<string, unknown> {
  const input = inputOf(route);
  if (!input) return {};
  const query = input.where === 'query';
  for (let i = 0; i < 200; i++) {
    const body = hostileBody(input.schema, rand, pools, query ? 'output' : 'input') as Record<
      string,
      unknown
    >;
    const sent = query ? Object.fromEntries(new URLSearchParams(asQuery(body))) : body;
    if (input.schema.safeParse(sent).success) return body;
  }
  throw new Error(`${route.path}: no generated input passed its schema`);
}
