import { defaultMessages, messageCodes, type FieldError, type MessageCode } from '@sentio/domain';
import type { z } from 'zod';

const known = new Set<string>(messageCodes);

/**
 * One zod issue → one message code. Schemas name the rule with a custom `error` that is a message code;
 * issues without one are classified by their zod code so every field error is still a stable code.
 */
export function fieldIssueCode(issue: z.core.$ZodIssue): MessageCode {
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

/** Field errors of a failed parse (parse with `reportInput: true` so missing and mistyped fields differ); unknown keys are reported one field each, under their own name. */
export function fieldErrors(error: z.ZodError, prefix?: string): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const code = fieldIssueCode(issue);
    const base = [prefix, ...issue.path.map(String)].filter((p) => p !== undefined && p !== '').join('.');
    const fields = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => (base ? `${base}.${k}` : k)) : [base];
    for (const field of fields) out.push({ field, messageCode: code, message: defaultMessages[code] });
  }
  return out;
}
