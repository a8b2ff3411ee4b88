import { z } from 'zod';
import { gaps, searchByDates } from '../filters/state.js';
import { searchRequestSchema } from '../filters/search-request.js';
import { messageCodes } from '../messages.js';
import { correlationAxisKinds, correlationNumericTypes } from '../validation/correlation.js';
import { markingTargetCriteria } from '../validation/marking-target.js';
import { exportFileTypes } from '../validation/other.js';
import { isoDate } from './common.js';
import { drillSchema } from './dashboard-results.js';
import { reportPeriods } from './dashboard.js';
import { projectCodeSchema } from './project.js';

/**
 * The reports tab of an analysis (docs/reports.md): stored correlation reports run as jobs; AI success rate and
 * marker statistics of a model over a range; marking-efficiency targets and their report; the time-based category
 * trend; the pivot download goes through the documents export (`documentExportBody.pivot`).
 */

// ── stored reports (correlation) ──────────────────────────────────────────────────────────────────────────────

/** A stored report: being prepared (its job is queued or running), ready, or error. */
export const reportStatuses = ['PREPARING', 'READY', 'ERROR'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
export const reportKinds = ['CORRELATION'] as const;

export const reportParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });

const axisOut = z.object({
  kind: z.enum(correlationAxisKinds),
  modelCode: z.string().nullable(),
  attributeCode: z.string().nullable(),
  itemIds: z.array(z.string()),
  maxItems: z.number().int(),
});
/** A correlation report's definition as stored (the create body with its defaults filled). */
export const correlationDefinitionSchema = z.object({
  name: z.string(),
  description: z.string(),
  xAxis: axisOut,
  yAxis: axisOut,
  nested: z.boolean(),
  monthlyRepeat: z.boolean(),
  numericType: z.enum(correlationNumericTypes),
  filterQuery: z.string(),
});

/** A stored report as listed; `definition` is the body it was created with (defaults filled). */
export const reportSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(reportKinds),
  name: z.string(),
  description: z.string(),
  status: z.enum(reportStatuses),
  /** Why it failed (CORRELATION_DOCUMENT_LIMIT, CALCULATION_TOO_LARGE, REPORT_NOT_CREATED…); null unless ERROR. */
  errorCode: z.enum(messageCodes).nullable(),
  /** 0…100 while being prepared. */
  progress: z.number().int(),
  /** The range it covers (from its filter) and the date basis. */
  startDate: isoDate,
  endDate: isoDate,
  dateBasis: z.enum(searchByDates),
  /** Documents the report was calculated over; null until known. */
  documentCount: z.number().int().nullable(),
  monthlyRepeat: z.boolean(),
  /** The report this one repeats (monthly auto-repeat), or null for one created by a person. */
  repeatOf: z.string().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
  definition: correlationDefinitionSchema,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const correlationItemSchema = z.object({
  /** Category id, sentiment label, channel code or attribute value. */
  key: z.string(),
  name: z.string(),
  /** Documents with this item (among the report's documents). */
  count: z.number().int(),
});
export type CorrelationItem = z.infer<typeof correlationItemSchema>;

/**
 * One x-by-y cell. With N documents, x-item count a, y-item count b and n documents carrying both:
 * expected = a·b/N; lift = n/expected (1 = independent); residual = the adjusted Pearson residual
 * (n − expected)/√(expected·(1 − a/N)·(1 − b/N)), |residual| ≥ 1.96 being significant at 5 %;
 * percent = n/a·100 (the share of the x item's documents that also carry the y item).
 */
export const correlationCellSchema = z.object({
  x: z.string(),
  y: z.string(),
  count: z.number().int(),
  percent: z.number(),
  expected: z.number(),
  lift: z.number().nullable(),
  residual: z.number().nullable(),
  significant: z.boolean(),
  /** URL parameters selecting exactly this cell's documents, added to the report's own `filterQuery`. */
  drill: drillSchema,
});
export type CorrelationCell = z.infer<typeof correlationCellSchema>;

