import { z } from 'zod';
import {
  journeyCategoryDisplays,
  journeyConditionSchema,
  journeyScoreDisplays,
  journeyVisibilities,
} from '../validation/journey.js';
import { searchRequestSchema } from '../filters/search-request.js';
import { isoDate } from './common.js';

/**
 * Customer journeys (docs/customer-journeys.md): ordered steps, each a set of conditions (an analysis with categories
 * and attribute values); a document matching a step's condition is a visit of that step by its customer.
 */

export const journeyParams = z.strictObject({ id: z.uuid({ error: 'FIELD_INVALID' }) });

export const journeyStepOutSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  conditions: z.array(journeyConditionSchema),
});
export type JourneyStepOut = z.infer<typeof journeyStepOutSchema>;

export const journeySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  quickFilterTitle: z.string(),
  icon: z.string().nullable(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  visibility: z.enum(journeyVisibilities),
  steps: z.array(journeyStepOutSchema),
  scoreDisplay: z.array(z.enum(journeyScoreDisplays)),
  npsField: z.string().nullable(),
  csatField: z.string().nullable(),
  rootCauseLimit: z.number().int(),
  categoryLimit: z.number().int(),
  detailCategoryLimit: z.number().int(),
  categoryDisplay: z.enum(journeyCategoryDisplays),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** Whether the caller may edit and delete it (its owner, or CUSTOMER/MANAGE for workspace journeys). */
  editable: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Journey = z.infer<typeof journeySchema>;

/** The list: journeys the caller sees, optionally only those with a step on one analysis (the project tabs). */
export const journeyListQuery = z.strictObject({
  projectCode: z.string().trim().max(100).optional(),
});

const nullDate = () => z.iso.datetime({ error: 'FIELD_INVALID' }).nullable().default(null);

/**
 * A report of one journey for a range and an optional comparison range (ISO instants, end exclusive as the search's).
 * `projectCode` + `fieldQueries` (the cj_customer_journey tab) narrow that analysis's documents with the tab's filters.
 */
export const journeyReportBody = z.strictObject({
  startDate: z.iso.datetime({ error: 'FIELD_INVALID' }),
  endDate: z.iso.datetime({ error: 'FIELD_INVALID' }),
  comparisonStartDate: nullDate(),
  comparisonEndDate: nullDate(),
  projectCode: z.string().trim().max(100).nullable().default(null),
  fieldQueries: searchRequestSchema.shape.fieldQueries,
  categoryQueries: searchRequestSchema.shape.categoryQueries,
  /** Trend buckets: a day, a week or a month (local to the reporting time zone). */
  gap: z.enum(['DAY', 'WEEK', 'MONTH'], { error: 'FIELD_INVALID_OPTION' }).nullable().default(null),
});
export type JourneyReportBody = z.input<typeof journeyReportBody>;

/** Volume and scores of a set of documents; scores are null without answers. */
export const journeyFiguresSchema = z.object({
  documents: z.number().int(),
  customers: z.number().int(),
  nps: z.number().nullable(),
  csat: z.number().nullable(),
  /** 100 × (positive − negative) ÷ documents with a sentiment. */
  sentimentScore: z.number().nullable(),
});
export type JourneyFigures = z.infer<typeof journeyFiguresSchema>;

export const journeyMoverSchema = z.object({
  /** Category: `modelCode:categoryId` under its analysis; root cause: its id. */
  id: z.string(),
  projectCode: z.string(),
  name: z.string(),
  count: z.number().int(),
  comparisonCount: z.number().int().nullable(),
  /** count − comparisonCount (null without comparison). */
  change: z.number().int().nullable(),
});
export type JourneyMover = z.infer<typeof journeyMoverSchema>;

export const journeyStepReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  figures: journeyFiguresSchema,
  comparison: journeyFiguresSchema.nullable(),
  /**
   * Customers of this step (in the range) who then reached the next step after their first visit of this one, within
   * the range; null on the last step.
   */
  conversion: z.object({ customers: z.number().int(), rate: z.number().nullable() }).nullable(),
  categories: z.array(journeyMoverSchema),
  rootCauses: z.array(journeyMoverSchema),
  trend: z.array(z.object({ date: isoDate, documents: z.number().int(), comparisonDocuments: z.number().int().nullable() })),
});
export type JourneyStepReport = z.infer<typeof journeyStepReportSchema>;

export const journeyReportSchema = z.object({
  journeyId: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  comparisonStartDate: isoDate.nullable(),
  comparisonEndDate: isoDate.nullable(),
  gap: z.enum(['DAY', 'WEEK', 'MONTH']),
  steps: z.array(journeyStepReportSchema),
});
export type JourneyReport = z.infer<typeof journeyReportSchema>;
