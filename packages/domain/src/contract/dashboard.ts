import { z } from 'zod';
import { gaps } from '../filters/state.js';
import { searchRequestSchema } from '../filters/search-request.js';
import { isoDate } from './common.js';
import { projectCodeSchema } from './project.js';

/**
 * Dashboards (issue 7): widgets computed from the same filter state as the document list, comparison periods,
 * drill-down, quick filters (bookmarks), virtual categories and content groups. Spec: domain.md §1, §9; shell.md
 * §2, §3, §7.
 *
 * Our readings:
 * - A widget is a configured chart of one kind (NPS, impact…) in one analysis. PROJECT widgets are made by
 *   managers and offered to everyone in the analysis; USER widgets are personal. `widget/user/all` lists the
 *   widgets a user may pick, `widget/user/selected` saves the user's ordered pick (the dashboard), `allWidget`
 *   lists the widget kinds with their default settings. A user who never picked gets the default dashboard.
 * - `widget/{id}/request` computes one widget under a search body and answers at once; `calculate` starts the
 *   same computation as a background job (for heavy widgets over large data) and `result` returns its latest
 *   outcome; `export/result` downloads the widget's table; `search` is the drill-down: the documents behind one
 *   chart element.
 * - Every chart element carries `drill`: the field/category filters and date range that select exactly its
 *   documents, in the URL forms of shell.md §2 (`fq`, `cq`, `sd`, `ed`), so a click opens the data tab with that
 *   filter added and the list's total equals the number on the chart.
 * - NPS: % promoters (9–10) − % detractors (0–6) of the documents with an NPS answer (domain.md §9). CSAT: share of
 *   answers at or above `csatSatisfiedFrom` on a 1…`csatScaleMax` scale (default 4 of 5).
 * - Impact of a category: overall score − score of the documents without that category (positive: the category
 *   lifts the score). Significance: two-sided tests at 95 % (NPS via its variance, shares via two proportions).
 */

export const widgetKinds = [
  'NPS',
  'CSAT',
  'SENTIMENT',
  'CATEGORY_DISTRIBUTION',
  'CATEGORY_COMPARISON',
  'IMPACT',
  'CATEGORY_CHANNEL',
  'QUADRANT',
  'SCORE_TABLE',
  'TIME_TREND',
  'ATTRIBUTE_BASED_KEYWORDS',
  'ATTRIBUTE_DISTRIBUTION',
] as const;
export type WidgetKind = (typeof widgetKinds)[number];
/** Kinds a user may add only once to a dashboard (WIDGET_ATTRIBUTE_KEYWORDS_SINGLE). */
export const singleWidgetKinds: readonly WidgetKind[] = ['ATTRIBUTE_BASED_KEYWORDS'];
/** The dashboard of a user who never picked one, in this order (cx_dashboard and the data tab). */
export const defaultWidgetKinds: readonly WidgetKind[] = [
  'NPS',
  'SENTIMENT',
  'CATEGORY_DISTRIBUTION',
  'CATEGORY_COMPARISON',
  'IMPACT',
  'TIME_TREND',
];

