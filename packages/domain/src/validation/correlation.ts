import { z } from 'zod';
import { requiredText } from '../contract/common.js';
import { domainConstants as limits } from '../shell/constants.js';
import { charLength, nameTakenIssue, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

export const correlationNumericTypes = ['PERCENT', 'COUNT'] as const;

/** One axis: a model and how many of its items (categories) the report crosses. */
export const correlationAxisSchema = z.strictObject({
  modelCode: requiredText(100),
  itemCount: z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).min(1, { error: 'FIELD_TOO_SMALL' }),
});

/**
 * Number of cells of a correlation report. The requirement was recorded with two readings, sum and product; the
 * product is the number of x-by-y combinations the report computes, so that is the one limited to 900.
 */
export const correlationCombinations = (xItems: number, yItems: number): number => xItems * yItems;

/**
 * A correlation report (docs/validation-rules.md): name of at least 3 characters (after trimming, counted as characters),
 * x and y axes on different models, x items × y items not above 900.
 */
export const correlationReportBody = z
  .strictObject({
    name: requiredText(200).refine((name) => charLength(name) >= limits.reportNameMinLength, { error: 'REPORT_NAME_TOO_SHORT' }),
    description: z.string().trim().max(1000, { error: 'FIELD_TOO_LONG' }).default(''),
    xAxis: correlationAxisSchema,
    yAxis: correlationAxisSchema,
    nested: z.boolean().default(false),
    monthlyRepeat: z.boolean().default(false),
    numericType: z.enum(correlationNumericTypes, { error: 'FIELD_INVALID_OPTION' }).default('PERCENT'),
    maxItemsPerAxis: z.number().int().min(1, { error: 'FIELD_TOO_SMALL' }).nullable().default(null),
  })
  .superRefine((body, ctx) => {
    const out: RuleIssue[] = [];
    if (body.xAxis.modelCode === body.yAxis.modelCode) out.push(ruleIssue('CORRELATION_SAME_AXIS', 'yAxis', 'modelCode'));
    if (correlationCombinations(body.xAxis.itemCount, body.yAxis.itemCount) > limits.maxCorrelationCombinations)
      out.push(ruleIssue('CORRELATION_TOO_MANY_COMBINATIONS', 'yAxis', 'itemCount'));
    reportIssues(ctx, out);
  });
export type CorrelationReportBody = z.input<typeof correlationReportBody>;

/** Report names are unique; a duplicate answers 'Same-named report already started.' */
export const reportNameTakenIssue = (name: string, existingNames: Iterable<string>): RuleIssue | null =>
  nameTakenIssue('REPORT_NAME_TAKEN', name, existingNames);

/** The queried document count must not be above the maximum (a server setting), otherwise the user must filter. */
export const correlationDocumentLimitIssue = (documentCount: number, maxDocuments: number): RuleIssue | null =>
  documentCount > maxDocuments ? ruleIssue('CORRELATION_DOCUMENT_LIMIT') : null;
