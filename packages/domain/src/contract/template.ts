import { z } from 'zod';
import { analysisDataTypes, attributeTypes, senseTypes, uniqueTagsSchema } from '../validation/analysis.js';
import { searchQuerySchema } from '../validation/other.js';
import { isoDate, pageOf, pageQuery, requiredText } from './common.js';
import { labelMetricsSchema } from './model-data.js';
import { categoryNodeSchema, modelCodeSchema, pipelineStageCodes } from './model.js';
import { projectCodeSchema, projectDetailSchema } from './project.js';
import { publicRequestStateSchema } from './public-review.js';

/**
 * The marketplace and templates (docs/marketplace.md).
 *
 * A **template** is a snapshot of a model (its published version) or of an analysis (its configuration without
 * documents), owned by the workspace it was made in — or shipped with Sentio (`owner.builtIn`). Each model and each
 * analysis has at most one template, refreshed by making it again. A template is seen by its own workspace
 * (`WORKSPACE`) or by everyone (`PUBLIC`): it becomes public only when an operator approves the make-public request of
 * its model or analysis, and any new snapshot of a public template is reviewed again (listed privately until then).
 *
 * Model templates carry the category tree, the settings and — only when the owner allows (`hasWeights`) — the trained
 * weights; never a training document. Installing one makes a new model in the viewer's workspace: trained and
 * deployed with the weights, or untrained with the category tree; the package's MODEL_COUNT applies.
 *
 * Analysis templates reference model templates (`models[].templateId`) and carry channels, attributes, the shared
 * widgets and dashboard layout, shared quick filters, virtual categories, rules, notification definitions, settings
 * (thresholds) and masking. `create-project` makes a working analysis in one step: each referenced model is
 * installed from its template unless the request names a replacement model of the workspace.
 */
export const templateVisibilities = ['WORKSPACE', 'PUBLIC'] as const;
export type TemplateVisibility = (typeof templateVisibilities)[number];
/** INSTALLS: most installed first; QUALITY: best macro-F1 first (analyses: the mean of their models); NEWEST; NAME. */
export const templateSorts = ['INSTALLS', 'QUALITY', 'NEWEST', 'NAME'] as const;
export type TemplateSort = (typeof templateSorts)[number];
/** ALL: the workspace's own and the public ones; PUBLIC: public only (the marketplace); WORKSPACE: own only. */
export const templateScopes = ['ALL', 'PUBLIC', 'WORKSPACE'] as const;
export type TemplateScope = (typeof templateScopes)[number];
export const templateKinds = ['MODEL', 'PROJECT'] as const;
export type TemplateKind = (typeof templateKinds)[number];

export const templateOwnerSchema = z.object({
  /** Shipped with Sentio (made by the project from generated data). */
  builtIn: z.boolean(),
  /** The owner workspace's name (null for built-in templates). */
  workspaceName: z.string().nullable(),
  /** The viewer's workspace owns it (it may refresh, share or delete it). */
  own: z.boolean(),
});
export type TemplateOwner = z.infer<typeof templateOwnerSchema>;

const templateCommon = {
  id: z.string(),
  /** A short slug (from the model's or the analysis's code), unique among templates of its owner. */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** Language codes ('tr', 'en'): a model's switches; an analysis's, the union of its models'. */
  languages: z.array(z.string()),
  visibility: z.enum(templateVisibilities),
  owner: templateOwnerSchema,
  installCount: z.number().int(),
  /** Macro-F1 of the published version (analyses: the mean over their models with figures); null without figures. */
  quality: z.number().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** The make-public request of the template's model or analysis, for its owner; null otherwise or when none. */
  publicRequest: publicRequestStateSchema.nullable(),
};

// ---------------------------------------------------------------------------------------------------------------
// Model templates

