import { z } from 'zod';
import { isSentimentSense, senseTypes, type SenseType } from '../validation/analysis.js';
import { reportIssues, ruleIssue, type RuleIssue } from '../validation/issues.js';
import { searchQuerySchema } from '../validation/other.js';
import {
  categoryTreeIssues,
  classificationTypes,
  modelDataTypes,
  modelTypeCodes,
  type CategoryNode,
} from '../validation/model.js';
import { isoDate, pageQuery, requiredText } from './common.js';

/**
 * The models area (docs/models.md, docs/model-data.md): models, their category trees, training data (sources, documents,
 * labels), trainings and versions, quality statistics and the test call. Ids are uuids; `code` is the stable
 * short name projects refer to a model by.
 */

export const modelAccessTypes = ['PRIVATE', 'WORKSPACE', 'PUBLIC'] as const;
export type ModelAccessType = (typeof modelAccessTypes)[number];
/** Learning status of a model (docs/models.md). */
export const learningStatuses = ['INLINE', 'LEARNING', 'SUSPENDED', 'COMPLETED'] as const;
export type LearningStatus = (typeof learningStatuses)[number];
/** What the training side shows (docs/models.md). NEEDS_TRAINING: labels changed since the last successful training. */
export const trainingStatuses = ['NEEDS_TRAINING', 'TRAINING', 'SUCCESS', 'FAILED'] as const;
export type TrainingStatus = (typeof trainingStatuses)[number];
/** A publication request is reviewed within 24 hours. */
export const publicStatuses = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export const modelListTabs = ['ALL', 'FAVOURITES', 'PUBLIC', 'MINE'] as const;

/**
 * Pipeline stages in order (docs/models.md). Each is configurable; a model has at least one. CLASSIFY, SENTIMENT and
 * ENTITIES are where the model's own sense runs; NORMALISE, DETECT_LANGUAGE and MASK_ENTITIES prepare the text.
 */
export const pipelineStageCodes = ['NORMALISE', 'DETECT_LANGUAGE', 'MASK_ENTITIES', 'CLASSIFY', 'SENTIMENT', 'ENTITIES'] as const;
export type PipelineStageCode = (typeof pipelineStageCodes)[number];
export const pipelineStageSchema = z.strictObject({
  code: z.enum(pipelineStageCodes, { error: 'FIELD_INVALID_OPTION' }),
  enabled: z.boolean().default(true),
  /** Stage options, e.g. MASK_ENTITIES: { types: 'EMAIL,PHONE' }; CLASSIFY: { threshold: '0.5' }. */
  options: z.record(z.string(), z.string().max(500)).default({}),
});
export type PipelineStage = z.output<typeof pipelineStageSchema>;
export const pipelineBody = z.strictObject({
  stages: z.array(pipelineStageSchema).min(1, { error: 'MODEL_PIPELINE_STAGE_REQUIRED' }),
});

/** The fixed label sets of the models whose categories the user does not define. */
export const sentimentLabels = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const;
export type SentimentLabel = (typeof sentimentLabels)[number];
export const emotionLabels = ['JOY', 'GRATITUDE', 'ANGER', 'SADNESS', 'FEAR', 'SURPRISE', 'DISGUST', 'NEUTRAL'] as const;
export const entityTypes = [
  'EMAIL',
  'PHONE',
  'IBAN',
  'TCKN',
  'CARD',
  'DATE',
  'AMOUNT',
  'ORDER_NUMBER',
  'TICKET_NUMBER',
  'CUSTOM',
] as const;

/** Whether the user keeps a category tree for the model (categories and emotions are labels; sentiment is fixed). */
export const modelHasCategoryTree = (sense: SenseType): boolean => sense === 'CATEGORY';
/** Whether the model is trained from labelled documents (named-entity models run patterns and mappings instead). */
export const modelIsTrainable = (sense: SenseType): boolean => sense !== 'NAMED_ENTITY';

export const modelSettingKinds = ['CLASSIFIER_TYPE', 'SENSE_TYPE', 'DATA_TYPE'] as const;
const setting = z.strictObject({ type: z.enum(modelSettingKinds, { error: 'FIELD_INVALID_OPTION' }), value: z.string() });

const languageSwitch = z.strictObject({
  code: z.enum(['tr', 'en'], { error: 'FIELD_INVALID_OPTION' }),
  default: z.boolean().default(false),
});
const tags = z.array(requiredText(40)).max(20, { error: 'FIELD_TOO_BIG' }).default([]);
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'FIELD_INVALID' });

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.strictObject({ name: z.string({ error: 'MODEL_CATEGORY_NAME_REQUIRED' }), children: z.array(categoryNodeSchema).optional() }),
);

function settingValue(settings: readonly { type: string; value: string }[], type: string): string | undefined {
  return settings.find((s) => s.type === type)?.value;
}

/** A model's code: letters, digits, '-' and '_', 2 to 50 characters (it appears in URLs and exports). */
export const modelCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,50}$/, { error: 'FIELD_INVALID' });

/**
 * `POST /api/model`: `typeCode` and `settings` of kind CLASSIFIER_TYPE, SENSE_TYPE and DATA_TYPE — the
 * three choices that cannot change later — plus the wizard's other steps. The creation rules are in docs/models.md.
 */