export const correlationResultSchema = z.object({
  /** Documents in the report's filter and range (what the document limit is checked on). */
  documentCount: z.number().int(),
  /** N: documents carrying at least one x item and one y item. */
  total: z.number().int(),
  xItems: z.array(correlationItemSchema),
  yItems: z.array(correlationItemSchema),
  /** Every x-by-y combination, zeros included. */
  cells: z.array(correlationCellSchema),
  calculatedAt: isoDate,
});
export type CorrelationResult = z.infer<typeof correlationResultSchema>;

export const reportDetailSchema = reportSummarySchema.extend({ result: correlationResultSchema.nullable() });
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** The correlation document limit refusal carries the limit (the error's `data`), so the message can show it. */
export const documentLimitDataSchema = z.object({ limit: z.number().int(), documentCount: z.number().int() });

// ── AI success rate and marker statistics ────────────────────────────────────────────────────────────────────

/** What the reports tab can show for this analysis: its models with reviewed documents, targets, markings. */
export const reportAvailabilitySchema = z.object({
  models: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      senseType: z.string(),
      /** Documents whose result a person confirmed or changed for this model. */
      reviewed: z.number().int(),
    }),
  ),
  markingTargets: z.number().int(),
  /** Documents a person marked or approved. */
  markedDocuments: z.number().int(),
  correlationReports: z.number().int(),
  /** Item sources of correlation axes. */
  axes: z.array(
    z.object({
      kind: z.enum(correlationAxisKinds),
      modelCode: z.string().nullable(),
      attributeCode: z.string().nullable(),
      name: z.string(),
    }),
  ),
});
export type ReportAvailability = z.infer<typeof reportAvailabilitySchema>;

const dateParam = () => z.iso.datetime({ error: 'DATE_RANGE_REQUIRED' });

/** GET efficiency/report: one model over a range; `dateType` is the period of the series (our reading). */
export const efficiencyReportQuery = z
  .strictObject({
    modelCode: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(100),
    startDate: dateParam(),
    endDate: dateParam(),
    dateType: z.enum(gaps, { error: 'FIELD_INVALID_OPTION' }).default('day'),
  })
  .refine((q) => Date.parse(q.startDate) <= Date.parse(q.endDate), { error: 'DATE_RANGE_INVALID', path: ['endDate'] });
export type EfficiencyReportQuery = z.infer<typeof efficiencyReportQuery>;

/** Cohen's kappa of two labellings of the same documents; null under 2 documents or when undefined (pe = 1). */
export const agreementSchema = z.object({
  documents: z.number().int(),
  observed: z.number().nullable(),
  kappa: z.number().nullable(),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const aiSuccessCategorySchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  /** Reviewed documents the model gave this category. */
  predicted: z.number().int(),
  /** Reviewed documents that carry it after review. */
  actual: z.number().int(),
  /** Both. */
  confirmed: z.number().int(),
  precision: z.number().nullable(),
  recall: z.number().nullable(),
  f1: z.number().nullable(),
  /** Per-class F1 of the version's training statistics, when known. */
  trainingF1: z.number().nullable(),
  /** Live precision in the first and the second half of the range. */
  earlierPrecision: z.number().nullable(),
  laterPrecision: z.number().nullable(),
  /** Live precision fell by at least 10 points between the halves, significant at 5 % (docs/reports.md). */
  drift: z.boolean(),
});
export type AiSuccessCategory = z.infer<typeof aiSuccessCategorySchema>;