export const modelTemplateSummarySchema = z.object({
  ...templateCommon,
  typeCode: z.string(),
  classificationType: z.string(),
  senseType: z.enum(senseTypes),
  dataType: z.enum(analysisDataTypes),
  color: z.string(),
  /** The trained weights are included: installing gives a deployed model. */
  hasWeights: z.boolean(),
  accuracy: z.number().nullable(),
  macroF1: z.number().nullable(),
  categoryCount: z.number().int(),
  /** The name of the published version (e.g. "v3"); null for an untrained snapshot. */
  versionName: z.string().nullable(),
});
export type ModelTemplateSummary = z.infer<typeof modelTemplateSummarySchema>;

/** The published version's figures, with the same definitions as the model's statistics page. */
export const templateStatisticsSchema = z.object({
  evaluation: z.enum(['CROSS_VALIDATION', 'HOLDOUT', 'NONE']),
  n: z.number().int(),
  accuracy: z.number(),
  macroF1: z.number(),
  labels: z.array(z.object({ id: z.string(), name: z.string() })),
  /** confusion[actual][predicted] in `labels` order. */
  confusion: z.array(z.array(z.number().int())),
  perLabel: z.array(labelMetricsSchema),
});
export type TemplateStatistics = z.infer<typeof templateStatisticsSchema>;

export const modelTemplateDetailSchema = modelTemplateSummarySchema.extend({
  categories: z.array(categoryNodeSchema),
  pipelineStages: z.array(
    z.object({ code: z.enum(pipelineStageCodes), enabled: z.boolean(), options: z.record(z.string(), z.string()) }),
  ),
  channels: z.array(z.string()),
  statistics: templateStatisticsSchema.nullable(),
  /** The model it was made from, when it is in the viewer's workspace (its owner's link back); null otherwise. */
  sourceModelId: z.string().nullable(),
});
export type ModelTemplateDetail = z.infer<typeof modelTemplateDetailSchema>;

const templateListCommon = {
  sort: z.enum(templateSorts, { error: 'FIELD_INVALID_OPTION' }).default('INSTALLS'),
  /** Empty, or at least 3 characters (SEARCH_TOO_SHORT); matches name, description, code and tags. */
  search: searchQuerySchema.max(100).optional(),
  /** Comma-separated; a template matches when it has every tag. */
  tags: z.string().max(500).optional(),
  language: z.string().trim().max(10).optional(),
  scope: z.enum(templateScopes, { error: 'FIELD_INVALID_OPTION' }).default('ALL'),
};
export const modelTemplateListQuery = pageQuery.extend({
  ...templateListCommon,
  senseType: z.enum(senseTypes, { error: 'FIELD_INVALID_OPTION' }).optional(),
});
export type ModelTemplateListQuery = z.infer<typeof modelTemplateListQuery>;
export const modelTemplatePageSchema = pageOf(modelTemplateSummarySchema);

/**
 * POST /api/model/{id}/make-it-template: snapshots the model's deployed version (or, untrained, its tree and settings)
 * into its template. `shareWithEveryone` also files the model's make-public request (docs/public-review.md).
 */
export const makeItTemplateBody = z.strictObject({
  /** Defaults to the model's (analysis's) name. */
  name: requiredText(100).optional(),
  description: z.string().trim().max(2000, { error: 'FIELD_TOO_LONG' }).optional(),
  tags: uniqueTagsSchema,
  /** Ship the trained weights (never the training documents). */
  includeWeights: z.boolean().default(true),
  shareWithEveryone: z.boolean().default(false),
  /** The note for the reviewer when shared with everyone. */
  note: z.string().trim().max(1000, { error: 'FIELD_TOO_LONG' }).default(''),
});
export type MakeItTemplateBody = z.infer<typeof makeItTemplateBody>;

/** POST /api/model-template/{id}/install: a new model of the workspace (its name and code default to the template's). */
export const modelTemplateInstallBody = z.strictObject({
  name: requiredText(100).optional(),
  /** A model code; not given, the template's code made unique by a suffix. */
  code: modelCodeSchema.optional(),
});
export const modelTemplateInstallResponse = z.object({
  modelId: z.string(),
  modelCode: z.string(),
  /** The weights were deployed (false: an untrained model with the category tree). */
  deployed: z.boolean(),
});
export type ModelTemplateInstallResult = z.infer<typeof modelTemplateInstallResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Analysis (project) templates

