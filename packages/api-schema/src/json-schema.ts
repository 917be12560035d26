// A wire schema as JSON Schema, converted by the zod these schemas are written with: what the API
// compiles its response serializers from (the OpenAPI document is made from the same schemas).
import { z } from 'zod';

/** The JSON Schema of what `schema` puts on the wire (its output side). */
export const outputJsonSchema = (schema: z.ZodType): Record<string, unknown> =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as Record<
    string,
    unknown
  >;
