import { z } from 'zod';
import { email, languageSchema, newPassword, requiredText } from './common.js';
import { otpCode, userSchema } from './user.js';

/** Login answers AUTH_ALL_FIELDS_REQUIRED (not per-field codes) when a field is missing: the product's one message for it. */
export const loginBody = z.strictObject({
  email: z
    .string({ error: 'AUTH_ALL_FIELDS_REQUIRED' })
    .trim()
    .min(1, { error: 'AUTH_ALL_FIELDS_REQUIRED' })
    .max(254)
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: 'AUTH_ALL_FIELDS_REQUIRED' }).min(1, { error: 'AUTH_ALL_FIELDS_REQUIRED' }).max(200),
  remember: z.boolean().optional(),
  otp: otpCode.optional(),
});
export type LoginBody = z.input<typeof loginBody>;
export const loginResponse = z.object({ token: z.string(), user: userSchema });

export const registerBody = z.strictObject({
  email,
  password: newPassword,
  full_name: requiredText(100),
  lastName: requiredText(100),
  companyName: requiredText(100),
  language: languageSchema.default('en'),
});
export type RegisterBody = z.input<typeof registerBody>;
export const registerResponse = z.object({ email: z.string() });

export const verifyEmailBody = z.strictObject({ code: requiredText(200) });
export const emailBody = z.strictObject({ email });

export const recoveryCode = z.string({ error: 'FIELD_REQUIRED' }).regex(/^\d{4}$/, { error: 'RECOVERY_CODE_INVALID' });
export const resetPasswordBody = z.strictObject({ email, code: recoveryCode, password: newPassword });

export const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