export const aiSuccessSchema = z.object({
  /** Documents of the model a person reviewed in the range: confirmed as predicted + changed. */
  reviewed: z.number().int(),
  confirmed: z.number().int(),
  changed: z.number().int(),
  /** confirmed / reviewed, 0…1; null without reviews. */
  rate: z.number().nullable(),
  versions: z.array(
    z.object({
      versionId: z.string(),
      number: z.number().int().nullable(),
      reviewed: z.number().int(),
      confirmed: z.number().int(),
      rate: z.number().nullable(),
      /** Accuracy of the version's training statistics (0…1), the figure the live rate is the counterpart of. */
      trainingAccuracy: z.number().nullable(),
    }),
  ),
  series: z.array(
    z.object({ bucket: isoDate, reviewed: z.number().int(), confirmed: z.number().int(), rate: z.number().nullable() }),
  ),
  categories: z.array(aiSuccessCategorySchema),
  /** Predicted → corrected label pairs of changed documents; NONE where one side had no category. */
  confusion: z.array(z.object({ predicted: z.string(), corrected: z.string(), count: z.number().int() })),
});
export type AiSuccess = z.infer<typeof aiSuccessSchema>;

export const markerStatisticSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** Documents this person marked (changed) or approved in the range. */
  marked: z.number().int(),
  changed: z.number().int(),
  approved: z.number().int(),
  /** Mean per active day. */
  perDay: z.number(),
  activeDays: z.number().int(),
  /** Of the documents they marked, the share a reviewer approved unchanged; null when none was reviewed. */
  approvalRate: z.number().nullable(),
  withModel: agreementSchema,
  withOthers: agreementSchema,
  /** Seconds on the analysis's pages in the range (from the interface's duration events); null when none. */
  timeSpentSeconds: z.number().int().nullable(),
  daily: z.array(z.object({ day: z.string(), marked: z.number().int() })),
});
export type MarkerStatistic = z.infer<typeof markerStatisticSchema>;

export const efficiencyReportSchema = z.object({
  model: z.object({ code: z.string(), name: z.string(), senseType: z.string() }),
  startDate: isoDate,
  endDate: isoDate,
  dateType: z.enum(gaps),
  aiSuccess: aiSuccessSchema,
  markers: z.array(markerStatisticSchema),
});
export type EfficiencyReport = z.infer<typeof efficiencyReportSchema>;

/** GET efficiency/report/export: one report as a file; the fields each kind needs are required (FIELD_REQUIRED). */
export const reportExportKinds = ['CORRELATION', 'EFFICIENCY', 'MARKING'] as const;
export const reportExportQuery = z
  .strictObject({
    kind: z.enum(reportExportKinds, { error: 'FIELD_REQUIRED' }),
    fileType: z.enum(exportFileTypes, { error: 'EXPORT_FILE_TYPE_REQUIRED' }),
    /** CORRELATION: the report. */
    id: z.uuid({ error: 'FIELD_INVALID' }).optional(),
    /** EFFICIENCY: as GET efficiency/report. */
    modelCode: z.string().trim().min(1).max(100).optional(),
    startDate: z.iso.datetime({ error: 'DATE_RANGE_REQUIRED' }).optional(),
    endDate: z.iso.datetime({ error: 'DATE_RANGE_REQUIRED' }).optional(),
    dateType: z.enum(gaps, { error: 'FIELD_INVALID_OPTION' }).default('day'),
    /** MARKING: the target. */
    markingGoalId: z.uuid({ error: 'FIELD_INVALID' }).optional(),
  })
  .superRefine((q, ctx) => {
    const need = (
      field: 'id' | 'modelCode' | 'startDate' | 'endDate' | 'markingGoalId',
      code: 'FIELD_REQUIRED' | 'DATE_RANGE_REQUIRED',
    ) => {
      if (q[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: code });
    };
    if (q.kind === 'CORRELATION') need('id', 'FIELD_REQUIRED');
    if (q.kind === 'EFFICIENCY') {
      need('modelCode', 'FIELD_REQUIRED');
      need('startDate', 'DATE_RANGE_REQUIRED');
      need('endDate', 'DATE_RANGE_REQUIRED');
    }
    if (q.kind === 'MARKING') need('markingGoalId', 'FIELD_REQUIRED');
  });
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

// ── marking efficiency ───────────────────────────────────────────────────────────────────────────────────────

