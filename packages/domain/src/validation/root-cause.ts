import { z } from 'zod';
import { requiredText } from '../contract/common.js';
import { domainConstants as limits } from '../shell/constants.js';
import { searchRequestSchema } from '../filters/search-request.js';
import { actorTypes } from './automation.js';
import { nameTakenIssue, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

export const rcaTrendTypes = ['PROPORTIONAL', 'NUMERICAL'] as const;
export type RcaTrendType = (typeof rcaTrendTypes)[number];
/** Which documents an analysis reads: every kind, plain texts only, or call dialogues only. */
export const rcaDataTypeFilters = ['ALL', 'STANDARD', 'DIALOGUE'] as const;
export type RcaDataTypeFilter = (typeof rcaDataTypeFilters)[number];
/** Defaults of an analysis's tuning (docs/root-causes.md). The content limit is shown to the user beside the field. */
export const rcaDefaults = {
  topicCountLimit: 10,
  /** Documents per category a run reads, the newest first; older ones are left out of that run (docs/root-causes.md). */
  contentLimit: 20_000,
  maxContentLimit: 100_000,
  maxTopicCountLimit: 50,
  minSimilarity: 0.1,
  defaultCategoryCount: 5,
  defaultCategoryLevel: 1,
  maxLevels: 3,
} as const;

const nullableDate = z.iso.datetime({ offset: true, error: 'FIELD_INVALID_TYPE' }).nullable().default(null);

/**
 * A root cause analysis (docs/validation-rules.md): name and data type filter required; at least one category; only one
 * category when an actor type is chosen. Leaf-ness and name uniqueness need the tree and the other analyses:
 * see `rcaCategoryLeafIssues` and `rcaNameTakenIssue`. `modelCode` null means the analysis's first category model.
 */
export const rootCauseAnalysisBody = z
  .strictObject({
    name: requiredText(100),
    modelCode: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100).nullable().default(null),
    categoryIds: z.array(requiredText(100)).min(1, { error: 'RCA_CATEGORY_REQUIRED' }).max(200, { error: 'FIELD_TOO_BIG' }),
    actorType: z.enum(actorTypes, { error: 'FIELD_INVALID_OPTION' }).nullable().default(null),
    dataTypeFilter: z.enum(rcaDataTypeFilters, { error: 'FIELD_REQUIRED' }),
    /** The documents' content date range; null ends are open. */
    startDate: nullableDate,
    endDate: nullableDate,
    /** Free-text query and attribute filters, as in the document search. */
    query: z.string().max(500, { error: 'FIELD_TOO_LONG' }).default(''),
    fieldQueries: searchRequestSchema.shape.fieldQueries,
    topicCountLimit: z
      .number({ error: 'FIELD_INVALID_TYPE' })
      .int({ error: 'FIELD_INVALID_TYPE' })
      .min(1, { error: 'FIELD_TOO_SMALL' })
      .max(rcaDefaults.maxTopicCountLimit, { error: 'FIELD_TOO_BIG' })
      .default(rcaDefaults.topicCountLimit),
    contentLimit: z
      .number({ error: 'FIELD_INVALID_TYPE' })
      .int({ error: 'FIELD_INVALID_TYPE' })
      .min(10, { error: 'FIELD_TOO_SMALL' })
      .max(rcaDefaults.maxContentLimit, { error: 'FIELD_TOO_BIG' })
      .default(rcaDefaults.contentLimit),
    minSimilarity: z
      .number({ error: 'FIELD_INVALID_TYPE' })
      .min(0, { error: 'FIELD_TOO_SMALL' })
      .max(1, { error: 'FIELD_TOO_BIG' })
      .default(rcaDefaults.minSimilarity),
    /** Attribute codes whose most frequent values are reported per topic ("attribute-based keywords"). */
    attributeCodes: z.array(z.string().min(1).max(60)).max(5, { error: 'FIELD_TOO_BIG' }).default([]),
    defaultCategoryCount: z.number().int().min(1, { error: 'FIELD_TOO_SMALL' }).max(50, { error: 'FIELD_TOO_BIG' }).default(5),
    defaultCategoryLevel: z.number().int().min(1, { error: 'FIELD_TOO_SMALL' }).max(10, { error: 'FIELD_TOO_BIG' }).default(1),
    maxLevels: z.number().int().min(1, { error: 'FIELD_TOO_SMALL' }).max(10, { error: 'FIELD_TOO_BIG' }).default(3),
    trendType: z.enum(rcaTrendTypes, { error: 'FIELD_INVALID_OPTION' }).default('PROPORTIONAL'),
    /** Re-run nightly at 00:00 (reporting time zone) over the documents that arrived since the last run. */
    automated: z.boolean({ error: 'FIELD_INVALID_TYPE' }).default(false),
  })
  .superRefine((body, ctx) => {
    if (body.actorType !== null && body.categoryIds.length > 1)
      reportIssues(ctx, [ruleIssue('RCA_SINGLE_CATEGORY_WITH_ACTOR', 'categoryIds')]);
    if (body.startDate !== null && body.endDate !== null && Date.parse(body.startDate) > Date.parse(body.endDate))
      reportIssues(ctx, [ruleIssue('DATE_RANGE_INVALID', 'endDate')]);
  });
export type RootCauseAnalysisBody = z.input<typeof rootCauseAnalysisBody>;
export type RootCauseAnalysisInput = z.output<typeof rootCauseAnalysisBody>;

/** Every selected category must be a leaf of the model's tree: one issue per selected category that has children. */
export function rcaCategoryLeafIssues(categoryIds: readonly string[], isLeaf: (categoryId: string) => boolean): RuleIssue[] {
  return categoryIds.flatMap((id, index) => (isLeaf(id) ? [] : [ruleIssue('RCA_CATEGORY_NOT_LEAF', 'categoryIds', index)]));
}

/** Root cause analysis names are unique (compared with `nameKey`). */
export const rcaNameTakenIssue = (name: string, existingNames: Iterable<string>): RuleIssue | null =>
  nameTakenIssue('RCA_NAME_TAKEN', name, existingNames);

/**
 * Whether an assistant may be defined: only one per model or project, and none where the model
 * has a category tree.
 */
export function assistantIssues(context: { existingAssistants: number; modelHasCategoryTree: boolean }): RuleIssue[] {
  const out: RuleIssue[] = [];
  if (context.existingAssistants >= limits.maxAssistantsPerModelOrProject) out.push(ruleIssue('ASSISTANT_LIMIT'));
  if (context.modelHasCategoryTree) out.push(ruleIssue('ASSISTANT_CATEGORY_TREE', 'modelCode'));
  return out;
}
