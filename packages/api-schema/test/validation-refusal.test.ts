import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type SchemaIssue, validationRefusal } from '../src/index';

/** A schema's refusal as the services' error handlers get it: fastify-type-provider-zod turns each zod
 *  issue into `{ instancePath: '/a/0', message, params: <the issue's other fields> }`. */
function issuesOf(schema: z.ZodType, value: unknown): SchemaIssue[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('the schema took the value');
  return result.error.issues.map(({ path, message, code: _code, ...params }) => ({
    instancePath: `/${path.join('/')}`,
    message,
    params,
  }));
}

describe('validationRefusal', () => {
  it('names the field in the field and the message', () => {
    const Body = z.strictObject({ items: z.array(z.number()).max(3) });
    expect(validationRefusal(issuesOf(Body, { items: [1, 'x'] }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'items.1: Invalid input: expected number, received string',
      field: 'items.1',
    });
    expect(validationRefusal(issuesOf(Body, { items: [], extra: 1 }))).toMatchObject({ field: 'extra' });
    expect(validationRefusal(issuesOf(Body, []))).toMatchObject({
      field: null,
      message: expect.stringMatching(/^body: /),
    });
  });

  it('names what the closest variant of a refused union refused', () => {
    const Body = z.strictObject({
      target: z.union([
        z.strictObject({ hash: z.string().length(4) }),
        z.strictObject({ seqno: z.number() }),
      ]),
    });
    expect(validationRefusal(issuesOf(Body, { target: { hash: 'abc' } }))).toMatchObject({
      field: 'target.hash',
      message: expect.stringMatching(/^target\.hash: /),
    });
  });
});
