import { z } from 'zod';
import { memberRoles, permissions } from '../permissions.js';
import { email, isoDate, languageSchema, newPassword, requiredText } from './common.js';

export const userTypes = ['USER', 'SYSTEM_ADMIN'] as const;

export const userWorkspaceSchema = z.object({
  code: z.string(),
  name: z.string(),
  subtitle: z.string().nullable(),
  selected: z.boolean(),
  role: z.enum(memberRoles),
  /** The custom role's name when `role` is CUSTOM. */
  roleName: z.string().nullable(),
  permissions: z.array(z.enum(permissions)),
});
export type UserWorkspace = z.infer<typeof userWorkspaceSchema>;

/** The user object the web shell reads; `full_name` keeps the snake_case spelling clients already use. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  lastName: z.string(),
  language: languageSchema,
  profilePictureUrl: z.string().nullable(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  organisation: z.string().nullable(),
  phone: z.string().nullable(),
  userType: z.enum(userTypes),
  remember: z.boolean(),
  otpActive: z.boolean(),
  /** False until /personal-information has been completed once. */
  personalInformationDone: z.boolean(),
  /** Owner or customer representative of some account: may open /admin/user and /admin/workspace for it. */
  accountManager: z.boolean(),
  workspaces: z.array(userWorkspaceSchema),
});
export type User = z.infer<typeof userSchema>;

export const updateProfileBody = z.strictObject({
  full_name: requiredText(100).optional(),
  lastName: requiredText(100).optional(),
  language: languageSchema.optional(),
  jobTitle: z.string().trim().max(100, { error: 'FIELD_TOO_LONG' }).nullable().optional(),
  department: z.string().trim().max(100, { error: 'FIELD_TOO_LONG' }).nullable().optional(),
  organisation: z.string().trim().max(100, { error: 'FIELD_TOO_LONG' }).nullable().optional(),
  phone: z
    .string()
    .trim()
    .max(30, { error: 'FIELD_TOO_LONG' })
    .regex(/^[+0-9 ()-]*$/, { error: 'FIELD_INVALID' })
    .nullable()
    .optional(),
  personalInformationDone: z.literal(true).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const switchWorkspaceBody = z.strictObject({ workspaceCode: requiredText(100) });

export const changePasswordBody = z.strictObject({
  currentPassword: z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }).max(200),
  newPassword,
});

export const otpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeDataUrl: z.string() });
export const otpCode = z.string({ error: 'FIELD_REQUIRED' }).regex(/^\d{6}$/, { error: 'AUTH_OTP_INVALID' });
export const otpEnableBody = z.strictObject({ code: otpCode });
export const otpDisableBody = z.strictObject({
  password: z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }).max(200),
});

export const activityKinds = ['SIGN_IN', 'SIGN_IN_FAILED', 'SIGN_OUT', 'ACTION'] as const;
export const activitySchema = z.object({
  id: z.string(),
  kind: z.enum(activityKinds),
  /** What happened, as a stable code the UI translates (e.g. PASSWORD_CHANGED, WORKSPACE_SWITCHED). */
  action: z.string(),
  detail: z.record(z.string(), z.string()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: isoDate,
});
export type Activity = z.infer<typeof activitySchema>;

export const notificationTypes = ['INVITATION', 'WORKSPACE', 'SECURITY', 'SYSTEM', 'ACTION', 'AUTOMATION'] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const notificationSettingSchema = z.strictObject({
  type: z.enum(notificationTypes, { error: 'FIELD_INVALID_OPTION' }),
  inApp: z.boolean({ error: 'FIELD_INVALID_TYPE' }),
  email: z.boolean({ error: 'FIELD_INVALID_TYPE' }),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;
export const notificationSettingsBody = z.strictObject({
  settings: z.array(notificationSettingSchema).min(1).max(notificationTypes.length),
});

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The HTML part (null for text-only mails); shown in a sandboxed frame so inline chart images are visible. */
  html: z.string().nullable(),
  status: z.enum(['PENDING', 'SENT', 'FAILED', 'STORED']),
  error: z.string().nullable(),
  createdAt: isoDate,
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxQuery = z.strictObject({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  to: email.optional(),
});
