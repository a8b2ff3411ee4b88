// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from '@sentio/domain';

const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], { eager: true, query: '?raw', import: 'default' });

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  getter?: () => z.ZodType;
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Every object key of an API response whose value is an enum: the fields whose values are codes, never display text. */
function enumFields(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const free = new Set<string>();
  const seen = new Set<z.ZodType>();
  const unwrap = (s: z.ZodType): z.ZodType => {
    const d = defOf(s);
    if (d.innerType) return unwrap(d.innerType);
    if (d.type === 'array' && d.element) return unwrap(d.element);
    if (d.type === 'lazy' && d.getter) return unwrap(d.getter());
    return s;
  };
  const walk = (s: z.ZodType) => {
    if (seen.has(s)) return;
    seen.add(s);
    const d = defOf(s);
    if (d.innerType) return walk(d.innerType);
    if (d.type === 'array' && d.element) return walk(d.element);
    if (d.type === 'lazy' && d.getter) return walk(d.getter());
    if ((d.type === 'union' || d.type === 'intersection') && d.options) for (const o of d.options) walk(o);
    if (d.type === 'object' && d.shape)
      for (const [key, value] of Object.entries(d.shape)) {
        const inner = defOf(unwrap(value));
        if (inner.type === 'string') free.add(key);
        if (inner.type === 'enum' && inner.entries) {
          const set = out.get(key) ?? new Set<string>();
          for (const v of Object.values(inner.entries)) set.add(v);
          out.set(key, set);
        }
        walk(value);
      }
  };
  for (const e of Object.values(endpoints)) walk(e.response);
  // A key that is free text somewhere (a model's `code`, a field's `key`, the `field` of a validation error) cannot be
  // told apart by its name. (`reason`: an action effect's reason code, and a rejected make-public request's text.)
  for (const key of ["code", "key", "field", "reason"]) out.delete(key);
  return out;
}

describe('raw enum values', () => {
  it('finds the enum fields of the API responses', () => {
    const fields = [...enumFields().keys()];
    expect(fields).toEqual(expect.arrayContaining(['sentiment', 'status', 'role', 'senseType', 'learningStatus', 'language']));
  });

  it('are never rendered as text: a code goes through t(), a channel or model code through its name', () => {
    // Codes that are not enums but have a display name (a channel's or a model's name).
    const names = [...enumFields().keys(), 'channelCode', 'modelCode'].join('|');
    const value = `[\\w?.!]+\\.(?:${names})`;
    const patterns = [
      // A JSX child `{doc.status}` or `{doc.channelCode ?? '—'}` (not an attribute value `x={doc.status}`).
      new RegExp(`(?<![=$\\w])\\{\\s*${value}\\s*(?:\\}|\\?\\?|\\|\\|)`, 'g'),
      // A code in a text template `· ${c.sentiment}`; key, id and test-id templates (`sentiment.${s}`, `tag-${s}`,
      // `${a}:${b}`) are fine.
      new RegExp(`(?<![.:\\w-])\\$\\{\\s*${value}\\s*\\}`, 'g'),
      // A table column rendering the code: `render: (_, doc) => doc.channelCode ?? '—',`.
      new RegExp(`render: \\([^)]*\\) =>\\s*${value}\\s*(?:\\?\\?\\s*'[^']*'\\s*)?[,}]`, 'g'),
      // Channel codes listed as they are: `channels.map((c) => <Tag key={c}>{c}</Tag>)`.
      /channels\.map\(\((\w+)\)\s*=>[\s(]*<\w+[^>]*>\{\1\}/g,
    ];
    const hits: string[] = [];
    for (const [file, text] of Object.entries(sources))
      for (const pattern of patterns) for (const m of text.matchAll(pattern)) hits.push(`${file}: ${m[0]}`);
    expect(hits).toEqual([]);
  });
});
