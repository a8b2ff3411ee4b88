import { z } from 'zod';
import {
  analysisCreateBody,
  analysisDataTypes,
  analysisVisibilities,
  attributeListSchema,
  attributeTypes,
  restrictedAttributeTypes,
  senseTypes,
} from '../validation/analysis.js';
import { searchQuerySchema } from '../validation/other.js';
import { isoDate, pageQuery, requiredText } from './common.js';
import { userRefSchema } from './model.js';

/**
 * The projects area (docs/analyses.md), part one: analyses (projects), their models, channels, attributes and settings.
 * Part two (project-document.ts) holds sources, documents, search and document actions.
 *
 * Our readings where the requirements leave room:
 * - An analysis is ACTIVE once the wizard's last step is saved. Until then it is a DRAFT (an "invalid" project:
 *   `/project/create/{code}` resumes it, `DELETE /api/project/invalid/{code}` removes it). Drafts do not count
 *   towards PROJECT_COUNT and are not listed with the active ones.
 * - The icon is a preset (`preset:{name}`, from GET /api/project/icon) or an uploaded image (`file:{id}`, from
 *   POST /api/file with scope PROJECT_ICON).
 * - Channels belong to the workspace (models list the channels they support by code); an analysis picks some.
 */

export const projectStatuses = ['DRAFT', 'ACTIVE'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** Words that name fixed calls under /api/project/, so they cannot be project codes. */
export const reservedProjectCodes: readonly string[] = [
  'workspace',
  'recent',
  'tag',
  'icon',
  'color',
  'user-list',
  'sort',
  'document',
  'dialogue',
  'invalid',
  'channel',
  'file',
  'projects',
  'create',
  'detail',
  'source',
  'masking',
  'make-public',
  'virtualcategory',
  'content-group',
];
/** Project codes appear in routes (`/project/detail/{code}`): lowercase letters, digits and dashes. */
export const projectCodeSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(2, { error: 'FIELD_TOO_SHORT' })
  .max(60, { error: 'FIELD_TOO_LONG' })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'FIELD_INVALID' })
  .refine((code) => !reservedProjectCodes.includes(code), { error: 'FIELD_INVALID' });

/** A project code from a name: Turkish letters folded, spaces to dashes (the server adds a suffix when taken). */
export function projectCodeFromName(name: string): string {
  const folded = name
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  const code = folded.length >= 2 ? folded : `analysis-${folded}`.replace(/-+$/g, '');
  return reservedProjectCodes.includes(code) ? `${code}-1` : code;
}
export const projectCodeParam = z.strictObject({ code: projectCodeSchema });
export const projectModelParams = z.strictObject({ code: projectCodeSchema, model: z.string().min(1).max(100) });

/** One model of an analysis, with its per-analysis switches (prediction activation, aspect sentiment). */
export const projectModelSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  senseType: z.enum(senseTypes),
  dataType: z.enum(analysisDataTypes),
  classificationType: z.enum(['SINGLE_LABEL', 'MULTI_LABEL']),
  color: z.string(),
  /** The version that classifies this analysis's documents; null until the model is deployed. */
  deployedVersion: z.object({ id: z.string(), name: z.string() }).nullable(),
  predictionActive: z.boolean(),
  aspectSentiment: z.boolean(),
  keepLoaded: z.boolean(),
  /** Analysts see this model's results only when it is among the restricted models (or restriction is off). */
  restricted: z.boolean(),
});
export type ProjectModel = z.infer<typeof projectModelSchema>;

export const channelSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** `preset:{name}` or `file:{id}`. */
  image: z.string().nullable(),
  /** How many analyses and models use it (a channel in use cannot be deleted: CHANNEL_IN_USE). */
  usage: z.number().int(),
});
export type Channel = z.infer<typeof channelSchema>;
export const channelBody = z.strictObject({
  code: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(60, { error: 'FIELD_TOO_LONG' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'FIELD_INVALID' }),
  name: requiredText(100),
  description: z.string().trim().max(500, { error: 'FIELD_TOO_LONG' }).default(''),
  image: z.string().max(200).nullable().default(null),
});
export const channelCodeParam = z.strictObject({ channel: z.string().min(1).max(60) });

