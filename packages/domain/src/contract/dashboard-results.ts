import { z } from 'zod';
import { searchRequestSchema } from '../filters/search-request.js';
import { csvStyles } from '../validation/spreadsheet.js';
import { isoDate } from './common.js';
import { quadrantAxisTypes, reportPeriods, scoreMetrics, scoreTableGroups, widgetKinds } from './dashboard.js';

/** What a widget computes (contract/dashboard.ts explains the readings): results per kind, drill-downs, calculations. */
// ── results ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The filter that selects exactly one chart element's documents, as URL parameters (added to the current ones). */
export const drillSchema = z.object({
  fq: z.array(z.string()),
  cq: z.array(z.string()),
  /** URL dates (docs/filters-and-urls.md) replacing the range, or null to keep it. */
  sd: z.string().nullable(),
  ed: z.string().nullable(),
  /** Display names of categories in `cq` (the `cqn_` parameters). */
  names: z.record(z.string(), z.string()),
  /** Free text replacing the current query (`q`), for keyword widgets; absent to keep it. */
  q: z.string().optional(),
  /** A root cause replacing the current one (`rrId`), for root cause widgets; absent to keep it. */
  rrId: z.string().optional(),
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

/** A confirmed root cause as the root cause widgets name it: its name, and its TR/EN alias when set ('' when not). */
const rootCauseRef = {
  rootCauseId: z.string(),
  name: z.string(),
  alias: z.object({ tr: z.string(), en: z.string() }),
};

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
    /** Five each, by positive / negative share among categories with enough documents. */
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
        /** Percentile bands 25/50/75 of the answers. */
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
  z.object({
    kind: z.literal('ROOT_CAUSE_VOLUME'),
    /** Documents in the main period (the shares' denominator); a document with two root causes counts in both rows. */
    total: z.number().int(),
    comparisonTotal: z.number().int().nullable(),
    rows: z.array(
      z.object({
        ...rootCauseRef,
        count: z.number().int(),
        /** Share of the documents in range (0…1). */
        share: z.number(),
        /** Null without a comparison period. */
        comparison: z.number().int().nullable(),
        comparisonShare: z.number().nullable(),
        /** Share change in percentage points with a two-proportion test; null without a comparison period. */
        change: changeSchema.nullable(),
        /** The root cause's documents in the main period (`rrId`). */
        drill: drillSchema,
      }),
    ),
  }),
  z.object({
    kind: z.literal('ROOT_CAUSE_IMPACT'),
    metric: z.enum(scoreMetrics),
    overall: z.number().nullable(),
    rows: z.array(
      z.object({
        ...rootCauseRef,
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
    kind: z.literal('ROOT_CAUSE_TREND'),
    period: z.enum(reportPeriods),
    /** The top `limit` root causes by documents in range, each with its documents per bucket. */
    series: z.array(
      z.object({
        ...rootCauseRef,
        count: z.number().int(),
        drill: drillSchema,
        /** Each point drills to the root cause AND the bucket's dates. */
        trend: z.array(trendPointSchema),
      }),
    ),
  }),
]);
export type WidgetData = z.infer<typeof widgetDataSchema>;

export const widgetResultSchema = z.object({
  widgetId: z.string(),
  kind: z.enum(widgetKinds),
  name: z.string(),
  /** One of the analysis's built-in widgets: the interface names it by its kind, in the user's language. */
  builtIn: z.boolean(),
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
  /** CSV only: EXCEL escapes texts a spreadsheet would run as formulas, RAW keeps every text exactly. */
  csvStyle: z.enum(csvStyles, { error: 'FIELD_INVALID_OPTION' }).default('EXCEL'),
});