/** Axes of the quadrant chart (`quadrant-chart-axis-types`). */
export const quadrantAxisTypes = [
  'VOLUME',
  'SHARE',
  'NPS',
  'CSAT',
  'NPS_IMPACT',
  'CSAT_IMPACT',
  'SENTIMENT_SCORE',
  'NEGATIVE_SHARE',
] as const;
export type QuadrantAxisType = (typeof quadrantAxisTypes)[number];
export const scoreMetrics = ['NPS', 'CSAT'] as const;
export type ScoreMetric = (typeof scoreMetrics)[number];
export const scoreTableGroups = ['CATEGORY', 'CHANNEL'] as const;
/** Report periods of domain.md §9; `custom` uses the widget's `customDays`. */
export const reportPeriods = [...gaps, 'custom'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
export const widgetScopes = ['USER', 'PROJECT'] as const;

/** What a widget is configured with; which fields a kind reads is listed in `widgetKindCatalogue`. */
export const widgetConfigSchema = z.strictObject({
  /** The model whose categories a category widget shows; null = the analysis's first category model. */
  modelCode: z.string().max(100).nullable().default(null),
  metric: z.enum(scoreMetrics, { error: 'FIELD_INVALID_OPTION' }).default('NPS'),
  xAxis: z.enum(quadrantAxisTypes, { error: 'FIELD_INVALID_OPTION' }).default('VOLUME'),
  yAxis: z.enum(quadrantAxisTypes, { error: 'FIELD_INVALID_OPTION' }).default('NPS_IMPACT'),
  groupBy: z.enum(scoreTableGroups, { error: 'FIELD_INVALID_OPTION' }).default('CATEGORY'),
  /** Trend bucket; null = chosen from the range (≤ 2 days hourly, ≤ 92 days daily, ≤ 1 year weekly, else monthly). */
  period: z.enum(reportPeriods, { error: 'FIELD_INVALID_OPTION' }).nullable().default(null),
  customDays: z.number().int().min(1).max(366).default(7),
  attributeCode: z.string().max(60).nullable().default(null),
  /** Rows or points shown (categories, words). */
  limit: z.number().int().min(1).max(100).default(20),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

export const widgetSchema = z.object({
  id: z.string(),
  kind: z.enum(widgetKinds),
  name: z.string(),
  scope: z.enum(widgetScopes),
  config: widgetConfigSchema,
  /** A built-in widget of every analysis (one per default kind); it cannot be deleted. */
  builtIn: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: isoDate,
});
export type Widget = z.infer<typeof widgetSchema>;
export const widgetBody = z.strictObject({
  /** Present: update that widget; absent: create one. */
  id: z.uuid({ error: 'FIELD_INVALID' }).optional(),
  kind: z.enum(widgetKinds, { error: 'FIELD_INVALID_OPTION' }),
  name: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'FIELD_TOO_LONG' }),
  /** PROJECT needs PROJECT/MANAGE. */
  scope: z.enum(widgetScopes, { error: 'FIELD_INVALID_OPTION' }).default('USER'),
  config: widgetConfigSchema.default(widgetConfigSchema.parse({})),
});
export const widgetSelectionBody = z.strictObject({
  /** The user's dashboard, in order; at most 20. */
  widgetIds: z.array(z.uuid({ error: 'FIELD_INVALID' })).max(20, { error: 'FIELD_TOO_BIG' }),
});
export const widgetKindInfoSchema = z.object({
  kind: z.enum(widgetKinds),
  /** Config fields the kind reads. */
  fields: z.array(z.string()),
  /** Needs an NPS or CSAT field in the analysis settings. */
  needsScore: z.boolean(),
  single: z.boolean(),
  defaultConfig: widgetConfigSchema,
});
export const widgetParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });

// ── results ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The filter that selects exactly one chart element's documents, as URL parameters (added to the current ones). */
export const drillSchema = z.object({
  fq: z.array(z.string()),
  cq: z.array(z.string()),
  /** URL dates (shell.md §2) replacing the range, or null to keep it. */
  sd: z.string().nullable(),
  ed: z.string().nullable(),
  /** Display names of categories in `cq` (the `cqn_` parameters). */
  names: z.record(z.string(), z.string()),
  /** Free text replacing the current query (`q`), for keyword widgets; absent to keep it. */
  q: z.string().optional(),
});
export type Drill = z.infer<typeof drillSchema>;

export const npsSummarySchema = z.object({
  n: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  /** −100…100, null without answers. */
  score: z.number().nullable(),
});
export type NpsSummary = z.infer<typeof npsSummarySchema>;
export const csatSummarySchema = z.object({
  n: z.number().int(),
  satisfied: z.number().int(),
  /** 0…100, null without answers. */
  score: z.number().nullable(),
  mean: z.number().nullable(),
  /** Answer counts of 1…scale max. */
  distribution: z.array(z.number().int()),
});
export type CsatSummary = z.infer<typeof csatSummarySchema>;
export const sentimentSummarySchema = z.object({
  n: z.number().int(),
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  /** Documents without a polar sentiment (no sentiment model, emotions, not yet classified). */
  other: z.number().int(),
});
export type SentimentSummary = z.infer<typeof sentimentSummarySchema>;
/** A change between the main and the comparison period. */
export const changeSchema = z.object({
  delta: z.number().nullable(),
  pValue: z.number().nullable(),
  significant: z.boolean(),
});
export type Change = z.infer<typeof changeSchema>;
export const trendPointSchema = z.object({
  /** Start of the bucket (ISO); comparison points are aligned by position. */
  bucket: isoDate,
  count: z.number().int(),
  /** The widget's metric in the bucket (NPS, CSAT, positive share…), null without data. */
  value: z.number().nullable(),
  positive: z.number().int().optional(),
  neutral: z.number().int().optional(),
  negative: z.number().int().optional(),
  drill: drillSchema,
});
export type TrendPoint = z.infer<typeof trendPointSchema>;
export const categoryStatSchema = z.object({
  modelCode: z.string(),
  categoryId: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  count: z.number().int(),
  /** Share of the documents in range (0…1). */
  share: z.number(),
  positive: z.number().int(),
  negative: z.number().int(),
  nps: z.number().nullable(),
  csat: z.number().nullable(),
  drill: drillSchema,
});
export type CategoryStat = z.infer<typeof categoryStatSchema>;