export const attributeDefinitionSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(attributeTypes),
  /**
   * Documents with a value, counted up to 1,000 (the UI shows "1000+"), so it can warn before a type change
   * (refused: ATTRIBUTE_TYPE_IMMUTABLE).
   */
  valueCount: z.number().int(),
});
export const fieldsBody = z.strictObject({ attributes: attributeListSchema });
export const fieldTypesResponse = z.array(z.enum(attributeTypes));

export const categoryThresholdSchema = z.strictObject({
  modelCode: z.string().min(1).max(100),
  /** Null: the model's own threshold. */
  threshold: z.number().min(0).max(1).nullable(),
  /** Per-category thresholds override the model's (category-based thresholds). */
  categories: z
    .array(z.strictObject({ categoryId: z.string().min(1).max(100), threshold: z.number().min(0).max(1) }))
    .default([]),
});
/** What masking replaces before a document is stored (`/project/masking/{id}`). */
export const maskingSchema = z.strictObject({
  enabled: z.boolean(),
  entityTypes: z.array(z.string().min(1).max(40)).max(20).default([]),
  /** Regular expressions masked as CUSTOM, e.g. customer numbers; each must compile (FIELD_INVALID). */
  patterns: z
    .array(
      z
        .string()
        .min(1)
        .max(300)
        .refine(
          (p) => {
            try {
              new RegExp(p, 'u');
              return true;
            } catch {
              return false;
            }
          },
          { error: 'FIELD_INVALID' },
        ),
    )
    .max(20)
    .default([]),
  /** Replacement text; `{TYPE}` is replaced by the entity type. */
  replacement: z.string().max(40).default('[{TYPE}]'),
});
export type MaskingSettings = z.infer<typeof maskingSchema>;

export const projectSettingsSchema = z.object({
  categoryThresholds: z.array(categoryThresholdSchema),
  masking: maskingSchema,
  /** Language used when a document's own language cannot be detected. */
  defaultLanguage: z.enum(['tr', 'en']),
  /** NPS / CSAT score attributes (the dashboards read them; see docs/dashboards.md). */
  npsField: z.string().nullable(),
  csatField: z.string().nullable(),
});
export type ProjectSettings = z.infer<typeof projectSettingsSchema>;
export const settingsBody = z.strictObject({
  categoryThresholds: z.array(categoryThresholdSchema).max(10).optional(),
  defaultLanguage: z.enum(['tr', 'en'], { error: 'FIELD_INVALID_OPTION' }).optional(),
  npsField: z.string().max(60).nullable().optional(),
  csatField: z.string().max(60).nullable().optional(),
});
export const advancedSettingsBody = z.strictObject({ masking: maskingSchema });
export const switchBody = z.strictObject({ active: z.boolean({ error: 'FIELD_REQUIRED' }) });
export const keepLoadedBody = z.strictObject({ modelCodes: z.array(z.string().min(1).max(100)).max(5) });

