import { z } from 'zod';
import { gaps } from '../filters/state.js';
import { isoDate } from './common.js';
import { projectCodeSchema } from './project.js';

/**
 * Dashboards (docs/dashboards.md): widgets computed from the same filter state as the document list, comparison periods,
 * drill-down, quick filters (bookmarks), virtual categories and content groups.
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
 *   documents, in the project-detail URL's forms (`fq`, `cq`, `sd`, `ed`; docs/filters-and-urls.md), so a click opens the data tab with that
 *   filter added and the list's total equals the number on the chart.
 * - NPS: % promoters (9–10) − % detractors (0–6) of the documents with an NPS answer. CSAT: share of
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
  'ROOT_CAUSE_VOLUME',
  'ROOT_CAUSE_IMPACT',
  'ROOT_CAUSE_TREND',
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
/** Report periods (hourly … yearly, custom); `custom` uses the widget's `customDays`. */
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
  /** Declared as a dimension: rolled up, so a filter on its values is a rollup read (docs/dashboards.md). */
  dimension: z.boolean(),
  /** The dimension's rollup: BUILDING (backfill running), READY, OVERFLOW (too many distinct values: not used); null when not one. */
  dimensionState: z.enum(['BUILDING', 'READY', 'OVERFLOW']).nullable(),
});
export const attributeSettingsBody = z.strictObject({
  attributes: z
    .array(
      z.strictObject({
        code: z.string().min(1).max(60),
        dashboard: z.boolean(),
        bucketWidth: z.number().positive().nullable(),
        /** Absent: unchanged (older clients). */
        dimension: z.boolean().optional(),
      }),
    )
    .max(200),
});
export const quadrantAxisTypesResponse = z.array(z.object({ code: z.enum(quadrantAxisTypes), needsScore: z.boolean() }));