/** One model an analysis template needs. */
export const templateModelRefSchema = z.object({
  /** Stable within the template: what `create-project`'s `models` keys by. */
  key: z.string(),
  /** The model template it installs from; null when the model could not be snapshotted (then a replacement is needed). */
  templateId: z.string().nullable(),
  name: z.string(),
  senseType: z.enum(senseTypes),
  languages: z.array(z.string()),
  hasWeights: z.boolean(),
  macroF1: z.number().nullable(),
  position: z.number().int(),
});
export type TemplateModelRef = z.infer<typeof templateModelRefSchema>;

/** What a template's dashboard looks like: its widgets in layout order, with results computed on a sample. */
export const templatePreviewWidgetSchema = z.object({
  kind: z.string(),
  name: z.string(),
  /** The widget's result as the dashboard call returns it, computed on the sample; null when it could not be. */
  result: z.unknown().nullable(),
});
export const templatePreviewSchema = z.object({
  /** How many documents the sample had. */
  sampleSize: z.number().int(),
  widgets: z.array(templatePreviewWidgetSchema),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

export const projectTemplateSummarySchema = z.object({
  ...templateCommon,
  dataType: z.enum(analysisDataTypes),
  icon: z.string(),
  color: z.string(),
  modelCount: z.number().int(),
  widgetCount: z.number().int(),
});
export type ProjectTemplateSummary = z.infer<typeof projectTemplateSummarySchema>;

/** What the analysis template holds, as its detail page lists it (the full snapshot stays on the server). */
export const projectTemplateDetailSchema = projectTemplateSummarySchema.extend({
  models: z.array(templateModelRefSchema),
  channels: z.array(z.string()),
  attributes: z.array(z.object({ code: z.string(), name: z.string(), type: z.enum(attributeTypes) })),
  /** Names per kind of what create-project recreates. */
  contents: z.object({
    widgets: z.array(z.string()),
    quickFilters: z.array(z.string()),
    virtualCategories: z.array(z.string()),
    rules: z.array(z.string()),
    notificationDefinitions: z.array(z.string()),
    masking: z.boolean(),
  }),
  preview: templatePreviewSchema.nullable(),
  /** The analysis it was made from, when in the viewer's workspace; null otherwise. */
  sourceProjectCode: z.string().nullable(),
});
export type ProjectTemplateDetail = z.infer<typeof projectTemplateDetailSchema>;

export const projectTemplateListQuery = pageQuery.extend({
  ...templateListCommon,
  /** Exact template code. */
  code: z.string().max(60).optional(),
});
export type ProjectTemplateListQuery = z.infer<typeof projectTemplateListQuery>;
export const projectTemplatePageSchema = pageOf(projectTemplateSummarySchema);

/** The `{id}` of make-it-template is the analysis's code: analyses are addressed by code everywhere. */
export const projectTemplateSourceParam = z.strictObject({ id: z.string().min(1).max(60) });

/**
 * POST /api/project-template/{id}/create-project: the new analysis's name and code (the code defaults to a slug of
 * the name, made unique), and per model key either nothing (install from its template) or a replacement model of the
 * workspace (which must have the same sense type).
 */
export const createProjectFromTemplateBody = z.strictObject({
  name: requiredText(100),
  code: projectCodeSchema.optional(),
  models: z.record(z.string(), z.strictObject({ modelId: z.uuid({ error: 'FIELD_INVALID' }) })).default({}),
});
export type CreateProjectFromTemplateBody = z.infer<typeof createProjectFromTemplateBody>;
export const createProjectFromTemplateResponse = z.object({
  project: projectDetailSchema,
  /** The models installed for it from templates (replacements are not listed). */
  installedModels: z.array(modelTemplateInstallResponse),
});
export type CreateProjectFromTemplateResult = z.infer<typeof createProjectFromTemplateResponse>;

/** GET /api/marketplace/tags: the tags of every template the viewer sees, with counts, most used first. */
export const templateTagsSchema = z.array(z.object({ tag: z.string(), count: z.number().int() }));