export const projectSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  tags: z.array(z.string()),
  status: z.enum(projectStatuses),
  dataType: z.enum(analysisDataTypes),
  visibility: z.enum(analysisVisibilities),
  owner: userRefSchema,
  models: z.array(z.object({ code: z.string(), name: z.string(), senseType: z.enum(senseTypes) })),
  channels: z.array(z.string()),
  documentCount: z.number().int(),
  lastDocumentAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectDetailSchema = projectSummarySchema.extend({
  workspaceId: z.string(),
  projectModels: z.array(projectModelSchema),
  proxyChannel: z.string().nullable(),
  restrictModels: z.boolean(),
  restrictedModels: z.array(z.string()),
  restrictedAttributes: z.array(z.object({ name: z.string(), type: z.enum(restrictedAttributeTypes) })),
  privacyLabels: z.array(z.string()),
  pipelineStages: z.array(z.string()),
  attributes: z.array(attributeDefinitionSchema),
  settings: projectSettingsSchema,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectSorts = ['UPDATED_DESC', 'CREATED_DESC', 'NAME_ASC', 'NAME_DESC', 'DOCUMENTS_DESC'] as const;
export const projectListQuery = pageQuery.extend({
  sort: z.enum(projectSorts, { error: 'FIELD_INVALID_OPTION' }).default('UPDATED_DESC'),
  /** Empty, or at least 3 characters (SEARCH_TOO_SHORT). */
  search: searchQuerySchema.max(100).optional(),
  code: z.string().max(60).optional(),
  /** Comma-separated; a project matches when it has every tag. */
  tags: z.string().max(500).optional(),
  status: z.enum(projectStatuses, { error: 'FIELD_INVALID_OPTION' }).default('ACTIVE'),
});

/** POST /api/project/{code}: creates the analysis (or finishes the draft with that code) with every creation rule (docs/analyses.md). */
export const projectCreateBody = analysisCreateBody;
/** PUT /api/project/{code}/draft: the wizard's progress; only the name is required, no other rule applies yet. */
export const projectDraftBody = z.strictObject({
  name: requiredText(100),
  step: z.number().int().min(0).max(4).default(0),
  values: z.record(z.string(), z.unknown()).default({}),
});
export const projectDraftSchema = z.object({
  code: z.string(),
  name: z.string(),
  step: z.number().int(),
  values: z.record(z.string(), z.unknown()),
});

/** PATCH /api/project/{code}: name (a different one), workspaceCode (move), icon, tags. */
export const projectPatchBody = z.strictObject({
  name: requiredText(100).optional(),
  description: z.string().trim().max(1000, { error: 'FIELD_TOO_LONG' }).optional(),
  /** The id of another workspace of the user where they may manage projects. */
  workspaceCode: z.uuid({ error: 'FIELD_INVALID' }).optional(),
  icon: requiredText(200).optional(),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'FIELD_INVALID' })
    .optional(),
  tags: z.array(requiredText(50)).max(30).optional(),
  /** Models may be added or removed after creation (same rules); the data type may not. */
  models: z.array(z.string().min(1).max(100)).max(10).optional(),
  channels: z.array(z.string().min(1).max(60)).optional(),
  proxyChannel: z.string().max(60).nullable().optional(),
  restrictModels: z.boolean().optional(),
  restrictedModels: z.array(z.string().min(1).max(100)).optional(),
  visibility: z.enum(analysisVisibilities, { error: 'FIELD_INVALID_OPTION' }).optional(),
  privacyLabels: z.array(requiredText(50)).max(20).optional(),
});

export const projectOptionSchema = z.object({ value: z.string(), label: z.string() });
export const projectListsResponse = z.array(projectOptionSchema);
export const recentProjectsResponse = z.array(projectSummarySchema);
export const projectWorkspacesResponse = z.array(
  z.object({ id: z.string(), name: z.string(), selected: z.boolean(), projectCount: z.number().int() }),
);
export const projectUsersResponse = z.array(userRefSchema);
/** The dates a search can filter by: content, create and last-status-update date, and the analysis's DATE attributes. */
export const usableDateFieldsResponse = z.array(
  z.object({ code: z.string(), name: z.string(), kind: z.enum(['SYSTEM', 'ATTRIBUTE']) }),
);

/** POST /api/file (multipart) with scope PROJECT_ICON and scopeId (the project code, or `new` in the wizard). */
export const fileUploadQuery = z.strictObject({
  scope: z.enum(['PROJECT_ICON', 'CHANNEL_IMAGE'], { error: 'FIELD_INVALID_OPTION' }),
  scopeId: z.string().min(1).max(100),
});
export const uploadedFileSchema = z.object({
  id: z.string(),
  ref: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
