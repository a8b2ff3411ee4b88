import { z } from 'zod';
import { senseTypes } from '../validation/analysis.js';
import { columnMatchingBody, columnSuggestionSchema } from '../validation/columns.js';
import { classificationTypes, modelDataTypes, modelTypeCodes } from '../validation/model.js';
import { searchQuerySchema } from '../validation/other.js';
import { isoDate, pageQuery } from './common.js';
import { categoryNodeSchema, pipelineStageSchema, sentimentLabels, userRefSchema, versionSummarySchema } from './model.js';

/**
 * The models area, part two: training data in (sources, JSON documents, the push source), labelling, and a
 * version's quality, the test call and model packages. Part one (models, categories, versions) is model.ts.
 */

// ── sources (uploads) ──────────────────────────────────────────────────────────────────────────────────────────

/** Source status (docs/model-data.md): uploading, pending (waiting to be matched or imported), error; IMPORTED when the rows are stored. */
export const sourceStatuses = ['UPLOADING', 'PENDING', 'IMPORTING', 'IMPORTED', 'ERROR'] as const;
export const sourceSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.enum(['CSV', 'XLSX', 'JSON', 'PUSH']),
  size: z.number().int(),
  status: z.enum(sourceStatuses),
  /** 0..100 while importing. */
  progress: z.number(),
  total: z.number().int(),
  successCount: z.number().int(),
  failCount: z.number().int(),
  /** Until when the failed rows can be downloaded (24 hours after the import), null when there are none. */
  failedRowsUntil: isoDate.nullable(),
  errorCode: z.string().nullable(),
  columns: z.array(z.string()),
  createdAt: isoDate,
});
export type Source = z.infer<typeof sourceSchema>;
export const sourceParams = z.strictObject({
  id: z.uuid({ error: 'FIELD_INVALID' }),
  sourceId: z.uuid({ error: 'FIELD_INVALID' }),
});
export const sourcePreviewSchema = z.object({
  source: sourceSchema,
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** A guess of each column's role from its name and values, to pre-fill the matching form. */
  suggested: z.array(columnSuggestionSchema),
});
/** What a re-sent document ID does: update the stored document, or leave it as it is. */
export const duplicateModes = ['UPDATE', 'SKIP'] as const;
/**
 * Column matching of a model upload: the matching rules of docs/ingestion.md (content, ID and date columns, a date format), plus the optional label column
 * (category names or paths, several joined by `labelSeparator` on multi-label models).
 */
export const modelColumnMatchingBody = z.intersection(
  columnMatchingBody,
  // Strict on both sides: an intersection reports a key as unknown only when neither side knows it.
  z.strictObject({
    labelColumn: z.string().nullable().default(null),
    labelSeparator: z.string().min(1).max(5).default(';'),
    /**
     * Labelled rows arrive as training data (COMPLETED) or awaiting approval. Left out: training data when the
     * importing user may approve (a manager's labelled file is ground truth), awaiting approval otherwise.
     */
    labelStatus: z.enum(['AWAITING_APPROVAL', 'COMPLETED']).optional(),
    /** A row whose ID the model already holds: UPDATE that document (default) or SKIP the row. Never a duplicate. */
    duplicates: z.enum(duplicateModes).default('UPDATE'),
  }),
);
/** The distinct values of a label column of an upload, and whether the model already has each as a label. */
export const labelValuesQuery = z.strictObject({
  column: z.string().min(1, { error: 'FIELD_REQUIRED' }).max(500),
  separator: z.string().min(1).max(5).default(';'),
});
export const labelValuesSchema = z.object({
  values: z.array(z.object({ value: z.string(), count: z.number().int(), exists: z.boolean() })),
  /** Values beyond the first 1,000 distinct ones are not listed (nor created). */
  truncated: z.boolean(),
});
export const labelCategoriesResponse = z.object({ created: z.array(z.string()) });
export const matchingTemplateSchema = z.object({ id: z.string(), name: z.string(), matching: z.unknown(), createdAt: isoDate });

