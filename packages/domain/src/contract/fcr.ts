import { z } from 'zod';
import { reportIssues, ruleIssue } from '../validation/issues.js';
import { isoDate, requiredText } from './common.js';

/**
 * First-call resolution (docs/first-call-resolution.md). A contact is a document of a counted analysis and channel
 * with a customer. Contacts of one customer (and, with `sameCategory`, one category) form an issue: a contact within
 * `dayRange` calendar days (reporting time zone) of the previous one continues it. An issue with one contact was
 * resolved at first contact; its first contact's day places it in a range.
 */

export const fcrDayRangeMax = 90;
const dayRange = z
  .number({ error: 'FIELD_INVALID_TYPE' })
  .int({ error: 'FIELD_INVALID_TYPE' })
  .min(1, { error: 'FIELD_TOO_SMALL' })
  .max(fcrDayRangeMax, { error: 'FIELD_TOO_BIG' });

export const fcrSettingsBody = z.strictObject({
  dayRange,
  /** Channel codes that count as contacts; empty: every channel. */
  channels: z.array(z.string().trim().min(1)).max(200, { error: 'FIELD_TOO_BIG' }).default([]),
  /** Analyses whose documents count; empty: every analysis of the workspace. */
  projectCodes: z.array(z.string().trim().min(1)).max(200, { error: 'FIELD_TOO_BIG' }).default([]),
  /** Only a contact about the same category (a leaf of the analyses' models) continues an issue. */
  sameCategory: z.boolean().default(false),
  /**
   * Custom customer matching: the attribute whose value identifies the caller for FCR (e.g. a phone number), instead
   * of the customer key of the customer settings. Null: the customer key.
   */
  matchAttribute: z.string().trim().min(1).max(100).nullable().default(null),
  /** The attribute naming the agent of a dialogue, for the by-agent table; null: no agent table. */
  agentAttribute: z.string().trim().min(1).max(100).nullable().default(null),
});
export type FcrSettingsBody = z.input<typeof fcrSettingsBody>;

export const fcrSettingsSchema = z.object({
  dayRange: z.number().int(),
  channels: z.array(z.string()),
  projectCodes: z.array(z.string()),
  sameCategory: z.boolean(),
  matchAttribute: z.string().nullable(),
  agentAttribute: z.string().nullable(),
  updatedAt: isoDate.nullable(),
});
export type FcrSettings = z.infer<typeof fcrSettingsSchema>;

const nullDate = () => z.iso.datetime({ error: 'FIELD_INVALID' }).nullable().default(null);

export const fcrReportBody = z.strictObject({
  startDate: z.iso.datetime({ error: 'FIELD_INVALID' }),
  endDate: z.iso.datetime({ error: 'FIELD_INVALID' }),
  comparisonStartDate: nullDate(),
  comparisonEndDate: nullDate(),
  /** Overrides the settings' day range for this report (the report page's quick control). */
  dayRange: dayRange.nullable().default(null),
  /** A saved sub-report narrowing the contacts. */
  subReportId: z.uuid({ error: 'FIELD_INVALID' }).nullable().default(null),
  gap: z.enum(['DAY', 'WEEK', 'MONTH'], { error: 'FIELD_INVALID_OPTION' }).nullable().default(null),
});
export type FcrReportBody = z.input<typeof fcrReportBody>;

/**
 * Issues started in a range: `resolved` had one contact, `repeated` more; `pending` started within the day range
 * before now, so a repeat may still come — they are left out of the rate. rate = 100 × resolved ÷ (resolved + repeated).
 */
export const fcrFiguresSchema = z.object({
  contacts: z.number().int(),
  issues: z.number().int(),
  resolved: z.number().int(),
  repeated: z.number().int(),
  pending: z.number().int(),
  rate: z.number().nullable(),
});
export type FcrFigures = z.infer<typeof fcrFiguresSchema>;

/**
 * Repeat-contact buckets, the `dofc` drill-down values: 1 (resolved), 2, 3, 4 (four or more) contacts in the issue, and
 * R (repeated: two or more). The search's `dofc` lists the first contacts of those issues:
 * `{bucket}[:{subReportId}][@{dayRange}]` (a sub-report, and the day range when not the saved one).
 */
export const fcrBuckets = ['1', '2', '3', '4', 'R'] as const;
export type FcrBucket = (typeof fcrBuckets)[number];

const breakdownRow = z.object({ figures: fcrFiguresSchema, comparison: fcrFiguresSchema.nullable() });

export const fcrReportSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  comparisonStartDate: isoDate.nullable(),
  comparisonEndDate: isoDate.nullable(),
  dayRange: z.number().int(),
  gap: z.enum(['DAY', 'WEEK', 'MONTH']),
  figures: fcrFiguresSchema,
  comparison: fcrFiguresSchema.nullable(),
  byChannel: z.array(breakdownRow.extend({ channel: z.string() })),
  byCategory: z.array(
    breakdownRow.extend({ projectCode: z.string(), modelCode: z.string(), categoryId: z.string(), name: z.string() }),
  ),
  byAgent: z.array(breakdownRow.extend({ agent: z.string() })),
  byAnalysis: z.array(breakdownRow.extend({ projectCode: z.string(), name: z.string() })),
  trend: z.array(z.object({ date: isoDate, figures: fcrFiguresSchema })),
  /** Issues per bucket (1, 2, 3, 4+), and per analysis of their first contact (what a drill-down opens). */
  distribution: z.array(
    z.object({
      bucket: z.enum(fcrBuckets),
      issues: z.number().int(),
      comparisonIssues: z.number().int().nullable(),
      perAnalysis: z.array(z.object({ projectCode: z.string(), name: z.string(), issues: z.number().int() })),
    }),
  ),
});
export type FcrReport = z.infer<typeof fcrReportSchema>;

/** A topic-based sub-report: FCR over some analyses' contacts with given categories or attribute values. */
export const fcrSubReportBody = z
  .strictObject({
    name: requiredText(100),
    projectCodes: z.array(z.string().trim().min(1)).min(1, { error: 'FIELD_REQUIRED' }).max(50, { error: 'FIELD_TOO_BIG' }),
    /** `modelCode:categoryId` of the analyses' models. */
    categories: z.array(z.string().trim().min(1)).max(200, { error: 'FIELD_TOO_BIG' }).default([]),
    attributes: z
      .array(z.strictObject({ field: requiredText(100), value: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }) }))
      .max(50, { error: 'FIELD_TOO_BIG' })
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (body.categories.length === 0 && body.attributes.length === 0)
      reportIssues(ctx, [ruleIssue('FCR_SUB_REPORT_FILTER_REQUIRED', 'categories')]);
  });
export type FcrSubReportBody = z.input<typeof fcrSubReportBody>;

export const fcrSubReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  projectCodes: z.array(z.string()),
  categories: z.array(z.string()),
  attributes: z.array(z.object({ field: z.string(), value: z.string() })),
  createdBy: z.string().nullable(),
  createdAt: isoDate,
});
export type FcrSubReport = z.infer<typeof fcrSubReportSchema>;

export const fcrSubReportParams = z.strictObject({ id: z.uuid({ error: 'FIELD_INVALID' }) });