const scoreResult = <T extends z.ZodType>(summary: T) =>
  z.object({
    main: summary,
    comparison: summary.nullable(),
    change: changeSchema.nullable(),
    trend: z.array(trendPointSchema),
    comparisonTrend: z.array(trendPointSchema),
    /** Score bands (NPS: detractors, passives, promoters; CSAT: each answer) with drill-downs. */
    bands: z.array(z.object({ key: z.string(), count: z.number().int(), drill: drillSchema })),
  });

export const widgetDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NPS'), ...scoreResult(npsSummarySchema).shape }),
  z.object({ kind: z.literal('CSAT'), ...scoreResult(csatSummarySchema).shape }),
  z.object({
    kind: z.literal('SENTIMENT'),
    main: sentimentSummarySchema,
    comparison: sentimentSummarySchema.nullable(),
    /** Change of the positive and negative shares. */
    positiveChange: changeSchema.nullable(),
    negativeChange: changeSchema.nullable(),
    trend: z.array(trendPointSchema),
    bands: z.array(z.object({ key: z.string(), count: z.number().int(), drill: drillSchema })),
  }),
  z.object({
    kind: z.literal('CATEGORY_DISTRIBUTION'),
    modelCode: z.string().nullable(),
    total: z.number().int(),
    /** Every category with documents; parents carry their leaves' documents counted once. */
    categories: z.array(categoryStatSchema),
    /** Five each (domain.md §9), by positive / negative share among categories with enough documents. */
    topPositive: z.array(categoryStatSchema),
    topNegative: z.array(categoryStatSchema),
  }),
  z.object({
    kind: z.literal('CATEGORY_COMPARISON'),
    modelCode: z.string().nullable(),
    rows: z.array(
      z.object({
        categoryId: z.string(),
        name: z.string(),
        main: z.number().int(),
        comparison: z.number().int(),
        mainShare: z.number(),
        comparisonShare: z.number(),
        /** Share change in percentage points, with a two-proportion test. */
        change: changeSchema,
        drill: drillSchema,
      }),
    ),
  }),
  z.object({
    kind: z.literal('IMPACT'),
    modelCode: z.string().nullable(),
    metric: z.enum(scoreMetrics),
    overall: z.number().nullable(),
    rows: z.array(
      z.object({
        categoryId: z.string(),
        name: z.string(),
        count: z.number().int(),
        scoreWith: z.number().nullable(),
        scoreWithout: z.number().nullable(),
        /** overall − scoreWithout. */
        impact: z.number().nullable(),
        change: changeSchema,
        drill: drillSchema,
      }),
    ),
  }),
  z.object({
    kind: z.literal('CATEGORY_CHANNEL'),
    modelCode: z.string().nullable(),
    channels: z.array(z.object({ code: z.string(), name: z.string() })),
    rows: z.array(
      z.object({
        categoryId: z.string(),
        name: z.string(),
        cells: z.array(z.object({ channelCode: z.string(), count: z.number().int(), drill: drillSchema })),
      }),
    ),
  }),
  z.object({
    kind: z.literal('QUADRANT'),
    modelCode: z.string().nullable(),
    xAxis: z.enum(quadrantAxisTypes),
    yAxis: z.enum(quadrantAxisTypes),
    /** Quadrant borders: the count-weighted means. */
    xMid: z.number().nullable(),
    yMid: z.number().nullable(),
    points: z.array(
      z.object({
        categoryId: z.string(),
        name: z.string(),
        x: z.number(),
        y: z.number(),
        count: z.number().int(),
        drill: drillSchema,
      }),
    ),
  }),
  z.object({
    kind: z.literal('SCORE_TABLE'),
    metric: z.enum(scoreMetrics),
    groupBy: z.enum(scoreTableGroups),
    rows: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        n: z.number().int(),
        score: z.number().nullable(),
        mean: z.number().nullable(),
        /** Percentile bands 25/50/75 of the answers (domain.md §9). */
        p25: z.number().nullable(),
        p50: z.number().nullable(),
        p75: z.number().nullable(),
        drill: drillSchema,
      }),
    ),
  }),
  z.object({
    kind: z.literal('TIME_TREND'),
    period: z.enum(reportPeriods),
    trend: z.array(trendPointSchema),
    comparisonTrend: z.array(trendPointSchema),
  }),
  z.object({
    kind: z.literal('ATTRIBUTE_BASED_KEYWORDS'),
    /** How many documents (newest first) the words were counted over. */
    sampled: z.number().int(),
    words: z.array(
      z.object({ text: z.string(), count: z.number().int(), weight: z.number(), negativeShare: z.number(), drill: drillSchema }),
    ),
  }),
  z.object({
    kind: z.literal('ATTRIBUTE_DISTRIBUTION'),
    attributeCode: z.string().nullable(),
    n: z.number().int(),
    mean: z.number().nullable(),
    p25: z.number().nullable(),
    p50: z.number().nullable(),
    p75: z.number().nullable(),
    buckets: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int(), drill: drillSchema })),
  }),
]);
export type WidgetData = z.infer<typeof widgetDataSchema>;