const turnSchema = z.strictObject({
  speaker: z.enum(['customer', 'agent', 'bot'], { error: 'FIELD_INVALID_OPTION' }),
  text: z.string({ error: 'FIELD_REQUIRED' }).max(20_000, { error: 'FIELD_TOO_LONG' }),
  time: z.string().max(40).optional(),
});
export type DialogueTurn = z.infer<typeof turnSchema>;
export const jsonDocumentSchema = z
  .strictObject({
    id: z.string().max(200).optional(),
    text: z.string().max(50_000, { error: 'FIELD_TOO_LONG' }).optional(),
    turns: z.array(turnSchema).min(1).max(2000).optional(),
    date: z.string().max(40).optional(),
    labels: z.array(z.string().max(300)).max(50).optional(),
    sentiment: z.enum(sentimentLabels).optional(),
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  })
  .refine((d) => (d.text !== undefined && d.text.trim() !== '') !== (d.turns !== undefined), {
    error: 'DOCUMENT_CONTENT_REQUIRED',
  });
export type JsonDocument = z.infer<typeof jsonDocumentSchema>;
/** `/model/json-upload/{id}` and the push source: at most 5,000 documents per call; all or nothing. */
export const jsonUploadBody = z.strictObject({
  documents: z.array(jsonDocumentSchema).min(1, { error: 'UPLOAD_EMPTY' }).max(5000, { error: 'UPLOAD_TOO_MANY_ROWS' }),
  /** A document whose `id` the model already holds: UPDATE it (default) or SKIP it. */
  duplicates: z.enum(duplicateModes).default('UPDATE'),
});
/** `stored` counts new documents; `updated` and `skipped` those whose id the model already held. */
export const jsonUploadResponse = z.object({
  sourceId: z.string(),
  stored: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});
export const pushSourceSchema = z.object({ id: z.string(), url: z.string(), token: z.string(), createdAt: isoDate });

// ── training documents and labelling ───────────────────────────────────────────────────────────────────────────

/** The interaction statuses (docs/documents-and-labels.md) plus DRAFT (marked and saved, not submitted), as labelling uses them. */
export const labellingStatuses = [
  'UNMARKED',
  'DRAFT',
  'AWAITING_APPROVAL',
  'AI_CONFIRMED',
  'MANUAL_CHANGES',
  'COMPLETED',
  'DISCARDED',
] as const;
export type LabellingStatus = (typeof labellingStatuses)[number];
/** Statuses whose labels train the model. */
export const trainedLabellingStatuses: readonly LabellingStatus[] = ['AI_CONFIRMED', 'MANUAL_CHANGES', 'COMPLETED'];
export const labellingTabs = ['WAITING', 'UNMARKED', 'DRAFT', 'COMPLETED', 'DISCARDED', 'ALL'] as const;

