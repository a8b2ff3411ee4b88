import type { z } from 'zod';
import { messageCodes, type MessageCode } from '../messages.js';

/** Where a rule failed (zod-style path) and which rule: the message code the interface translates. */
export interface RuleIssue {
  path: readonly (string | number)[];
  code: MessageCode;
}

/** A rule issue: `code` at `path`. */
export const ruleIssue = (code: MessageCode, ...path: (string | number)[]): RuleIssue => ({ code, path });

/**
 * Adds rule issues to a zod refinement. The message is the code itself: that is how every schema of the package
 * names its rule, and what `zodIssueCode` (and the server's error mapping) read back.
 */
export function reportIssues(ctx: z.RefinementCtx, issues: readonly RuleIssue[]): void {
  for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.code, path: [...issue.path] });
}

const known = new Set<string>(messageCodes);

/**
 * The message code of one zod issue: the code a schema named, or a generic FIELD_* code by zod's issue kind,
 * so every field error is a stable, translatable code (the same mapping the server applies to request bodies).
 */
export function zodIssueCode(issue: z.core.$ZodIssue): MessageCode {
  if (known.has(issue.message)) return issue.message as MessageCode;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID_TYPE';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'FIELD_TOO_SHORT' : 'FIELD_TOO_SMALL';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'FIELD_TOO_LONG' : 'FIELD_TOO_BIG';
    case 'unrecognized_keys':
      return 'FIELD_UNKNOWN';
    case 'invalid_value':
      return 'FIELD_INVALID_OPTION';
    case 'invalid_format':
      return issue.format === 'email' ? 'FIELD_INVALID_EMAIL' : 'FIELD_INVALID';
    default:
      return 'FIELD_INVALID';
  }
}

/** Validates `input` against `schema` and lists every failure as a rule issue; an empty list means valid. */
export function validationIssues(schema: z.ZodType, input: unknown): RuleIssue[] {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    code: zodIssueCode(issue),
  }));
}

/**
 * The comparison key of a user-given name: Unicode-normalised, trimmed, inner spaces collapsed, lower-cased with
 * Turkish rules and dotless ı folded into i — so "İstanbul", "istanbul" and "ISTANBUL" are the same name.
 * Over-matching ı/i is deliberate: uniqueness should rather refuse a near-duplicate than allow a look-alike.
 */
export const nameKey = (name: string): string =>
  name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('tr').replace(/ı/gu, 'i');

/** `code` at `path` when `name` matches one of the existing names (see `nameKey`), else null. */
export function nameTakenIssue(
  code: MessageCode,
  name: string,
  existing: Iterable<string>,
  path: (string | number)[] = ['name'],
): RuleIssue | null {
  const key = nameKey(name);
  for (const other of existing) if (nameKey(other) === key) return { code, path };
  return null;
}

/** One `code` issue per repeated entry (the second and later occurrences), at `[...path, index]`. */
export function duplicateIssues<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  code: MessageCode,
  path: (string | number)[],
): RuleIssue[] {
  const seen = new Set<string>();
  const out: RuleIssue[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) out.push({ code, path: [...path, index] });
    seen.add(key);
  });
  return out;
}

/** Length in characters as a person counts them (code points), not UTF-16 units. */
export const charLength = (text: string): number => [...text].length;
