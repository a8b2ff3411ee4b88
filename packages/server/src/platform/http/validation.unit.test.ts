import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './validation.js';

const schema = z.strictObject({
  name: z.string(),
  age: z.number().int().min(18),
  email: z.email(),
  tags: z.array(z.string().max(3)).max(2),
  kind: z.enum(['A', 'B']),
  code: z.string().min(1, { error: 'RECOVERY_CODE_INVALID' }),
});

describe('fieldErrors', () => {
  it('gives every failing field a stable message code', () => {
    const r = schema.safeParse(
      { age: 'x', email: 'nope', tags: ['long-tag'], kind: 'C', code: '', extra: 1 },
      { reportInput: true },
    );
    const byField = Object.fromEntries(fieldErrors(r.error ?? new z.ZodError([])).map((f) => [f.field, f.messageCode]));
    expect(byField).toEqual({
      name: 'FIELD_REQUIRED',
      age: 'FIELD_INVALID_TYPE',
      email: 'FIELD_INVALID_EMAIL',
      'tags.0': 'FIELD_TOO_LONG',
      kind: 'FIELD_INVALID_OPTION',
      code: 'RECOVERY_CODE_INVALID',
      extra: 'FIELD_UNKNOWN',
    });
  });

  it('tells too small numbers from too short strings, and prefixes query fields', () => {
    const r = z
      .strictObject({ age: z.number().min(18), n: z.string().min(2) })
      .safeParse({ age: 3, n: 'a' }, { reportInput: true });
    expect(fieldErrors(r.error ?? new z.ZodError([]), 'query').map((f) => [f.field, f.messageCode])).toEqual([
      ['query.age', 'FIELD_TOO_SMALL'],
      ['query.n', 'FIELD_TOO_SHORT'],
    ]);
  });
});
