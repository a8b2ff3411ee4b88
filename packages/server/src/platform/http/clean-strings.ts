import { defaultMessages, type FieldError } from '@sentio/domain';
import type { z } from 'zod';

/**
 * Characters PostgreSQL refuses in `text` and `jsonb` (a NUL, U+0000) or that are not text at all (half of a UTF-16
 * surrogate pair). What the API does with them depends on the kind of field, decided here once for every route
 * (docs/validation-rules.md, "Characters the API refuses or cleans"):
 * - free text (a string field with no format, pattern or fixed set of values, and values of free-form JSON):
 *   cleaned — NUL removed, a lone surrogate replaced by U+FFFD — then validated as usual;
 * - everything else (ids, codes, e-mails, dates, enum values, object keys, path parameters, and any field named
 *   `id`, `code`, `email` or ending in `Id`, `Code`, `Email`, whatever its schema): refused, 400 with
 *   FIELD_INVALID_CHARACTERS on the field, because cleaning would silently name another record.
 */
// eslint-disable-next-line no-control-regex -- the NUL is exactly the character looked for
const bad = /\u0000|\p{Cs}/u;
const identifierName = /^(?:id|code|email)$|(?:Id|Code|Email)$/;

export const hasBadCharacters = (text: string): boolean => bad.test(text);

/** Free text as PostgreSQL can store it: NUL removed, lone surrogates replaced by U+FFFD. */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex -- the NUL is exactly the character removed
  return bad.test(text) ? text.replace(/\u0000/g, '').replace(/\p{Cs}/gu, '\uFFFD') : text;
}

type Schema = z.core.$ZodType;
type Kind = 'text' | 'strict';
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'success']);

interface Def {
  type: string;
  innerType?: Schema;
  getter?: () => Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  valueType?: Schema;
  items?: Schema[];
  rest?: Schema | null;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  format?: string;
  checks?: { _zod: { def: { check: string } } }[];
}
const defOf = (s: Schema): Def => {
  // zod's own def types are a union per schema kind; only these few fields are read, each checked where used.
  const def: unknown = s._zod.def;
  return def as Def;
};

/** The schemas a value may be checked against once wrappers (optional, default, lazy…) are removed; unions fan out. */
function unwrap(s: Schema | undefined, out: Schema[] = [], depth = 0): Schema[] {
  if (!s || depth > 20) return out;
  const d = defOf(s);
  if (wrappers.has(d.type)) return unwrap(d.innerType, out, depth + 1);
  if (d.type === 'lazy' && d.getter) return unwrap(d.getter(), out, depth + 1);
  if (d.type === 'union') {
    for (const o of d.options ?? []) unwrap(o, out, depth + 1);
    return out;
  }
  out.push(s);
  return out;
}

/** The schemas of `key` inside any of `schemas` (an object's field, an array's element, a record's value). */
function childSchemas(schemas: Schema[], key: string | number): Schema[] {
  const out: Schema[] = [];
  for (const s of schemas) {
    const d = defOf(s);
    const side = d.type === 'pipe' ? d.in : d.type === 'intersection' ? undefined : s;
    if (d.type === 'intersection') {
      out.push(...childSchemas([...unwrap(d.left), ...unwrap(d.right)], key));
      continue;
    }
    if (side !== s) {
      out.push(...childSchemas(unwrap(side), key));
      continue;
    }
    if (d.type === 'object') unwrap(d.shape?.[String(key)] ?? d.catchall ?? undefined, out);
    else if (d.type === 'array') unwrap(d.element, out);
    else if (d.type === 'record') unwrap(d.valueType, out);
    else if (d.type === 'tuple') unwrap(d.items?.[Number(key)] ?? d.rest ?? undefined, out);
    else if (d.type === 'unknown' || d.type === 'any') out.push(s);
  }
  return out;
}

function kindOf(s: Schema, depth = 0): Kind {
  const d = defOf(s);
  if (depth > 20) return 'strict';
  if (d.type === 'unknown' || d.type === 'any') return 'text';
  if (d.type === 'string') {
    const formatted = d.format !== undefined || (d.checks ?? []).some((c) => c._zod.def.check === 'string_format');
    return formatted ? 'strict' : 'text';
  }
  if (d.type === 'pipe' && d.in && d.out) {
    const inner = unwrap(d.in).map((x) => kindOf(x, depth + 1));
    const after = defOf(d.out).type === 'transform' ? [] : unwrap(d.out).map((x) => kindOf(x, depth + 1));
    return inner.includes('text') && !after.includes('strict') ? 'text' : 'strict';
  }
  return 'strict';
}

/** Free text when any schema the value may match takes free text; no schema at all (a field the contract does not
 * know) is strict, and validation will refuse the field anyway. */
const kindAt = (schemas: Schema[]): Kind => (schemas.some((s) => kindOf(s) === 'text') ? 'text' : 'strict');

/**
 * Cleans free-text strings of `value` in place and reports the other fields holding refused characters. `strict`
 * treats every string as an identifier (path parameters). Object keys are always identifiers.
 */
export function cleanStrings(
  value: unknown,
  schema: Schema | undefined,
  options: { prefix?: string; strict?: boolean } = {},
): { value: unknown; issues: FieldError[] } {
  const issues: FieldError[] = [];
  const refuse = (path: (string | number)[]) => {
    const field = [options.prefix, ...path.map((p) => (typeof p === 'string' ? cleanText(p) : String(p)))]
      .filter((p) => p !== undefined && p !== '')
      .join('.');
    issues.push({ field, messageCode: 'FIELD_INVALID_CHARACTERS', message: defaultMessages.FIELD_INVALID_CHARACTERS });
  };
  const walk = (v: unknown, schemas: Schema[], path: (string | number)[]): unknown => {
    if (typeof v === 'string') {
      if (!hasBadCharacters(v)) return v;
      const name = path[path.length - 1];
      const named = typeof name === 'string' && identifierName.test(name);
      if (!options.strict && !named && kindAt(schemas) === 'text') return cleanText(v);
      refuse(path);
      return v;
    }
    if (Array.isArray(v)) {
      v.forEach((item: unknown, i) => {
        v[i] = walk(item, childSchemas(schemas, i), [...path, i]);
      });
      return v;
    }
    if (v !== null && typeof v === 'object') {
      const record = v as Record<string, unknown>;
      for (const [k, item] of Object.entries(record)) {
        if (hasBadCharacters(k)) refuse([...path, k]);
        record[k] = walk(item, childSchemas(schemas, k), [...path, k]);
      }
    }
    return v;
  };
  const cleaned = walk(value, unwrap(schema), []);
  return { value: cleaned, issues };
}
