import { email, requiredText } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanStrings, cleanText } from './clean-strings.js';

const NUL = '\u0000';

describe('cleanText', () => {
  it('removes NUL, replaces lone surrogates and keeps pairs', () => {
    expect(cleanText(`a${NUL}b\udc00c\ud83d😀`)).toBe('ab\uFFFDc\uFFFD😀');
    expect(cleanText('plain')).toBe('plain');
  });
});

describe('cleanStrings: the kind of a field decides', () => {
  const schema = z.strictObject({
    name: requiredText(100),
    email,
    id: z.string().max(200).optional(),
    modelCode: z.string(),
    when: z.uuid().optional(),
    color: z
      .string()
      .regex(/^#\w+$/)
      .default('#000'),
    kind: z.enum(['A', 'B']).optional(),
    tags: z.array(z.string()).optional(),
    attrs: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    values: z.record(z.string(), z.unknown()).optional(),
    nested: z.lazy(() => z.object({ note: z.string().nullable().optional() })).optional(),
  });
  const fields = (value: unknown) => cleanStrings(value, schema).issues.map((i) => i.field);

  it('cleans free text in place, at any depth', () => {
    const body = {
      name: `A${NUL}`,
      tags: [`t${NUL}`],
      attrs: { a: `v\udc00` },
      values: { x: [{ y: `z${NUL}` }] },
      nested: { note: `n${NUL}` },
    };
    const out = cleanStrings(body, schema);
    expect(out.issues).toEqual([]);
    expect(out.value).toEqual({
      name: 'A',
      tags: ['t'],
      attrs: { a: 'v\uFFFD' },
      values: { x: [{ y: 'z' }] },
      nested: { note: 'n' },
    });
  });

  it('refuses identifiers, formats, patterns, enums and keys, naming the field', () => {
    expect(
      fields({
        email: `a${NUL}@b.c`,
        id: `x${NUL}`,
        modelCode: `m${NUL}`,
        when: `u${NUL}`,
        color: `#f${NUL}`,
        kind: `A${NUL}`,
        attrs: { [`k${NUL}`]: 1 },
        values: { [`k\udc00`]: 'v' },
      }),
    ).toEqual(['email', 'id', 'modelCode', 'when', 'color', 'kind', 'attrs.k', 'values.k\uFFFD']);
  });

  it('treats every string as an identifier when strict (path parameters)', () => {
    const r = cleanStrings({ code: `c${NUL}`, q: `q${NUL}` }, z.object({ code: z.string(), q: z.string() }), {
      prefix: 'params',
      strict: true,
    });
    expect(r.issues.map((i) => i.field)).toEqual(['params.code', 'params.q']);
  });
});
