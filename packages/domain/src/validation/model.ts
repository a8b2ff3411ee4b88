import { z } from 'zod';
import { requiredText } from '../contract/common.js';
import { isSentimentSense, senseTypes } from './analysis.js';
import { nameKey, nameTakenIssue, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

export const classificationTypes = ['SINGLE_LABEL', 'MULTI_LABEL'] as const;
export type ClassificationType = (typeof classificationTypes)[number];
/** STANDARD: texts; DIALOGUE: turns with speakers (see docs/models.md). */
export const modelDataTypes = ['STANDARD', 'DIALOGUE'] as const;
export const modelTypeCodes = ['TEXT', 'DIALOG'] as const;

export interface CategoryNode {
  name: string;
  children?: readonly CategoryNode[] | undefined;
}

const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.strictObject({ name: z.string({ error: 'MODEL_CATEGORY_NAME_REQUIRED' }), children: z.array(categoryNodeSchema).optional() }),
);

/**
 * Category tree rules (docs/models.md): names not empty, and not repeated among siblings (our
 * reading: "Price" may exist under both "Food" and "Service"). Paths point into `categories`.
 */
export function categoryTreeIssues(nodes: readonly CategoryNode[], path: (string | number)[] = ['categories']): RuleIssue[] {
  const out: RuleIssue[] = [];
  const seen = new Set<string>();
  nodes.forEach((node, index) => {
    const at = [...path, index];
    if (node.name.trim() === '') out.push(ruleIssue('MODEL_CATEGORY_NAME_REQUIRED', ...at, 'name'));
    else if (seen.has(nameKey(node.name))) out.push(ruleIssue('MODEL_CATEGORY_NAME_DUPLICATE', ...at, 'name'));
    seen.add(nameKey(node.name));
    out.push(...categoryTreeIssues(node.children ?? [], [...at, 'children']));
  });
  return out;
}

/**
 * Creating a model (docs/models.md): a data type, a classification type, a sense type and at least one pipeline stage
 * (each with its own code); one of the chosen switches (languages) marked default; valid category names; and no
 * categories at all on a sentiment (or emotion) model.
 */
export const modelCreateBody = z
  .strictObject({
    name: requiredText(100),
    typeCode: z.enum(modelTypeCodes, { error: 'FIELD_INVALID_OPTION' }).default('TEXT'),
    dataType: z.enum(modelDataTypes, { error: 'MODEL_DATA_TYPE_REQUIRED' }),
    classificationType: z.enum(classificationTypes, { error: 'MODEL_CLASSIFICATION_TYPE_REQUIRED' }),
    senseType: z.enum(senseTypes, { error: 'MODEL_SENSE_TYPE_REQUIRED' }),
    pipelineStages: z.array(requiredText(100)).min(1, { error: 'MODEL_PIPELINE_STAGE_REQUIRED' }),
    switches: z
      .array(z.strictObject({ code: requiredText(50), default: z.boolean().default(false) }))
      .refine((list) => list.some((s) => s.default), { error: 'MODEL_DEFAULT_SELECTION_REQUIRED' }),
    categories: z.array(categoryNodeSchema).default([]),
  })
  .superRefine((body, ctx) => {
    if (isSentimentSense(body.senseType) && body.categories.length > 0)
      reportIssues(ctx, [ruleIssue('MODEL_SENTIMENT_NO_CATEGORIES', 'categories')]);
    else reportIssues(ctx, categoryTreeIssues(body.categories));
  });
export type ModelCreateBody = z.input<typeof modelCreateBody>;

/** Marking a document: a single-label model allows only one category (MODEL_SINGLE_LABEL_ONE_CATEGORY on `categoryIds`). */
export function markingCategoryIssue(classificationType: ClassificationType, categoryIds: readonly string[]): RuleIssue | null {
  return classificationType === 'SINGLE_LABEL' && new Set(categoryIds).size > 1
    ? ruleIssue('MODEL_SINGLE_LABEL_ONE_CATEGORY', 'categoryIds')
    : null;
}

/** A document cannot be marked to a channel without permission for the model: the channel must list the model. */
export function markingChannelIssue(channelModelCodes: readonly string[], modelCode: string): RuleIssue | null {
  return channelModelCodes.includes(modelCode) ? null : ruleIssue('MARKING_CHANNEL_NOT_PERMITTED', 'channelCode');
}

/** A duplicate label is rejected (compared with `nameKey`). */
export const labelExistsIssue = (label: string, existing: Iterable<string>): RuleIssue | null =>
  nameTakenIssue('LABEL_EXISTS', label, existing, ['label']);

/** A duplicate keyword is rejected; keyword names must not already exist. */
export const keywordExistsIssue = (keyword: string, existing: Iterable<string>): RuleIssue | null =>
  nameTakenIssue('KEYWORD_EXISTS', keyword, existing, ['keyword']);

/** Widget type code of the Attribute Based Keywords widget, of which a project may hold only one. */
export const attributeBasedKeywordsWidget = 'ATTRIBUTE_BASED_KEYWORDS';

/** Only one Attribute Based Keywords widget may be added: refused when the project already has one. */
export function widgetAddIssue(existingWidgetTypes: readonly string[], newWidgetType: string): RuleIssue | null {
  return newWidgetType === attributeBasedKeywordsWidget && existingWidgetTypes.includes(attributeBasedKeywordsWidget)
    ? ruleIssue('WIDGET_ATTRIBUTE_KEYWORDS_SINGLE', 'type')
    : null;
}