const lengths = z.object({ short: z.number().int(), medium: z.number().int(), long: z.number().int() });
export const markingTargetSchema = z.object({
  id: z.string(),
  name: z.string(),
  year: z.number().int(),
  month: z.number().int().nullable(),
  totalTarget: z.number().int(),
  criteria: z.array(z.enum(markingTargetCriteria)),
  lengthTargets: lengths.nullable(),
  lengthLimits: z.object({ short: z.number().int(), long: z.number().int() }).nullable(),
  categoryCount: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  contentDate: z.enum(searchByDates),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDate,
});
export type MarkingTarget = z.infer<typeof markingTargetSchema>;
export const markingTargetParams = reportParams;

/**
 * Drill-down buckets of a marking target (`quality` of the search body, docs/reports.md): MARKED (every counted
 * document), the length buckets and the category-count buckets; `{bucket}@{userId}` narrows to one marker.
 */
export const markingQualities = [
  'MARKED',
  'SHORT',
  'MEDIUM',
  'LONG',
  'CATEGORY_BELOW',
  'CATEGORY_IN_RANGE',
  'CATEGORY_ABOVE',
] as const;
export type MarkingQuality = (typeof markingQualities)[number];

const bucketFigure = z.object({
  quality: z.enum(markingQualities),
  /** The target for this bucket (length targets), null where the target sets none (category counts). */
  target: z.number().int().nullable(),
  achieved: z.number().int(),
  /** achieved / target, null without a target. */
  ratio: z.number().nullable(),
});

export const markingReportSchema = z.object({
  target: markingTargetSchema,
  /** The target's period (its month, or its whole year without a month) in the reporting time zone. */
  startDate: isoDate,
  endDate: isoDate,
  marked: z.number().int(),
  ratio: z.number(),
  buckets: z.array(bucketFigure),
  markers: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      marked: z.number().int(),
      /** Their share of the total target. */
      share: z.number(),
      buckets: z.array(bucketFigure.omit({ target: true, ratio: true })),
    }),
  ),
  daily: z.array(z.object({ day: z.string(), marked: z.number().int(), cumulative: z.number().int() })),
});
export type MarkingReport = z.infer<typeof markingReportSchema>;

/** POST efficiency/document/search: the search body; `quality` and `markingGoalId` select a target's bucket. */
export const efficiencySearchBody = searchRequestSchema;

// ── time-based category trend ────────────────────────────────────────────────────────────────────────────────

/**
 * POST reports/category-trend: categories of one model over periods. `search` is the tab's filter state as a search
 * body (its dates required); the comparison is the previous range of equal length (the reports tab has no
 * comparison picker). `categoryIds` empty takes the 5 largest.
 */
export const categoryTrendBody = z.strictObject({
  search: searchRequestSchema,
  modelCode: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(100),
  categoryIds: z.array(z.string().min(1).max(200)).max(20, { error: 'FIELD_TOO_BIG' }).default([]),
  period: z.enum(reportPeriods, { error: 'FIELD_INVALID_OPTION' }).default('day'),
  customDays: z.number().int().min(1).max(366).default(7),
});
export type CategoryTrendBody = z.input<typeof categoryTrendBody>;

export const categoryTrendPointSchema = z.object({
  bucket: isoDate,
  count: z.number().int(),
  /** Of all documents in the bucket (0…1). */
  share: z.number(),
  drill: drillSchema,
});
export const categoryTrendSchema = z.object({
  period: z.enum(reportPeriods),
  buckets: z.array(isoDate),
  comparisonBuckets: z.array(isoDate),
  /** Documents per bucket (all categories), the share's denominator. */
  totals: z.array(z.number().int()),
  comparisonTotals: z.array(z.number().int()),
  series: z.array(
    z.object({
      categoryId: z.string(),
      name: z.string(),
      total: z.number().int(),
      comparisonTotal: z.number().int(),
      /** Relative change of the total against the comparison range, null when it had none. */
      change: z.number().nullable(),
      points: z.array(categoryTrendPointSchema),
      comparison: z.array(categoryTrendPointSchema.omit({ drill: true })),
    }),
  ),
});
export type CategoryTrend = z.infer<typeof categoryTrendSchema>;
