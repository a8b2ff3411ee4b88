import { z } from 'zod';
import { workspaceRoles } from '../permissions.js';
import { reportIssues, ruleIssue, type RuleIssue } from '../validation/issues.js';
import { isoDate } from './common.js';
import { projectCodeSchema } from './project.js';

/**
 * Notification definitions of an analysis (docs/notification-definitions.md): mails with server-rendered charts sent
 * on a schedule (periodic report, customer-insight digest) or when a threshold is crossed, plus an in-app notice and
 * a link (`nid`) to the documents behind the run.
 */

/** THRESHOLD mails only when its threshold is crossed; the other two always send, naming the threshold's state. */
export const notificationDefinitionTypes = ['THRESHOLD', 'PERIODIC_REPORT', 'CUSTOMER_INSIGHT'] as const;
export type NotificationDefinitionType = (typeof notificationDefinitionTypes)[number];

/**
 * What is watched, over the documents of the reported period: NPS (−100…100) or CSAT (satisfied %, 0…100) below the
 * value; a category's share of the documents (%, 0…100; the definition's category, or any category of its model)
 * above it; the number of negative documents or of all documents above it.
 */
export const notificationThresholdTypes = [
  'NPS_BELOW',
  'CSAT_BELOW',
  'CATEGORY_SHARE_ABOVE',
  'NEGATIVE_COUNT_ABOVE',
  'VOLUME_ABOVE',
] as const;
export type NotificationThresholdType = (typeof notificationThresholdTypes)[number];

/** Hourly, daily, weekly or monthly in the reporting time zone, every `periodValue` periods. */
export const notificationDefinitionPeriods = ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type NotificationDefinitionPeriod = (typeof notificationDefinitionPeriods)[number];

/** ROLE: the workspace members with one of the roles (`values` are workspace roles); USER: members by id. */
export const notificationReceiverTypes = ['ROLE', 'USER'] as const;
export type NotificationReceiverType = (typeof notificationReceiverTypes)[number];

/** Charts a mail can carry, rendered on the server as SVG images. CUSTOMER_INSIGHT needs `baseParameter` (an attribute code). */
export const notificationChartTypes = [
  'NPS_TREND',
  'SENTIMENT_SHARE',
  'TOP_CATEGORIES',
  'VOLUME_TREND',
  'CATEGORY_TREND',
  'CUSTOMER_INSIGHT',
] as const;
export type NotificationChartType = (typeof notificationChartTypes)[number];

/** Limits of a definition (list lengths and chart count keep a mail readable). */
export const notificationDefinitionLimits = {
  nameMax: 100,
  descriptionMax: 1000,
  subjectMax: 200,
  receiversMax: 50,
  chartsMax: 6,
  listCountMax: 50,
  negativeCountMax: 50,
} as const;

const text = (max: number) => z.string({ error: 'FIELD_INVALID_TYPE' }).trim().max(max, { error: 'FIELD_TOO_LONG' }).default('');
const optionalInt = z.number({ error: 'FIELD_INVALID_TYPE' }).int({ error: 'FIELD_INVALID' }).nullable().default(null);

export const notificationChartBody = z.strictObject({
  type: z.enum(notificationChartTypes, { error: 'FIELD_INVALID_OPTION' }),
  /** The attribute code a customer-insight chart breaks the period down by (NOTIFICATION_BASE_PARAMETER_REQUIRED). */
  baseParameter: z.string({ error: 'FIELD_INVALID_TYPE' }).trim().max(100, { error: 'FIELD_TOO_LONG' }).nullable().default(null),
});
export type NotificationChartBody = z.input<typeof notificationChartBody>;
export type NotificationChart = z.output<typeof notificationChartBody>;

