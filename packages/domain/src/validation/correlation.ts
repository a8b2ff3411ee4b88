import { z } from 'zod';
import { requiredText } from '../contract/common.js';
import { domainConstants as limits } from '../shell/constants.js';
import { charLength, nameTakenIssue, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

export const correlationNumericTypes = ['PERCENT', 'COUNT'] as const;
export type CorrelationNumericType = (typeof correlationNumericTypes)[number];

/**
 * What an axis of a correlation report counts (docs/reports.md): the categories of one of the analysis's models,
 * the document sentiment, the channel, or the values of one attribute.
 */
export const correlationAxisKinds = ['CATEGORY', 'SENTIMENT', 'CHANNEL', 'ATTRIBUTE'] as const;
export type CorrelationAxisKind = (typeof correlationAxisKinds)[number];

/**
 * One axis. `itemIds` picks its items (category ids, sentiment labels, channel codes, attribute values); empty takes
 * the `maxItems` most frequent ones. Its item count is `itemIds.length` when items are picked, else `maxItems`.
 */
export const correlationAxisSchema = z
  .strictObject({
    kind: z.enum(correlationAxisKinds, { error: 'FIELD_INVALID_OPTION' }),
    /** Required for CATEGORY. */
    modelCode: z.string().trim().max(100).nullable().default(null),
    /** Required for ATTRIBUTE. */
    attributeCode: z.string().trim().max(100).nullable().default(null),
    itemIds: z.array(z.string().min(1).max(200)).max(limits.maxCorrelationCombinations).default([]),
    maxItems: z
      .number({ error: 'FIELD_REQUIRED' })
      .int({ error: 'FIELD_INVALID' })
      .min(1, { error: 'FIELD_TOO_SMALL' })
      .max(limits.maxCorrelationCombinations, { error: 'FIELD_TOO_BIG' })
      .default(20),
  })
  .superRefine((axis, ctx) => {
    const out: RuleIssue[] = [];
    if (axis.kind === 'CATEGORY' && !axis.modelCode) out.push(ruleIssue('FIELD_REQUIRED', 'modelCode'));
    if (axis.kind === 'ATTRIBUTE' && !axis.attributeCode) out.push(ruleIssue('FIELD_REQUIRED', 'attributeCode'));
    reportIssues(ctx, out);
  });
export type CorrelationAxis = z.output<typeof correlationAxisSchema>;

/** How many items an axis crosses: the picked ones, else its maximum. */
export const correlationAxisItemCount = (axis: Pick<CorrelationAxis, 'itemIds' | 'maxItems'>): number =>
  axis.itemIds.length > 0 ? axis.itemIds.length : axis.maxItems;

/** Two axes count the same thing: same kind and, for categories and attributes, the same model or attribute. */
export const sameCorrelationAxis = (
  x: Pick<CorrelationAxis, 'kind' | 'modelCode' | 'attributeCode'>,
  y: Pick<CorrelationAxis, 'kind' | 'modelCode' | 'attributeCode'>,
): boolean =>
  x.kind === y.kind &&
  (x.kind === 'CATEGORY' ? x.modelCode === y.modelCode : x.kind === 'ATTRIBUTE' ? x.attributeCode === y.attributeCode : true);

/**
 * Number of cells of a correlation report. The requirement was recorded with two readings, sum and product; the
 * product is the number of x-by-y combinations the report computes, so that is the one limited to 900.
 */
export const correlationCombinations = (xItems: number, yItems: number): number => xItems * yItems;

/**
 * A correlation report (docs/reports.md): name of at least 3 characters (after trimming, counted as characters),
 * x and y axes different, x items × y items not above 900. `filterQuery` is the reports tab's URL query (filters,
 * date range and date basis, docs/filters-and-urls.md); its start and end dates are required (DATE_RANGE_REQUIRED).
 * `nested`: a category axis counts each top-level category with the documents of its sub-categories, instead of
 * the categories as assigned.
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
    filterQuery: z.string().max(8000, { error: 'FIELD_TOO_LONG' }).default(''),
  })
  .superRefine((body, ctx) => {
    const out: RuleIssue[] = [];
    if (sameCorrelationAxis(body.xAxis, body.yAxis)) out.push(ruleIssue('CORRELATION_SAME_AXIS', 'yAxis', 'kind'));
    if (
      correlationCombinations(correlationAxisItemCount(body.xAxis), correlationAxisItemCount(body.yAxis)) >
      limits.maxCorrelationCombinations
    )
      out.push(ruleIssue('CORRELATION_TOO_MANY_COMBINATIONS', 'yAxis', 'maxItems'));
    reportIssues(ctx, out);
  });
export type CorrelationReportBody = z.input<typeof correlationReportBody>;
export type CorrelationReportDefinition = z.output<typeof correlationReportBody>;

/** Report names are unique; a duplicate answers 'Same-named report already started.' */
export const reportNameTakenIssue = (name: string, existingNames: Iterable<string>): RuleIssue | null =>
  nameTakenIssue('REPORT_NAME_TAKEN', name, existingNames);

/** The queried document count must not be above the maximum (a server setting), otherwise the user must filter. */
export const correlationDocumentLimitIssue = (documentCount: number, maxDocuments: number): RuleIssue | null =>
  documentCount > maxDocuments ? ruleIssue('CORRELATION_DOCUMENT_LIMIT') : null;
