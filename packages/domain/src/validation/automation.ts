import { z } from 'zod';
import { requiredText } from '../contract/common.js';
import { domainConstants } from '../shell/constants.js';
import { reportIssues, ruleIssue, type RuleIssue } from './issues.js';

/** Who speaks in a document (a dialogue turn's actor). */
export const actorTypes = ['CUSTOMER', 'AGENT', 'BOT'] as const;
export const ruleRelations = ['AND', 'OR'] as const;

const required = (max = 200) => requiredText(max);

/**
 * A rule (docs/validation-rules.md): name required; at least one condition and one action; each condition needs a
 * field, an operator and a value; each action an actor type.
 */
export const ruleBody = z.strictObject({
  name: required(100),
  relation: z.enum(ruleRelations, { error: 'FIELD_INVALID_OPTION' }).default('AND'),
  conditions: z
    .array(z.strictObject({ field: required(), operator: required(50), value: required(1000) }))
    .min(1, { error: 'RULE_CONDITION_REQUIRED' }),
  actions: z
    .array(
      z.strictObject({
        type: required(50),
        actorType: z.enum(actorTypes, { error: 'FIELD_REQUIRED' }),
        value: z.string().default(''),
      }),
    )
    .min(1, { error: 'RULE_ACTION_REQUIRED' }),
  algorithmType: z.string().trim().nullable().default(null),
});
export type RuleBody = z.input<typeof ruleBody>;

/** Periods a notification repeats on. */
export const notificationPeriodTypes = domainConstants.notificationPeriods;
export const receiverTypes = ['ROLE', 'USER'] as const;
/** The chart type that needs a base parameter (every customer insight chart requires one). */
export const customerInsightChart = 'CUSTOMER_INSIGHT';

/** Repeat day and hour by period: hourly needs neither, daily an hour, weekly a weekday (1–7) and monthly a day (1–31) with an hour. */
function repeatIssues(
  periodType: string,
  repeatDay: number | null,
  repeatHour: number | null,
  dayPath = 'repeatDay',
): RuleIssue[] {
  const out: RuleIssue[] = [];
  const maxDay = periodType === 'WEEKLY' ? 7 : periodType === 'MONTHLY' ? 31 : 0;
  if (maxDay > 0 && repeatDay === null) out.push(ruleIssue('FIELD_REQUIRED', dayPath));
  else if (maxDay > 0 && repeatDay !== null && (repeatDay < 1 || repeatDay > maxDay))
    out.push(ruleIssue('FIELD_INVALID_OPTION', dayPath));
  if (periodType !== 'HOURLY' && repeatHour === null) out.push(ruleIssue('FIELD_REQUIRED', 'repeatHour'));
  return out;
}

/**
 * A notification definition (docs/validation-rules.md): name, description, type, mail subject, threshold type
 * and value, period value, model, attribute, NPS field required; the repeat day and/or hour its period needs; at
 * least one chart; a base parameter on every customer insight chart.
 */
export const notificationBody = z
  .strictObject({
    name: required(100),
    description: required(1000),
    type: required(50),
    mailSubject: required(200),
    thresholdType: required(50),
    thresholdValue: z.number({ error: 'FIELD_REQUIRED' }),
    periodType: z.enum(notificationPeriodTypes, { error: 'FIELD_REQUIRED' }),
    periodValue: z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).min(1, { error: 'FIELD_TOO_SMALL' }),
    repeatDay: z.number().int({ error: 'FIELD_INVALID' }).nullable().default(null),
    repeatHour: z
      .number()
      .int({ error: 'FIELD_INVALID' })
      .min(0, { error: 'FIELD_TOO_SMALL' })
      .max(23, { error: 'FIELD_TOO_BIG' })
      .nullable()
      .default(null),
    modelCode: required(100),
    attribute: required(100),
    receiverType: z.enum(receiverTypes, { error: 'FIELD_REQUIRED' }),
    receiverValue: required(200),
    negativeFeedbackCount: z.number().int().min(0, { error: 'FIELD_TOO_SMALL' }).nullable().default(null),
    listCount: z.number().int().min(0, { error: 'FIELD_TOO_SMALL' }).nullable().default(null),
    showRootCause: z.boolean().default(false),
    npsField: required(100),
    charts: z
      .array(z.strictObject({ type: required(50), baseParameter: z.string().trim().nullable().default(null) }))
      .min(1, { error: 'NOTIFICATION_CHART_REQUIRED' }),
  })
  .superRefine((body, ctx) => {
    const out = repeatIssues(body.periodType, body.repeatDay, body.repeatHour);
    body.charts.forEach((chart, index) => {
      if (chart.type === customerInsightChart && !chart.baseParameter)
        out.push(ruleIssue('NOTIFICATION_BASE_PARAMETER_REQUIRED', 'charts', index, 'baseParameter'));
    });
    reportIssues(ctx, out);
  });
export type NotificationBody = z.input<typeof notificationBody>;

export const feedbackPeriodTypes = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;

/**
 * A feedback schedule (docs/documents-and-labels.md): document type, model, period type (`type`), day and hour
 * required — the day is `repeatWeekDay` (1–7) for WEEKLY and `repeatDay` (1–31) for MONTHLY, DAILY has none;
 * `repeatTime` is the hour as HH:mm.
 */
export const feedbackScheduleBody = z
  .strictObject({
    projectCode: required(100),
    modelCode: required(100),
    documentType: required(50),
    type: z.enum(feedbackPeriodTypes, { error: 'FIELD_REQUIRED' }),
    repeatDay: z.number().int({ error: 'FIELD_INVALID' }).nullable().default(null),
    repeatWeekDay: z.number().int({ error: 'FIELD_INVALID' }).nullable().default(null),
    repeatTime: z.string({ error: 'FIELD_REQUIRED' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'FIELD_REQUIRED' }),
  })
  .superRefine((body, ctx) => {
    const weekly = body.type === 'WEEKLY';
    const issues = repeatIssues(
      body.type,
      weekly ? body.repeatWeekDay : body.repeatDay,
      0,
      weekly ? 'repeatWeekDay' : 'repeatDay',
    );
    reportIssues(ctx, issues);
  });
export type FeedbackScheduleBody = z.input<typeof feedbackScheduleBody>;