export const notificationReceiversBody = z.strictObject({
  type: z.enum(notificationReceiverTypes, { error: 'FIELD_INVALID_OPTION' }).default('ROLE'),
  values: z
    .array(z.string({ error: 'FIELD_INVALID_TYPE' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(100))
    .max(notificationDefinitionLimits.receiversMax, { error: 'FIELD_TOO_BIG' })
    .default([]),
});
export type NotificationReceivers = z.output<typeof notificationReceiversBody>;

/**
 * The fields a user sets (create and every save). Fields are lenient here and required by
 * `notificationDefinitionIssues`, so one save reports every missing field at once.
 */
const definitionFields = z.strictObject({
  name: text(notificationDefinitionLimits.nameMax),
  description: text(notificationDefinitionLimits.descriptionMax),
  type: z.enum(notificationDefinitionTypes, { error: 'FIELD_INVALID_OPTION' }).nullable().default(null),
  subject: text(notificationDefinitionLimits.subjectMax),
  thresholdType: z.enum(notificationThresholdTypes, { error: 'FIELD_INVALID_OPTION' }).nullable().default(null),
  thresholdValue: z.number({ error: 'FIELD_INVALID_TYPE' }).nullable().default(null),
  /** CATEGORY_SHARE_ABOVE: the category (of `modelId`) watched; null = any category of the model. */
  categoryId: z.string({ error: 'FIELD_INVALID_TYPE' }).trim().max(100).nullable().default(null),
  periodType: z.enum(notificationDefinitionPeriods, { error: 'FIELD_INVALID_OPTION' }).nullable().default(null),
  periodValue: optionalInt,
  /** WEEKLY: ISO weekday 1 (Monday) … 7; MONTHLY: day of month 1…28. Others: null. */
  repeatDay: optionalInt,
  /** Hour 0…23 in the reporting time zone (DAILY, WEEKLY, MONTHLY); HOURLY sends at the start of the hour. */
  repeatHour: optionalInt,
  /** A model of the analysis (`projectModels[].id`): its categories feed TOP_CATEGORIES, CATEGORY_TREND and the share threshold. */
  modelId: z.string({ error: 'FIELD_INVALID_TYPE' }).trim().max(100).nullable().default(null),
  /** An attribute code of the analysis the mail breaks the period down by (a table of values with count, NPS, negatives). */
  attribute: z.string({ error: 'FIELD_INVALID_TYPE' }).trim().max(100).nullable().default(null),
  receivers: notificationReceiversBody.default({ type: 'ROLE', values: [] }),
  /** How many negative documents the mail lists. */
  negativeCount: z
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int({ error: 'FIELD_INVALID' })
    .min(0, { error: 'FIELD_TOO_SMALL' })
    .max(notificationDefinitionLimits.negativeCountMax, { error: 'FIELD_TOO_BIG' })
    .default(5),
  /** How many top documents (newest) and top categories the mail lists. */
  listCount: z
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int({ error: 'FIELD_INVALID' })
    .min(0, { error: 'FIELD_TOO_SMALL' })
    .max(notificationDefinitionLimits.listCountMax, { error: 'FIELD_TOO_BIG' })
    .default(10),
  showRootCause: z.boolean({ error: 'FIELD_INVALID_TYPE' }).default(false),
  /** The attribute code holding the 0…10 NPS score. */
  npsField: z.string({ error: 'FIELD_INVALID_TYPE' }).trim().max(100).nullable().default(null),
  charts: z.array(notificationChartBody).max(notificationDefinitionLimits.chartsMax, { error: 'FIELD_TOO_BIG' }).default([]),
  enabled: z.boolean({ error: 'FIELD_INVALID_TYPE' }).default(true),
});
export type NotificationDefinitionFields = z.output<typeof definitionFields>;

const thresholdRanges: Record<NotificationThresholdType, [number, number]> = {
  NPS_BELOW: [-100, 100],
  CSAT_BELOW: [0, 100],
  CATEGORY_SHARE_ABOVE: [0, 100],
  NEGATIVE_COUNT_ABOVE: [0, 1_000_000_000],
  VOLUME_ABOVE: [0, 1_000_000_000],
};

/**
 * Every rule of a definition (docs/validation-rules.md), each with its field path: name, description, type, subject,
 * threshold type and value (in the range of its type), period type and value (≥ 1), the repeat day (WEEKLY 1–7,
 * MONTHLY 1–28) and hour (0–23; all but HOURLY), model, attribute and NPS field required; at least one receiver (a
 * role of the workspace for ROLE); at least one chart, and a base parameter on every customer-insight chart. What
 * needs the analysis (the model, attributes, members) is checked by the server.
 */
export function notificationDefinitionIssues(b: NotificationDefinitionFields): RuleIssue[] {
  const out: RuleIssue[] = [];
  const need = (ok: boolean, field: string) => {
    if (!ok) out.push(ruleIssue('FIELD_REQUIRED', field));
  };
  need(b.name !== '', 'name');
  need(b.description !== '', 'description');
  need(b.type !== null, 'type');
  need(b.subject !== '', 'subject');
  need(b.thresholdType !== null, 'thresholdType');
  need(b.thresholdValue !== null, 'thresholdValue');
  if (b.thresholdType !== null && b.thresholdValue !== null) {
    const [min, max] = thresholdRanges[b.thresholdType];
    if (b.thresholdValue < min) out.push(ruleIssue('FIELD_TOO_SMALL', 'thresholdValue'));
    if (b.thresholdValue > max) out.push(ruleIssue('FIELD_TOO_BIG', 'thresholdValue'));
  }
  need(b.periodType !== null, 'periodType');
  need(b.periodValue !== null, 'periodValue');
  if (b.periodValue !== null && b.periodValue < 1) out.push(ruleIssue('FIELD_TOO_SMALL', 'periodValue'));
  if (b.periodValue !== null && b.periodValue > 366) out.push(ruleIssue('FIELD_TOO_BIG', 'periodValue'));
  const maxDay = b.periodType === 'WEEKLY' ? 7 : b.periodType === 'MONTHLY' ? 28 : 0;
  if (maxDay > 0 && b.repeatDay === null) out.push(ruleIssue('FIELD_REQUIRED', 'repeatDay'));
  if (maxDay > 0 && b.repeatDay !== null && (b.repeatDay < 1 || b.repeatDay > maxDay))
    out.push(ruleIssue('FIELD_INVALID_OPTION', 'repeatDay'));
  if (b.periodType !== null && b.periodType !== 'HOURLY' && b.repeatHour === null)
    out.push(ruleIssue('FIELD_REQUIRED', 'repeatHour'));
  if (b.repeatHour !== null && (b.repeatHour < 0 || b.repeatHour > 23)) out.push(ruleIssue('FIELD_INVALID_OPTION', 'repeatHour'));
  need(b.modelId !== null && b.modelId !== '', 'modelId');
  need(b.attribute !== null && b.attribute !== '', 'attribute');
  need(b.receivers.values.length > 0, 'receivers.values');
  if (b.receivers.type === 'ROLE')
    b.receivers.values.forEach((v, i) => {
      if (!(workspaceRoles as readonly string[]).includes(v))
        out.push(ruleIssue('FIELD_INVALID_OPTION', 'receivers', 'values', i));
    });
  need(b.npsField !== null && b.npsField !== '', 'npsField');
  if (b.charts.length === 0) out.push(ruleIssue('NOTIFICATION_CHART_REQUIRED', 'charts'));
  b.charts.forEach((chart, i) => {
    if (chart.type === 'CUSTOMER_INSIGHT' && !chart.baseParameter)
      out.push(ruleIssue('NOTIFICATION_BASE_PARAMETER_REQUIRED', 'charts', i, 'baseParameter'));
  });
  return out;
}

/** Create and save (PUT replaces every field; `enabled` switches the definition on or off). */
export const notificationDefinitionBody = definitionFields.superRefine((b, ctx) =>
  reportIssues(ctx, notificationDefinitionIssues(b)),
);
export type NotificationDefinitionBody = z.input<typeof notificationDefinitionBody>;
export const notificationDefinitionCreateBody = notificationDefinitionBody;
export const notificationDefinitionUpdateBody = notificationDefinitionBody;

export const notificationDefinitionParams = z.strictObject({
  code: projectCodeSchema,
  id: z.uuid({ error: 'FIELD_INVALID' }),
});

/** SCHEDULED by the scheduler (one per definition and period); TEST by "send test now" (to the caller only). */
export const notificationRunKinds = ['SCHEDULED', 'TEST'] as const;
/** SENT: mailed; NOT_CROSSED: a THRESHOLD definition whose threshold held (nothing sent); FAILED: the evaluation broke. */
export const notificationRunStatuses = ['SENT', 'NOT_CROSSED', 'FAILED'] as const;
export type NotificationRunStatus = (typeof notificationRunStatuses)[number];

/** The numbers of a period (null where there is nothing to compute, e.g. NPS without answers). */
export const notificationMetricsSchema = z.object({
  documents: z.number().int(),
  negative: z.number().int(),
  positive: z.number().int(),
  neutral: z.number().int(),
  nps: z.number().nullable(),
  npsAnswers: z.number().int(),
  csat: z.number().nullable(),
  /** The watched value of the threshold (NPS, CSAT %, share %, count). */
  watched: z.number().nullable(),
});
export type NotificationMetrics = z.infer<typeof notificationMetricsSchema>;

export const notificationRunSchema = z.object({
  id: z.string(),
  definitionId: z.string(),
  kind: z.enum(notificationRunKinds),
  status: z.enum(notificationRunStatuses),
  /** `2026-11-26T09` hourly, `2026-11-26` daily, `2026-W48` weekly, `2026-11` monthly; `test:<id>` for test runs. */
  periodKey: z.string(),
  /** The reported period [from, to) and the one before it (the comparison). */
  from: isoDate,
  to: isoDate,
  previousFrom: isoDate,
  crossed: z.boolean(),
  metrics: notificationMetricsSchema,
  previousMetrics: notificationMetricsSchema,
  /** Documents behind the run (what `nid=<id>` opens). */
  documentCount: z.number().int(),
  recipientCount: z.number().int(),
  /** Path of the analysis's data tab filtered to the run's documents (`…?tab=project_data&nid=<id>`). */
  link: z.string(),
  error: z.string().nullable(),
  createdAt: isoDate,
});
export type NotificationRun = z.infer<typeof notificationRunSchema>;

export const notificationDefinitionSchema = z.object({
  id: z.string(),
  projectCode: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(notificationDefinitionTypes),
  subject: z.string(),
  thresholdType: z.enum(notificationThresholdTypes),
  thresholdValue: z.number(),
  categoryId: z.string().nullable(),
  periodType: z.enum(notificationDefinitionPeriods),
  periodValue: z.number().int(),
  repeatDay: z.number().int().nullable(),
  repeatHour: z.number().int().nullable(),
  modelId: z.string(),
  attribute: z.string(),
  receivers: z.object({ type: z.enum(notificationReceiverTypes), values: z.array(z.string()) }),
  negativeCount: z.number().int(),
  listCount: z.number().int(),
  showRootCause: z.boolean(),
  npsField: z.string(),
  charts: z.array(z.object({ type: z.enum(notificationChartTypes), baseParameter: z.string().nullable() })),
  enabled: z.boolean(),
  /** When the next scheduled run is due (null while disabled). */
  nextRunAt: isoDate.nullable(),
  lastSentAt: isoDate.nullable(),
  lastRun: notificationRunSchema.nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type NotificationDefinition = z.infer<typeof notificationDefinitionSchema>;