export const spanSchema = z.object({
  /** Which turn of a dialogue (0 for plain text). */
  segment: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
  weight: z.number(),
});
export const suggestionSchema = z.object({
  versionId: z.string(),
  labels: z.array(z.object({ labelId: z.string(), name: z.string(), score: z.number() })),
  predicted: z.array(z.string()),
  spans: z.array(spanSchema.extend({ labelId: z.string() })),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const modelDocumentSchema = z.object({
  id: z.string(),
  externalId: z.string().nullable(),
  text: z.string(),
  turns: z
    .array(z.object({ speaker: z.enum(['customer', 'agent', 'bot']), text: z.string(), time: z.string().optional() }))
    .nullable(),
  contentDate: isoDate.nullable(),
  status: z.enum(labellingStatuses),
  /** Category ids, or the fixed label codes of sentiment/emotion models. */
  labelIds: z.array(z.string()),
  labelledBy: userRefSchema.nullable(),
  labelledAt: isoDate.nullable(),
  sourceId: z.string().nullable(),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /**
   * Where a document sent from an analysis came from: its feedback (by hand) or the analysis's feedback schedule
   * (docs/feedback-schedule.md); absent for uploads and JSON documents.
   */
  origin: z
    .object({
      kind: z.enum(['FEEDBACK', 'FEEDBACK_SCHEDULE']),
      projectCode: z.string(),
      projectName: z.string(),
    })
    .nullable()
    .optional(),
  /** Rank in the "label these next" order (active learning) when asked for; null otherwise. */
  rank: z.number().int().nullable(),
  suggestion: suggestionSchema.nullable(),
});
export type ModelDocument = z.infer<typeof modelDocumentSchema>;
export const modelDocumentsQuery = pageQuery.extend({
  tab: z.enum(labellingTabs, { error: 'FIELD_INVALID_OPTION' }).default('UNMARKED'),
  /** Empty, or at least 3 characters (SEARCH_TOO_SHORT). */
  search: searchQuerySchema.max(200).optional(),
  labelId: z.string().max(100).optional(),
  /** NEXT: "label these next" (uncertainty × diversity from the deployed version); NEWEST / OLDEST by upload. */
  order: z.enum(['NEXT', 'NEWEST', 'OLDEST'], { error: 'FIELD_INVALID_OPTION' }).default('NEWEST'),
  /** Include the deployed version's suggestion for each document of the page. */
  suggest: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const documentParams = z.strictObject({
  id: z.uuid({ error: 'FIELD_INVALID' }),
  documentId: z.uuid({ error: 'FIELD_INVALID' }),
});
export const markBody = z.strictObject({
  labelIds: z.array(z.string().max(100)).max(50),
  /** DRAFT keeps it for later; SUBMIT sends it for approval (labellers) or completes it (MODEL/APPROVE holders). */
  action: z.enum(['DRAFT', 'SUBMIT'], { error: 'FIELD_INVALID_OPTION' }),
});
export const documentIdsBody = z.strictObject({
  ids: z
    .array(z.uuid({ error: 'FIELD_INVALID' }))
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(1000, { error: 'FIELD_TOO_BIG' }),
});
/** The documents of a list's filter (tab, search, label): what a bulk action over "all matching" works on. */
export const modelDocumentsFilter = z.strictObject({
  tab: z.enum(labellingTabs, { error: 'FIELD_INVALID_OPTION' }),
  search: searchQuerySchema.max(200).optional(),
  labelId: z.string().max(100).optional(),
});
/**
 * A bulk action on listed ids (at most 1,000) or on every document of a filter. With `dryRun` only the number of
 * documents it would change is answered, for the confirmation.
 */
export const bulkDocumentsBody = z
  .strictObject({
    ids: z
      .array(z.uuid({ error: 'FIELD_INVALID' }))
      .min(1, { error: 'FIELD_REQUIRED' })
      .max(1000, { error: 'FIELD_TOO_BIG' })
      .optional(),
    filter: modelDocumentsFilter.optional(),
    dryRun: z.boolean().default(false),
  })
  .refine((b) => (b.ids === undefined) !== (b.filter === undefined), { error: 'FIELD_REQUIRED', path: ['ids'] });
/** `queued`: a large set runs as a background job; `affected` is then the number it will change. */
export const bulkResultSchema = z.object({ affected: z.number().int(), queued: z.boolean() });

// ── training, versions, statistics, test ───────────────────────────────────────────────────────────────────────

export const trainBody = z.strictObject({ name: z.string().trim().max(100, { error: 'FIELD_TOO_LONG' }).optional() });
export const versionParams = z.strictObject({
  id: z.uuid({ error: 'FIELD_INVALID' }),
  versionId: z.uuid({ error: 'FIELD_INVALID' }),
});
export const labelMetricsSchema = z.object({
  labelId: z.string(),
  name: z.string(),
  precision: z.number(),
  recall: z.number(),
  f1: z.number(),
  support: z.number().int(),
});
export const versionStatisticsSchema = z.object({
  version: versionSummarySchema,
  /** How the figures were measured: cross-validation over the labelled data, or a held-out split. */
  evaluation: z.enum(['CROSS_VALIDATION', 'HOLDOUT', 'NONE']),
  n: z.number().int(),
  accuracy: z.number(),
  macroF1: z.number(),
  microF1: z.number(),
  calibrationError: z.number().nullable(),
  labels: z.array(z.object({ id: z.string(), name: z.string() })),
  /** confusion[actual][predicted], in `labels` order: held-out documents carrying `actual` that were given `predicted` (multi-label: once per pair). */
  confusion: z.array(z.array(z.number().int())),
  perLabel: z.array(labelMetricsSchema),
  ratios: z.array(z.object({ labelId: z.string(), count: z.number().int() })),
  keywords: z.array(z.object({ labelId: z.string(), words: z.array(z.object({ text: z.string(), weight: z.number() })) })),
  previous: z
    .object({ version: versionSummarySchema, accuracy: z.number(), macroF1: z.number(), perLabel: z.array(labelMetricsSchema) })
    .nullable(),
});
export type VersionStatistics = z.infer<typeof versionStatisticsSchema>;
export const confusionQuery = z.strictObject({ actual: z.string().max(100), predicted: z.string().max(100) });
export const markingsSchema = z.object({
  users: z.array(z.object({ user: userRefSchema, count: z.number().int() })),
  byDay: z.array(z.object({ day: z.string(), userId: z.string(), count: z.number().int() })),
});
export const modelTestBody = z
  .strictObject({
    text: z.string().max(50_000, { error: 'FIELD_TOO_LONG' }).optional(),
    turns: z.array(turnSchema).min(1).max(2000).optional(),
    /** Default: the deployed version, else the latest successful one. */
    versionId: z.uuid({ error: 'FIELD_INVALID' }).optional(),
  })
  .refine((d) => (d.text !== undefined && d.text.trim() !== '') !== (d.turns !== undefined), {
    error: 'DOCUMENT_CONTENT_REQUIRED',
  });
export const entitySchema = z.object({
  type: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
  segment: z.number().int(),
  /** The normalised value: an entity mapping's target text (docs/entity-mapping.md), or a built-in type's value. */
  value: z.string().optional(),
});
export const modelTestResponse = z.object({
  versionId: z.string().nullable(),
  language: z.string(),
  predicted: z.array(z.object({ labelId: z.string(), name: z.string(), score: z.number() })),
  scores: z.array(z.object({ labelId: z.string(), name: z.string(), score: z.number() })),
  spans: z.array(spanSchema.extend({ labelId: z.string() })),
  entities: z.array(entitySchema),
  masked: z.string().nullable(),
});
export type ModelTestResponse = z.infer<typeof modelTestResponse>;
/**
 * A make-public request (docs/public-review.md): the note for the reviewer, and whether the published template ships
 * the trained weights (models; ignored for analyses, whose models' weights follow it). Requesting snapshots the item
 * into its template (docs/marketplace.md).
 */
export const makePublicBody = z.strictObject({
  note: z.string().trim().max(1000, { error: 'FIELD_TOO_LONG' }).default(''),
  includeWeights: z.boolean().default(true),
});
/** A model package: what moves a model between workspaces (categories, settings, labelled data). */
export const modelPackageSchema = z.strictObject({
  format: z.literal('sentio-model-package'),
  version: z.literal(1),
  model: z.strictObject({
    name: z.string(),
    description: z.string(),
    typeCode: z.enum(modelTypeCodes),
    classificationType: z.enum(classificationTypes),
    senseType: z.enum(senseTypes),
    dataType: z.enum(modelDataTypes),
    switches: z.array(z.object({ code: z.enum(['tr', 'en']), default: z.boolean() })),
    pipelineStages: z.array(pipelineStageSchema),
    tags: z.array(z.string()),
    color: z.string(),
  }),
  categories: z.array(categoryNodeSchema),
  documents: z.array(jsonDocumentSchema).max(100_000),
});
export type ModelPackage = z.infer<typeof modelPackageSchema>;