export const widgetResultSchema = z.object({
  widgetId: z.string(),
  kind: z.enum(widgetKinds),
  name: z.string(),
  /** No documents in the main / comparison period ("no data for the initial or the comparison period"). */
  noData: z.boolean(),
  noComparisonData: z.boolean(),
  /** ROLLUP: from the pre-aggregated tables; SCAN: counted over the documents (free text and other filters). */
  source: z.enum(['ROLLUP', 'SCAN']),
  /** Set when the widget cannot be computed as configured (e.g. NPS_FIELD_REQUIRED); data is null then. */
  problem: z.string().nullable(),
  data: widgetDataSchema.nullable(),
  computedAt: isoDate,
});
export type WidgetResult = z.infer<typeof widgetResultSchema>;

export const widgetRequestBody = searchRequestSchema;
export const widgetCalculationSchema = z.object({
  widgetId: z.string(),
  status: z.enum(['RUNNING', 'DONE', 'FAILED']),
  result: widgetResultSchema.nullable(),
  error: z.string().nullable(),
  startedAt: isoDate,
});
/** Drill-down of one element: the search body plus the element's drill filter. */
export const widgetSearchBody = z.strictObject({ search: searchRequestSchema, drill: drillSchema });
export const widgetExportQuery = z.strictObject({
  type: z.enum(['CSV', 'XLSX'], { error: 'FIELD_INVALID_OPTION' }).default('CSV'),
});

// ── settings ───────────────────────────────────────────────────────────────────────────────────────────────────

export const npsSettingsSchema = z.object({
  npsField: z.string().nullable(),
  csatField: z.string().nullable(),
  /** CSAT answers run 1…csatScaleMax; satisfied from csatSatisfiedFrom. */
  csatScaleMax: z.number().int(),
  csatSatisfiedFrom: z.number().int(),
});
export type NpsSettings = z.infer<typeof npsSettingsSchema>;
export const npsSettingsBody = z
  .strictObject({
    npsField: z.string().max(60).nullable(),
    csatField: z.string().max(60).nullable(),
    csatScaleMax: z.number().int().min(3, { error: 'FIELD_TOO_SMALL' }).max(10, { error: 'FIELD_TOO_BIG' }).default(5),
    csatSatisfiedFrom: z.number().int().min(1, { error: 'FIELD_TOO_SMALL' }).default(4),
  })
  .refine((b) => b.csatSatisfiedFrom <= b.csatScaleMax, { error: 'FIELD_TOO_BIG', path: ['csatSatisfiedFrom'] });
/** `npsField`: numeric attributes that can hold an NPS (0–10) or CSAT answer, with the current choice. */
export const npsFieldSchema = z.object({
  candidates: z.array(z.object({ code: z.string(), name: z.string(), type: z.string() })),
  settings: npsSettingsSchema,
});
/** Per attribute: shown in the dashboard's attribute widgets, and the bucket width of its distribution. */
export const attributeSettingSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  dashboard: z.boolean(),
  bucketWidth: z.number().nullable(),
});
export const attributeSettingsBody = z.strictObject({
  attributes: z
    .array(
      z.strictObject({ code: z.string().min(1).max(60), dashboard: z.boolean(), bucketWidth: z.number().positive().nullable() }),
    )
    .max(200),
});
export const quadrantAxisTypesResponse = z.array(z.object({ code: z.enum(quadrantAxisTypes), needsScore: z.boolean() }));

// ── quick filters (bookmarks) ──────────────────────────────────────────────────────────────────────────────────

/**
 * A saved filter state: the project-detail URL's query string (shell.md §2) without page and tab; without the
 * date parameters (sd, ed, csd, ced, searchByDate) unless `includeDate`. PROJECT bookmarks are seen by everyone in
 * the analysis and made by managers; a user has at most one default (their own or a project one they chose).
 */
