import { z } from 'zod';
import { interactionStatuses, predictionStatuses, searchByDates } from '../filters/state.js';
import { searchRequestSchema } from '../filters/search-request.js';
import { analysisDataTypes, attributeCodeSchema, attributeTypes } from '../validation/analysis.js';
import { columnMatchingBody } from '../validation/columns.js';
import { exportFileTypes, pivotBody } from '../validation/other.js';
import { csvStyles } from '../validation/spreadsheet.js';
import { isoDate, pageOf } from './common.js';
import { widgetResultSchema } from './dashboard-results.js';
import { userRefSchema } from './model.js';
import { entitySchema, jsonDocumentSchema, sourceSchema, spanSchema } from './model-data.js';
import { projectCodeSchema } from './project.js';

/**
 * The projects area, part two: data in (sources, column matching, JSON and push), documents with their
 * predictions, the document search (docs/search.md), document actions, retry and re-evaluation, export, labels and audit.
 *
 * Our readings:
 * - A document's ID (the matched ID column, `externalId`) is unique within an analysis. A row whose ID is already
 *   stored replaces that document's content and is classified again (integrations re-send corrected records); the
 *   same ID twice in one file fails the second row (DOCUMENT_DUPLICATE_ID). Counts stay exact either way:
 *   total = success + failed.
 * - `trash` hides a document (status DISCARDED, out of search and counts, kept for the audit); `document/delete`
 *   removes documents for good.
 * - Labels are the analysis's own tags that analysts put on documents (e.g. "escalated", "press"); they are not
 *   model categories.
 */

export const projectSourceParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });
export const sourceIdParam = z.strictObject({ id: z.uuid({ error: 'FIELD_INVALID' }) });
export const projectSourceSchema = sourceSchema.extend({
  /** The channel the rows were uploaded to (switchCode). */
  channelCode: z.string().nullable(),
  /** Documents of this source still waiting for (or failed in) classification. */
  inlineCount: z.number().int(),
  failedPredictionCount: z.number().int(),
});
export type ProjectSource = z.infer<typeof projectSourceSchema>;
export const uploadQuery = z.strictObject({ switchCode: z.string().min(1, { error: 'DOCUMENT_CHANNEL_REQUIRED' }).max(60) });

/**
 * Column matching of an analysis upload: the matching rules of docs/ingestion.md, plus how ATTRIBUTE columns
 * map onto the analysis's attributes (a code not yet defined is added with the given type) and an optional column
 * holding each row's channel code (else the upload's switchCode).
 */
export const projectColumnMatchingBody = z.intersection(
  columnMatchingBody,
  z.strictObject({
    attributes: z
      .array(
        z.strictObject({
          column: z.string(),
          code: attributeCodeSchema,
          type: z.enum(attributeTypes, { error: 'FIELD_INVALID_OPTION' }),
        }),
      )
      .max(200)
      .default([]),
    channelColumn: z.string().nullable().default(null),
    /** Separator of MULTI_TEXT / MULTI_NUMERIC cells. */
    multiValueSeparator: z.string().min(1).max(5).default(';'),
  }),
);
export type ProjectColumnMatching = z.input<typeof projectColumnMatchingBody>;
export const projectMatchingTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  matching: z.unknown(),
  createdAt: isoDate,
});
export const columnTypeGuessSchema = z.array(
  z.object({ column: z.string(), role: z.string(), type: z.enum(attributeTypes), samples: z.array(z.string()) }),
);

/** Seconds from the call's start: a number, or a text such as "12.5" or "00:12" (docs/dialogue-format.md). */
const callSeconds = z.union([z.number(), z.string().max(20)], { error: 'DIALOGUE_TIMING_INVALID' });
/**
 * A turn of an analysis's dialogue: the training turn plus optional `start`/`end` seconds; speaker `hold` makes a
 * hold interval, not a turn. Timings and `endedBy` are checked by the server (DIALOGUE_TIMING_INVALID,
 * DIALOGUE_ENDED_BY_INVALID) with the same rules as a CSV cell.
 */