export const modelCreateRequest = z
  .strictObject({
    name: requiredText(100),
    code: modelCodeSchema.optional(),
    typeCode: z.enum(modelTypeCodes, { error: 'FIELD_INVALID_OPTION' }).default('TEXT'),
    description: z.string().trim().max(1000, { error: 'FIELD_TOO_LONG' }).default(''),
    settings: z.array(setting).default([]),
    switches: z
      .array(languageSwitch)
      .refine((list) => list.some((s) => s.default), { error: 'MODEL_DEFAULT_SELECTION_REQUIRED' }),
    pipelineStages: z.array(pipelineStageSchema).min(1, { error: 'MODEL_PIPELINE_STAGE_REQUIRED' }),
    categories: z.array(categoryNodeSchema).default([]),
    tags,
    color: color.default('#1677FF'),
  })
  .superRefine((body, ctx) => {
    const out: RuleIssue[] = [];
    const classifier = settingValue(body.settings, 'CLASSIFIER_TYPE');
    const sense = settingValue(body.settings, 'SENSE_TYPE');
    const data = settingValue(body.settings, 'DATA_TYPE');
    if (!(classificationTypes as readonly (string | undefined)[]).includes(classifier))
      out.push(ruleIssue('MODEL_CLASSIFICATION_TYPE_REQUIRED', 'settings'));
    if (!(senseTypes as readonly (string | undefined)[]).includes(sense))
      out.push(ruleIssue('MODEL_SENSE_TYPE_REQUIRED', 'settings'));
    if (!(modelDataTypes as readonly (string | undefined)[]).includes(data))
      out.push(ruleIssue('MODEL_DATA_TYPE_REQUIRED', 'settings'));
    if (sense !== undefined && isSentimentSense(sense as SenseType) && body.categories.length > 0)
      out.push(ruleIssue('MODEL_SENTIMENT_NO_CATEGORIES', 'categories'));
    else out.push(...categoryTreeIssues(body.categories));
    reportIssues(ctx, out);
  });
export type ModelCreateRequest = z.input<typeof modelCreateRequest>;

/** Reads the three fixed choices out of a validated create request. */
export function modelKinds(body: z.output<typeof modelCreateRequest>): {
  classificationType: (typeof classificationTypes)[number];
  senseType: SenseType;
  dataType: (typeof modelDataTypes)[number];
} {
  return {
    classificationType: settingValue(body.settings, 'CLASSIFIER_TYPE') as (typeof classificationTypes)[number],
    senseType: settingValue(body.settings, 'SENSE_TYPE') as SenseType,
    dataType: settingValue(body.settings, 'DATA_TYPE') as (typeof modelDataTypes)[number],
  };
}

/**
 * Settings tabs (general, access, data types, channels, advanced). Classification, sense and data type are fixed
 * after creation: sending them answers MODEL_SETTING_IMMUTABLE.
 */
export const modelUpdateBody = z
  .strictObject({
    name: requiredText(100).optional(),
    description: z.string().trim().max(1000, { error: 'FIELD_TOO_LONG' }).optional(),
    tags: z.array(requiredText(40)).max(20, { error: 'FIELD_TOO_BIG' }).optional(),
    color: color.optional(),
    accessType: z.enum(['PRIVATE', 'WORKSPACE'], { error: 'FIELD_INVALID_OPTION' }).optional(),
    switches: z
      .array(languageSwitch)
      .refine((list) => list.some((s) => s.default), { error: 'MODEL_DEFAULT_SELECTION_REQUIRED' })
      .optional(),
    channels: z.array(requiredText(50)).max(50).optional(),
    /** Advanced: the confidence under which a multi-label model's label is not assigned (0..1); null = tuned per label. */
    threshold: z.number().min(0, { error: 'FIELD_TOO_SMALL' }).max(1, { error: 'FIELD_TOO_BIG' }).nullable().optional(),
    /** Advanced: regularisation 'auto' (cross-validated) or a fixed C. */
    regularisation: z.union([z.literal('auto'), z.number().positive().max(1000)]).optional(),
    /** Advanced: add the English sentence encoder's vectors to the features (English-only models). */
    semanticFeatures: z.boolean().optional(),
    classificationType: z.unknown().optional(),
    senseType: z.unknown().optional(),
    dataType: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    const out: RuleIssue[] = [];
    for (const key of ['classificationType', 'senseType', 'dataType'] as const)
      if (body[key] !== undefined) out.push(ruleIssue('MODEL_SETTING_IMMUTABLE', key));
    reportIssues(ctx, out);
  });
export type ModelUpdateBody = z.input<typeof modelUpdateBody>;

export const userRefSchema = z.object({ id: z.string(), name: z.string() });

