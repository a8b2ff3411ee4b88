import { z } from 'zod';
import { requiredText } from '../contract/common.js';
import { domainConstants as limits } from '../shell/constants.js';
import { actorTypes } from './automation.js';
import { nameTakenIssue, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

export const rcaTrendTypes = ['PROPORTIONAL', 'NUMERICAL'] as const;

/**
 * A root cause analysis (docs/validation-rules.md): name and data type filter required; at least one category; only one
 * category when an actor type is chosen. Leaf-ness and name uniqueness need the tree and the other analyses:
 * see `rcaCategoryLeafIssues` and `rcaNameTakenIssue`.
 */
export const rootCauseAnalysisBody = z
  .strictObject({
    name: requiredText(100),
    categoryIds: z.array(requiredText(100)).min(1, { error: 'RCA_CATEGORY_REQUIRED' }),
    actorType: z.enum(actorTypes, { error: 'FIELD_INVALID_OPTION' }).nullable().default(null),
    dataTypeFilter: requiredText(50),
    topicCountLimit: z.number().int().min(1, { error: 'FIELD_TOO_SMALL' }).nullable().default(null),
    contentLimit: z.number().int().min(1, { error: 'FIELD_TOO_SMALL' }).nullable().default(null),
    minSimilarity: z.number().min(0, { error: 'FIELD_TOO_SMALL' }).max(1, { error: 'FIELD_TOO_BIG' }).nullable().default(null),
    trendType: z.enum(rcaTrendTypes, { error: 'FIELD_INVALID_OPTION' }).default('PROPORTIONAL'),
  })
  .superRefine((body, ctx) => {
    if (body.actorType !== null && body.categoryIds.length > 1)
      reportIssues(ctx, [ruleIssue('RCA_SINGLE_CATEGORY_WITH_ACTOR', 'categoryIds')]);
  });
export type RootCauseAnalysisBody = z.input<typeof rootCauseAnalysisBody>;

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
