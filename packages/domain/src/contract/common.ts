import { z } from 'zod';
import { shellConstants } from '../shell/constants.js';

/**
 * Building blocks of request schemas. Custom `error` values are message codes, so a 400 names the
 * rule that failed per field (see `fieldIssueCode` on the server).
 */
export const requiredText = (max = 200) =>
  z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(max, { error: 'FIELD_TOO_LONG' });

export const email = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(254, { error: 'FIELD_TOO_LONG' })
  .pipe(z.email({ error: 'FIELD_INVALID_EMAIL' }))
  .transform((v) => v.toLowerCase());

/** At least 8 characters with a letter and a digit; long passphrases allowed, bounded against hash DoS. */
export const newPassword = z
  .string({ error: 'FIELD_REQUIRED' })
  .min(8, { error: 'PASSWORD_TOO_WEAK' })
  .max(200, { error: 'FIELD_TOO_LONG' })
  .refine((v) => /\p{L}/u.test(v) && /\p{Nd}/u.test(v), { error: 'PASSWORD_TOO_WEAK' });

export const languageSchema = z.enum(['en', 'tr'], { error: 'FIELD_INVALID_OPTION' });
export type Language = z.infer<typeof languageSchema>;

/** Page numbers are 0-based; the default page size is 10. */
export const pageQuery = z.strictObject({
  page: z.coerce
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int()
    .min(0, { error: 'FIELD_TOO_SMALL' })
    .default(shellConstants.defaultPage),
  size: z.coerce
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int()
    .min(1, { error: 'FIELD_TOO_SMALL' })
    .max(100, { error: 'FIELD_TOO_BIG' })
    .default(shellConstants.defaultPageSize),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  total: number;
}

export const idParam = z.strictObject({ id: z.uuid({ error: 'FIELD_INVALID' }) });
export const tokenParam = z.strictObject({ token: z.string().min(1).max(200) });
export const okResponse = z.object({ ok: z.literal(true) });
export const isoDate = z.string().describe('ISO 8601 date-time');