export const versionSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  createdAt: isoDate,
  createdBy: userRefSchema,
  accessType: z.enum(modelAccessTypes),
  /** A manager approved it (or deployed it directly). */
  verified: z.boolean(),
  status: z.enum(['TRAINING', 'SUCCESS', 'FAILED', 'CANCELLED']),
  /** 0..100 while training. */
  progress: z.number(),
  approval: z.enum(['NONE', 'PENDING', 'APPROVED', 'REJECTED']),
  deployed: z.boolean(),
  accuracy: z.number().nullable(),
  macroF1: z.number().nullable(),
  trainingDocuments: z.number().int(),
  error: z.string().nullable(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const modelSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  typeCode: z.enum(modelTypeCodes),
  classificationType: z.enum(classificationTypes),
  senseType: z.enum(senseTypes),
  dataType: z.enum(modelDataTypes),
  switches: z.array(z.object({ code: z.string(), default: z.boolean() })),
  tags: z.array(z.string()),
  color: z.string(),
  accessType: z.enum(modelAccessTypes),
  publicStatus: z.enum(publicStatuses),
  favourite: z.boolean(),
  owner: userRefSchema,
  learningStatus: z.enum(learningStatuses),
  trainingStatus: z.enum(trainingStatuses),
  deployedVersion: z.object({ id: z.string(), name: z.string() }).nullable(),
  documentCount: z.number().int(),
  labelledCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;

export const modelDetailSchema = modelSummarySchema.extend({
  pipelineStages: z.array(
    z.object({ code: z.enum(pipelineStageCodes), enabled: z.boolean(), options: z.record(z.string(), z.string()) }),
  ),
  channels: z.array(z.string()),
  threshold: z.number().nullable(),
  regularisation: z.union([z.literal('auto'), z.number()]),
  /** Trains with the English sentence encoder's vectors beside the word and character features. */
  semanticFeatures: z.boolean(),
  categoryCount: z.number().int(),
  /** The labels a document of this model can get: category leaves, or the fixed sentiment/emotion labels. */
  labels: z.array(z.object({ id: z.string(), name: z.string(), path: z.string() })),
  latestVersion: versionSummarySchema.nullable(),
  publicRequest: z
    .object({
      status: z.enum(publicStatuses),
      requestedAt: isoDate,
      note: z.string(),
      /** Why an operator rejected it (docs/public-review.md); null otherwise. */
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type ModelDetail = z.infer<typeof modelDetailSchema>;

export const modelListQuery = pageQuery.extend({
  tab: z.enum(modelListTabs, { error: 'FIELD_INVALID_OPTION' }).default('ALL'),
  /** Empty, or at least 3 characters (SEARCH_TOO_SHORT). */
  search: searchQuerySchema.max(100).optional(),
  senseType: z.enum(senseTypes, { error: 'FIELD_INVALID_OPTION' }).optional(),
  language: z.enum(['tr', 'en'], { error: 'FIELD_INVALID_OPTION' }).optional(),
  ownerId: z.uuid({ error: 'FIELD_INVALID' }).optional(),
  trainingStatus: z.enum(trainingStatuses, { error: 'FIELD_INVALID_OPTION' }).optional(),
});
export const favouriteBody = z.strictObject({ favourite: z.boolean({ error: 'FIELD_REQUIRED' }) });

// ── categories ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface ModelCategory {
  id: string;
  name: string;
  parentId: string | null;
  /** Names from the root, joined with " > ". */
  hierarchy: string;
  aliases: { en?: string | undefined; tr?: string | undefined };
  documentCount: number;
  children: ModelCategory[];
}
export const modelCategorySchema: z.ZodType<ModelCategory> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    hierarchy: z.string(),
    aliases: z.object({ en: z.string().optional(), tr: z.string().optional() }),
    documentCount: z.number().int(),
    children: z.array(modelCategorySchema),
  }),
);
const aliases = z.strictObject({ en: z.string().trim().max(100).optional(), tr: z.string().trim().max(100).optional() });
export const categoryCreateBody = z.strictObject({
  name: z
    .string({ error: 'MODEL_CATEGORY_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'MODEL_CATEGORY_NAME_REQUIRED' })
    .max(100, { error: 'FIELD_TOO_LONG' }),
  parentId: z.uuid({ error: 'FIELD_INVALID' }).nullable().default(null),
  aliases: aliases.default({}),
});
export const categoryUpdateBody = z.strictObject({
  name: z
    .string({ error: 'MODEL_CATEGORY_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'MODEL_CATEGORY_NAME_REQUIRED' })
    .max(100, { error: 'FIELD_TOO_LONG' })
    .optional(),
  /** Moving: the new parent (null = root). Moving under its own descendant is refused (MODEL_CATEGORY_MOVE_INVALID). */
  parentId: z.uuid({ error: 'FIELD_INVALID' }).nullable().optional(),
  aliases: aliases.optional(),
});
/** Import of a whole tree (from JSON or the CSV the web parses with `categoryTreeFromCsv`): merged by path. */
export const categoryImportBody = z
  .strictObject({ categories: z.array(categoryNodeSchema).min(1, { error: 'FIELD_REQUIRED' }) })
  .superRefine((body, ctx) => reportIssues(ctx, categoryTreeIssues(body.categories)));
export const categoryParams = z.strictObject({
  id: z.uuid({ error: 'FIELD_INVALID' }),
  categoryId: z.uuid({ error: 'FIELD_INVALID' }),
});