export const bookmarkSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(widgetScopes),
  isDefault: z.boolean(),
  includeDate: z.boolean(),
  /** URL query string, e.g. `q=kargo&fq=channel__APP__IN`. */
  query: z.string(),
  createdBy: z.string().nullable(),
  createdAt: isoDate,
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const bookmarkBody = z.strictObject({
  name: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'FIELD_TOO_LONG' }),
  scope: z.enum(widgetScopes, { error: 'FIELD_INVALID_OPTION' }).default('USER'),
  isDefault: z.boolean().default(false),
  includeDate: z.boolean().default(false),
  query: z.string().max(8000, { error: 'FIELD_TOO_LONG' }),
});
export const bookmarkParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });

// ── virtual categories and content groups ──────────────────────────────────────────────────────────────────────

/**
 * A virtual category: a saved query over the analysis's documents that filters and counts like a category
 * (`cq` id `{id}_1`, shell.md §5). Its documents are those matching `filter` (free text, field and category
 * filters; never the dates, never another virtual category), plus `included` documents, minus `excluded` ones
 * (the transactions).
 */
export const virtualFilterSchema = z.strictObject({
  query: z.string().max(500).default(''),
  fieldQueries: searchRequestSchema.shape.fieldQueries.default([]),
  categoryQueries: searchRequestSchema.shape.categoryQueries.default([]),
});
export const virtualCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  filter: virtualFilterSchema,
  includedCount: z.number().int(),
  excludedCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type VirtualCategory = z.infer<typeof virtualCategorySchema>;
export const virtualCategoryBody = z.strictObject({
  /** Present: update it. */
  id: z.uuid({ error: 'FIELD_INVALID' }).optional(),
  name: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'FIELD_TOO_LONG' }),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'FIELD_INVALID' })
    .default('#722ED1'),
  filter: virtualFilterSchema,
});
export const virtualTransactionsBody = z.strictObject({
  add: z
    .array(z.uuid({ error: 'FIELD_INVALID' }))
    .max(5000)
    .default([]),
  remove: z
    .array(z.uuid({ error: 'FIELD_INVALID' }))
    .max(5000)
    .default([]),
});
export const virtualCategoryParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });
export const virtualCategoryDeleteQuery = z.strictObject({
  projectCode: projectCodeSchema,
  virtualCategoryId: z.uuid({ error: 'FIELD_INVALID' }),
});

/**
 * A content group (our reading of `content-group/{code}/{model}/{category}`): the documents a user collects for one
 * category of one model of the analysis (picked in the list or taken from a search), to review them together and
 * `transform` them into training data of that model (each document's content labelled with that category) or into
 * a virtual category (its `included` documents).
 */
export const contentGroupSchema = z.object({
  modelCode: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  documentCount: z.number().int(),
  updatedAt: isoDate.nullable(),
});
export type ContentGroup = z.infer<typeof contentGroupSchema>;
export const contentGroupParams = z.strictObject({
  code: projectCodeSchema,
  model: z.string().min(1).max(100),
  category: z.string().min(1).max(100),
});
export const contentGroupPageBody = z.strictObject({
  page: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(100).default(10),
});
export const contentGroupSaveBody = z.strictObject({
  /** Explicit documents, or (when empty and `search` is set) every document of that search, at most 5,000. */
  documentIds: z
    .array(z.uuid({ error: 'FIELD_INVALID' }))
    .max(5000)
    .default([]),
  search: searchRequestSchema.nullable().default(null),
});
export const contentGroupTransactionsBody = virtualTransactionsBody;
/**
 * One strict object rather than a discriminated union: a union answers a wrong body with the discriminator's error
 * only, and hides the unknown fields (FIELD_UNKNOWN) every other body reports. `name` is required for
 * VIRTUAL_CATEGORY and ignored for TRAINING_DATA.
 */
export const contentGroupTransformBody = z
  .strictObject({
    target: z.enum(['TRAINING_DATA', 'VIRTUAL_CATEGORY'], { error: 'FIELD_INVALID_OPTION' }),
    name: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'FIELD_TOO_LONG' }).optional(),
  })
  .refine((b) => b.target !== 'VIRTUAL_CATEGORY' || b.name !== undefined, { error: 'FIELD_REQUIRED', path: ['name'] });
export const contentGroupTransformResponse = z.object({
  target: z.enum(['VIRTUAL_CATEGORY', 'TRAINING_DATA']),
  /** The virtual category's id, or the model code. */
  id: z.string(),
  affected: z.number().int(),
});
