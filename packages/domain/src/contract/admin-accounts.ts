import { z } from 'zod';
import { email, pageQuery, requiredText } from './common.js';
import { packageFeatures } from './package.js';
import { workspaceRoles } from '../permissions.js';

/** Accounts, packages and usage statistics as the installation's operator sees them (docs/accounts-admin.md). */

const dateOrNull = z
  .union([z.iso.datetime({ offset: true, error: 'FIELD_INVALID' }), z.iso.date({ error: 'FIELD_INVALID' }), z.null()])
  .describe('ISO 8601 date; null = open (no end: unlimited subscription)');
const emailList = z.array(email).max(50, { error: 'FIELD_TOO_BIG' }).default([]);

export const accountStatuses = ['ACTIVE', 'SUSPENDED'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

export const accountListQuery = pageQuery.extend({
  search: z.string().trim().max(200, { error: 'FIELD_TOO_LONG' }).optional(),
  status: z.enum([...accountStatuses, 'ALL'], { error: 'FIELD_INVALID_OPTION' }).default('ALL'),
});

export const accountSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  packageId: z.string(),
  packageCode: z.string(),
  packageName: z.string(),
  subscriptionStart: z.string().nullable(),
  subscriptionEnd: z.string().nullable(),
  status: z.enum(accountStatuses),
  workspaceCount: z.number().int(),
  userCount: z.number().int(),
  owners: z.array(z.string()),
  createdAt: z.string(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountDetailSchema = accountSummarySchema.extend({
  representatives: z.array(z.string()),
  additionalEmails: z.array(z.string()),
  suspendedAt: z.string().nullable(),
  workspaces: z.array(z.object({ code: z.string(), name: z.string(), memberCount: z.number().int() })),
  /** Invitations of owners, representatives and additional addresses still waiting to be accepted. */
  pendingInvitations: z.array(z.object({ email: z.string(), workspaceName: z.string(), role: z.string() })),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const accountCreateBody = z.strictObject({
  name: requiredText(120),
  workspaceName: requiredText(120),
  subscriptionStart: dateOrNull.default(null),
  subscriptionEnd: dateOrNull.default(null),
  /** Omitted: the default package. */
  packageId: z.uuid({ error: 'FIELD_INVALID' }).optional(),
  owners: z.array(email).min(1, { error: 'ACCOUNT_OWNER_REQUIRED' }).max(20, { error: 'FIELD_TOO_BIG' }),
  representatives: emailList,
  additionalEmails: emailList,
  /** The role the additional addresses get in the first workspace (owners are ADMIN). */
  additionalRole: z.enum(workspaceRoles, { error: 'FIELD_INVALID_OPTION' }).default('ANALYST'),
});
export type AccountCreateBody = z.input<typeof accountCreateBody>;

export const accountUpdateBody = z.strictObject({
  name: requiredText(120),
  subscriptionStart: dateOrNull,
  subscriptionEnd: dateOrNull,
  packageId: z.uuid({ error: 'FIELD_INVALID' }),
  owners: z.array(email).min(1, { error: 'ACCOUNT_OWNER_REQUIRED' }).max(20, { error: 'FIELD_TOO_BIG' }),
  representatives: emailList,
  additionalEmails: emailList,
});
export type AccountUpdateBody = z.input<typeof accountUpdateBody>;

export const accountUsageQuery = z.strictObject({
  months: z.coerce
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int()
    .min(1, { error: 'FIELD_TOO_SMALL' })
    .max(36, { error: 'FIELD_TOO_BIG' })
    .default(12),
});

/** One calendar month (UTC) of an account's use; see docs/accounts-admin.md for each figure's source. */
export const accountUsageMonthSchema = z.object({
  month: z.string().describe('YYYY-MM'),
  textDocuments: z.number().int(),
  dialogueDocuments: z.number().int(),
  /** Seconds of the analyses' processing tasks (classification, re-evaluation) finished in the month. */
  projectSeconds: z.number().int(),
  /** Seconds of model trainings finished in the month. */
  modelSeconds: z.number().int(),
});
export type AccountUsageMonth = z.infer<typeof accountUsageMonthSchema>;

export const accountUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  owner: z.boolean(),
  representative: z.boolean(),
  workspaces: z.array(z.object({ code: z.string(), name: z.string(), role: z.string() })),
  lastActivityAt: z.string().nullable(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const packageFeatureLimit = z.strictObject({
  code: z.enum(packageFeatures, { error: 'FIELD_INVALID_OPTION' }),
  /** COUNT: the limit (null = unlimited); FLAG: 1 on, 0 off. */
  limit: z.number({ error: 'FIELD_INVALID_TYPE' }).int().min(0, { error: 'FIELD_TOO_SMALL' }).nullable(),
});

export const packageSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  unlimited: z.boolean(),
  isDefault: z.boolean(),
  /** Every feature, in `packageFeatures` order; a feature left out of the package has limit 0. */
  features: z.array(z.object({ code: z.enum(packageFeatures), limit: z.number().int().nullable() })),
  accountCount: z.number().int(),
  createdAt: z.string(),
});
export type PackageInfo = z.infer<typeof packageSchema>;

export const packageDetailSchema = packageSchema.extend({
  accounts: z.array(z.object({ id: z.string(), name: z.string(), status: z.enum(accountStatuses) })),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

export const packageBody = z.strictObject({
  code: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(40, { error: 'FIELD_TOO_LONG' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'FIELD_INVALID' })
    .transform((v) => v.toUpperCase()),
  name: requiredText(120),
  description: z.string().trim().max(1000, { error: 'FIELD_TOO_LONG' }).default(''),
  unlimited: z.boolean({ error: 'FIELD_INVALID_TYPE' }).default(false),
  isDefault: z.boolean({ error: 'FIELD_INVALID_TYPE' }).default(false),
  features: z.array(packageFeatureLimit).max(packageFeatures.length, { error: 'FIELD_TOO_BIG' }),
});
export type PackageBody = z.input<typeof packageBody>;

export const statisticsQuery = accountUsageQuery;

/** One calendar month (UTC) across every account of the installation. */
export const statisticsMonthSchema = z.object({
  month: z.string(),
  documents: z.number().int(),
  /** Users registered or joined in the month. */
  users: z.number().int(),
  models: z.number().int(),
  analyses: z.number().int(),
  signIns: z.number().int(),
});
export const statisticsSchema = z.object({
  months: z.array(statisticsMonthSchema),
  totals: z.object({
    accounts: z.number().int(),
    users: z.number().int(),
    models: z.number().int(),
    analyses: z.number().int(),
    documents: z.number().int(),
  }),
});
export type Statistics = z.infer<typeof statisticsSchema>;
