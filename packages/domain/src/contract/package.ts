import { z } from 'zod';

/**
 * Plan features. COUNT features limit how many of a thing an account may have (null = unlimited);
 * DOCUMENT_MONTHLY limits the documents imported into the account's analyses in the current calendar month;
 * FLAG features switch a capability on or off (EXPORT).
 */
export const packageFeatures = [
  'PROJECT_COUNT',
  'MODEL_COUNT',
  'WORKSPACE_COUNT',
  'USER_COUNT',
  'DOCUMENT_MONTHLY',
  'EXPORT',
] as const;
export type PackageFeature = (typeof packageFeatures)[number];
export const featureKinds: Record<PackageFeature, 'COUNT' | 'FLAG'> = {
  PROJECT_COUNT: 'COUNT',
  MODEL_COUNT: 'COUNT',
  WORKSPACE_COUNT: 'COUNT',
  USER_COUNT: 'COUNT',
  DOCUMENT_MONTHLY: 'COUNT',
  EXPORT: 'FLAG',
};

export const limitStatuses = ['LIMIT_AVAILABLE', 'LIMIT_EXCEEDED', 'FEATURE_NOT_IN_PACKAGE'] as const;
export type LimitStatus = (typeof limitStatuses)[number];

export const featureCheckQuery = z.strictObject({ feature: z.enum(packageFeatures, { error: 'FIELD_INVALID_OPTION' }) });
export const featureCodeParam = z.strictObject({ code: z.enum(packageFeatures, { error: 'FIELD_INVALID_OPTION' }) });
export const featureCheckResponse = z.object({ feature: z.enum(packageFeatures), status: z.enum(limitStatuses) });

export const accountFeatureSchema = z.object({
  code: z.enum(packageFeatures),
  kind: z.enum(['COUNT', 'FLAG']),
  /** COUNT: the limit, null when unlimited. FLAG: 1 when on, 0 when off. */
  limit: z.number().int().nullable(),
  used: z.number().int(),
  status: z.enum(limitStatuses),
});
export type AccountFeature = z.infer<typeof accountFeatureSchema>;

export const planSchema = z.object({
  code: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  unlimited: z.boolean(),
  features: z.array(z.object({ code: z.enum(packageFeatures), limit: z.number().int().nullable() })),
  accountName: z.string(),
  subscriptionStart: z.string().nullable(),
  subscriptionEnd: z.string().nullable(),
});
export type Plan = z.infer<typeof planSchema>;
