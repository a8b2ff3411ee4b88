import { defaultMessages, zodIssueCode, type FieldError } from '@sentio/domain';
import type { z } from 'zod';

/** Field errors of a failed parse (parse with `reportInput: true` so missing and mistyped fields differ); unknown keys are reported one field each, under their own name. */
export function fieldErrors(error: z.ZodError, prefix?: string): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const code = zodIssueCode(issue);
    const base = [prefix, ...issue.path.map(String)].filter((p) => p !== undefined && p !== '').join('.');
    const fields = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => (base ? `${base}.${k}` : k)) : [base];
    for (const field of fields) out.push({ field, messageCode: code, message: defaultMessages[code] });
  }
  return out;
}