export const timedTurnInputSchema = z.strictObject({
  speaker: z.enum(['customer', 'agent', 'bot', 'hold'], { error: 'FIELD_INVALID_OPTION' }),
  text: z.string({ error: 'FIELD_REQUIRED' }).max(20_000, { error: 'FIELD_TOO_LONG' }).default(''),
  time: z.string().max(40).optional(),
  start: callSeconds.nullable().optional(),
  end: callSeconds.nullable().optional(),
});
const callText = z.union([z.string().max(200, { error: 'FIELD_TOO_LONG' }), z.number()], { error: 'FIELD_INVALID_TYPE' });
/** A JSON document of an analysis: a model's JSON document, with timed turns and the call fields of a dialogue. */
export const projectJsonDocumentSchema = z
  .strictObject({
    ...jsonDocumentSchema.shape,
    turns: z.array(timedTurnInputSchema).min(1).max(2000).optional(),
    callId: callText.nullable().optional(),
    agentId: callText.nullable().optional(),
    agentName: callText.nullable().optional(),
    customerName: callText.nullable().optional(),
    callStartedAt: z.string().max(40).nullable().optional(),
    endedBy: z.string().max(40).nullable().optional(),
    duration: callSeconds.nullable().optional(),
    holds: z
      .array(z.strictObject({ start: callSeconds, end: callSeconds }))
      .max(500)
      .optional(),
  })
  .refine((d) => (d.text !== undefined && d.text.trim() !== '') !== (d.turns !== undefined), {
    error: 'DOCUMENT_CONTENT_REQUIRED',
  });
export type ProjectJsonDocument = z.input<typeof projectJsonDocumentSchema>;

/** JSON documents (and dialogues as turns) into an analysis; at most 5,000 per call, all or nothing. */
export const projectJsonBody = z.strictObject({
  channelCode: z.string().min(1, { error: 'DOCUMENT_CHANNEL_REQUIRED' }).max(60),
  documents: z.array(projectJsonDocumentSchema).min(1, { error: 'UPLOAD_EMPTY' }).max(5000, { error: 'UPLOAD_TOO_MANY_ROWS' }),
});
export const ingestResponse = z.object({ sourceId: z.string(), stored: z.number().int(), failed: z.number().int() });
export const projectPushSourceSchema = z.object({
  id: z.string(),
  url: z.string(),
  token: z.string().nullable(),
  createdAt: isoDate,
});

// ── documents ──────────────────────────────────────────────────────────────────────────────────────────────────

export const documentCategorySchema = z.object({
  modelCode: z.string(),
  categoryId: z.string(),
  name: z.string(),
  /** Names from the root, joined with " > ". */
  path: z.string(),
  confidence: z.number(),
  /** AI: the model's prediction; MANUAL: set by a user (mark). */
  origin: z.enum(['AI', 'MANUAL']),
  /** Aspect sentiment of this category when the model's aspect-sentiment switch is on. */
  sentiment: z.string().nullable(),
  /** Words that made the model choose it (explanations), offsets into the content / turn. */
  spans: z.array(spanSchema),
});
export const documentSchema = z.object({
  id: z.string(),
  externalId: z.string().nullable(),
  dataType: z.enum(analysisDataTypes),
  content: z.string(),
  turns: z
    .array(z.object({ speaker: z.enum(['customer', 'agent', 'bot']), text: z.string(), time: z.string().nullable() }))
    .nullable(),
  language: z.string(),
  contentDate: isoDate,
  createdAt: isoDate,
  statusUpdatedAt: isoDate,
  channelCode: z.string().nullable(),
  sourceId: z.string().nullable(),
  attributes: z.record(
    z.string(),
    z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]),
  ),
  status: z.enum(interactionStatuses),
  predictionStatus: z.enum(predictionStatuses),
  predictionError: z.string().nullable(),
  categories: z.array(documentCategorySchema),
  sentiment: z.object({ label: z.string(), score: z.number(), modelCode: z.string() }).nullable(),
  entities: z.array(entitySchema),
  masked: z.boolean(),
  /** The customer this document belongs to (docs/customers.md); null when its key attribute is empty. */
  customerKey: z.string().nullable(),
  alert: z.object({ note: z.string(), by: userRefSchema, at: isoDate }).nullable(),
  reviewed: z.object({ by: userRefSchema, at: isoDate }).nullable(),
  approved: z.object({ by: userRefSchema, at: isoDate }).nullable(),
  labels: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  notes: z.array(z.object({ id: z.string(), text: z.string(), by: userRefSchema, at: isoDate })),
});
export type ProjectDocument = z.infer<typeof documentSchema>;
export const projectDocumentParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });

export const facetSchema = z.object({
  key: z.string(),
  facetList: z.array(
    z.object({
      _id: z.string(),
      count: z.number().int(),
      name: z.string().optional(),
      /** ROOT_CAUSE: the root cause's TR/EN alias ('' when not set). */
      alias: z.object({ tr: z.string(), en: z.string() }).optional(),
    }),
  ),
});
export const predictionSummarySchema = z.object({
  inlineCount: z.number().int(),
  failedCount: z.number().int(),
  alertedCount: z.number().int(),
  processedCount: z.number().int(),
  retryAllActive: z.boolean(),
  retryAllPercentage: z.number(),
});
export type PredictionSummary = z.infer<typeof predictionSummarySchema>;
export const searchResponseSchema = z.object({
  documents: pageOf(documentSchema),
  /** The selected widgets (or the default dashboard) computed under the same filter, when the widget flag is on. */
  widgets: z.array(widgetResultSchema),
  facets: z.array(facetSchema),
  modelCategoryCounts: z.array(
    z.object({ modelCode: z.string(), counts: z.array(z.object({ categoryId: z.string(), count: z.number().int() })) }),
  ),
  predictionSummary: predictionSummarySchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
/**
 * The search body (docs/search.md): every field optional with its default. `projectCode` may be left out (the path
 * names the project; when given it must match, PROJECT_CODE_MISMATCH); the server applies the search minimum
 * (SEARCH_TOO_SHORT), checks dates (DATE_RANGE_INVALID) and refuses filters it cannot honour yet (FILTER_NOT_SUPPORTED).
 */
export const documentSearchBody = searchRequestSchema;

/** Facet kinds of `document/search/facet/{kind}/{key}`: {key} is a model code, an attribute code, or `-` (ROOT_CAUSE: `all`). */
export const facetKinds = [
  'CATEGORY',
  'SENTIMENT',
  'CHANNEL',
  'STATUS',
  'PREDICTION_STATUS',
  'ATTRIBUTE',
  'LABEL',
  'LANGUAGE',
  'ROOT_CAUSE',
] as const;
export const facetParams = z.strictObject({
  code: projectCodeSchema,
  kind: z.enum(facetKinds, { error: 'FIELD_INVALID_OPTION' }),
  key: z.string().min(1).max(100),
});
export const fieldFacetParams = z.strictObject({ code: projectCodeSchema, field: z.string().min(1).max(60) });
/** Values of one attribute for a filter picker: those containing `filteredText`, after `lastFieldValue` (paging). */
export const fieldFacetBody = z.strictObject({
  filteredText: z.string().max(100).default(''),
  lastFieldValue: z.string().max(500).nullable().default(null),
  size: z.number().int().min(1).max(100).default(20),
});
export const fieldFacetResponse = z.object({
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
  last: z.boolean(),
});

export {
  fieldOperands,
  categoryOperands,
  documentSortOptions,
  type FieldOperand,
  type CategoryOperand,
} from '../filters/search-request.js';
/**
 * Field names of a field filter that are not attributes but the document's own columns: channel code, sentiment
 * label, interaction status, prediction status, language, label id (the analysis's labels), alerted (`true`/`false`).
 */
export const builtInFieldNames = ['channel', 'sentiment', 'status', 'predictionStatus', 'language', 'label', 'alerted'] as const;
/** Facet keys of the search request's `facet` (comma-separated): `CHANNEL`, `SENTIMENT`, `ATTRIBUTE:segment`, `CATEGORY:{modelCode}`… */
export const defaultFacetKeys = ['CHANNEL', 'SENTIMENT', 'STATUS', 'PREDICTION_STATUS', 'LANGUAGE', 'LABEL'] as const;

// ── document actions ───────────────────────────────────────────────────────────────────────────────────────────

export const alertBody = z.strictObject({
  note: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(2000, { error: 'FIELD_TOO_LONG' }),
});
export const noteBody = z.strictObject({
  text: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(2000, { error: 'FIELD_TOO_LONG' }),
});
/** PUT mark: replaces one model's categories on a document (status → MANUAL_CHANGES), and optionally the labels. */
export const projectMarkBody = z.strictObject({
  documentId: z.uuid({ error: 'FIELD_INVALID' }),
  modelCode: z.string().min(1).max(100),
  categoryIds: z.array(z.string().min(1).max(100)).max(50),
  /** Sentiment of the document (for the analysis's sentiment model), when changed. */
  sentiment: z.string().max(40).nullable().optional(),
  labelIds: z
    .array(z.uuid({ error: 'FIELD_INVALID' }))
    .max(50)
    .optional(),
});
export const documentIdListBody = z.strictObject({
  documentIds: z
    .array(z.uuid({ error: 'FIELD_INVALID' }))
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(1000, { error: 'FIELD_TOO_BIG' }),
});
export const affectedSchema = z.object({ affected: z.number().int() });
export const countAndLastDateSchema = z.object({ count: z.number().int(), lastDate: isoDate.nullable() });
export const alertedQuery = z.strictObject({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  reviewed: z.enum(['true', 'false', 'all']).default('all'),
});

export const documentTestBody = z
  .strictObject({
    projectCode: projectCodeSchema,
    text: z.string().max(50_000, { error: 'FIELD_TOO_LONG' }).optional(),
  })
  .refine((d) => d.text !== undefined && d.text.trim() !== '', { error: 'DOCUMENT_CONTENT_REQUIRED' });
export const dialogueTestBody = z.strictObject({
  projectCode: projectCodeSchema,
  turns: z
    .array(
      z.strictObject({
        speaker: z.enum(['customer', 'agent', 'bot'], { error: 'FIELD_INVALID_OPTION' }),
        text: z.string().max(20_000),
        time: z.string().max(40).optional(),
      }),
    )
    .min(1, { error: 'DOCUMENT_CONTENT_REQUIRED' })
    .max(2000),
});
/** What the project's models make of a text, without storing anything. */
export const documentTestResponse = z.object({
  language: z.string(),
  masked: z.string().nullable(),
  categories: z.array(documentCategorySchema),
  sentiment: z.object({ label: z.string(), score: z.number(), modelCode: z.string() }).nullable(),
  entities: z.array(entitySchema),
});

// ── retry, re-evaluation, export ───────────────────────────────────────────────────────────────────────────────

export const taskSchema = z.object({
  id: z.string(),
  kind: z.enum(['RETRY_ALL', 'REEVALUATE', 'EXPORT']),
  status: z.enum(['QUEUED', 'RUNNING', 'SUCCESS', 'FAILED', 'CANCELLED']),
  total: z.number().int(),
  done: z.number().int(),
  percentage: z.number(),
  createdBy: userRefSchema,
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
  error: z.string().nullable(),
  /** EXPORT: the file when ready. */
  fileUrl: z.string().nullable(),
});
export type ProjectTask = z.infer<typeof taskSchema>;
/** The re-evaluation filters (docs/analyses.md). `modelMaps` lists model code → version id to use (default: deployed). */
export const reevaluateBody = z.strictObject({
  includedStatuses: z.array(z.enum(interactionStatuses, { error: 'FIELD_INVALID_OPTION' })).default([]),
  modelMaps: z
    .array(z.strictObject({ modelCode: z.string().min(1).max(100), versionId: z.uuid().nullable().default(null) }))
    .default([]),
  excludedModelCodes: z.array(z.string().max(100)).default([]),
  excludedPredictionModelCodes: z.array(z.string().max(100)).default([]),
  categoryFilters: z
    .array(z.strictObject({ modelCode: z.string().max(100), categoryIds: z.array(z.string().max(100)) }))
    .default([]),
  attributeFilters: z
    .array(z.strictObject({ code: z.string().max(60), values: z.array(z.string().max(500)).min(1) }))
    .default([]),
  dataType: z.enum(analysisDataTypes, { error: 'FIELD_INVALID_OPTION' }).nullable().default(null),
  channelCode: z.string().max(60).nullable().default(null),
  dateFilter: z
    .strictObject({
      startDate: z.iso.datetime(),
      endDate: z.iso.datetime(),
      searchByDate: z.enum(searchByDates).default('CONTENT_DATE'),
    })
    .nullable()
    .default(null),
});
export type ReevaluateBody = z.input<typeof reevaluateBody>;
export const reevaluatableSchema = z.object({
  reevaluatable: z.boolean(),
  running: taskSchema.nullable(),
  lastFinished: taskSchema.nullable(),
});

export const exportTypes = exportFileTypes;
export const exportParams = z.strictObject({
  code: projectCodeSchema,
  type: z.enum(exportTypes, { error: 'EXPORT_FILE_TYPE_REQUIRED' }),
});
/**
 * The filter state of the list plus at most 8 attribute fields (FIELD_SELECTION_LIMIT). `csvStyle` (CSV only):
 * `EXCEL` escapes texts a spreadsheet would run as formulas, `RAW` keeps every text exactly, for programs.
 * `pivot` (docs/reports.md): instead of one row per document, one row per value of `pivot.field` (`channel`,
 * `sentiment`, `language`, `status`, `contentMonth`, `contentWeek`, `contentDay` or an attribute code) and one
 * column per category of `pivot.modelCode`, each cell the number of documents; `fields` is then ignored.
 */
export const documentExportBody = z.strictObject({
  search: searchRequestSchema,
  fields: z.array(z.string().min(1).max(60)).max(8, { error: 'FIELD_SELECTION_LIMIT' }).default([]),
  csvStyle: z.enum(csvStyles, { error: 'FIELD_INVALID_OPTION' }).default('EXCEL'),
  pivot: pivotBody.nullable().default(null),
});
/** Row fields of a pivot download besides attribute codes. */
export const pivotDocumentFields = [
  'channel',
  'sentiment',
  'language',
  'status',
  'contentMonth',
  'contentWeek',
  'contentDay',
] as const;
/** Small exports answer the file at once; large ones run as a job whose finish sends an in-app notification. */
export const exportResponse = z.object({
  mode: z.enum(['FILE', 'JOB']),
  count: z.number().int(),
  fileUrl: z.string().nullable(),
  task: taskSchema.nullable(),
});
export const taskParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });

// ── labels, audit, feedback ────────────────────────────────────────────────────────────────────────────────────

export const labelSchema = z.object({ id: z.string(), name: z.string(), color: z.string(), documentCount: z.number().int() });
export const labelBody = z.strictObject({
  name: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(50, { error: 'FIELD_TOO_LONG' }),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'FIELD_INVALID' })
    .default('#8C8C8C'),
});
/** POST audit/{entity}/{id}: the record of who changed what, newest first. */
export const auditParams = z.strictObject({
  code: projectCodeSchema,
  entity: z.enum(['document', 'project', 'source'], { error: 'FIELD_INVALID_OPTION' }),
  id: z.string().min(1).max(100),
});
export const auditBody = z.strictObject({
  page: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(100).default(20),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  user: userRefSchema.nullable(),
  at: isoDate,
  before: z.unknown(),
  after: z.unknown(),
});
/** Feedback: the analysis's corrected and approved documents sent to a model as labelled training data. */
export const feedbackBody = z.strictObject({
  modelCode: z.string().min(1).max(100),
  /** Default: every corrected or approved document not sent yet. */
  documentIds: z
    .array(z.uuid({ error: 'FIELD_INVALID' }))
    .max(10_000)
    .optional(),
});
export const feedbackCountsSchema = z.array(
  z.object({ modelCode: z.string(), pending: z.number().int(), sent: z.number().int() }),
);

export const categoryTreeSchema = z.array(
  z.object({
    modelCode: z.string(),
    modelName: z.string(),
    senseType: z.string(),
    /** Flat list in tree order; `parentId` rebuilds the tree. Sentiment/emotion models list their fixed labels. */
    categories: z.array(
      z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable(), path: z.string(), count: z.number().int() }),
    ),
  }),
);
export const searchByDateSchema = z.enum(searchByDates);
