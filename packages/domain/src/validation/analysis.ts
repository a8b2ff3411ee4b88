import { z } from 'zod';
import { requiredText } from '../contract/common.js';
import { domainConstants as limits } from '../shell/constants.js';
import { duplicateIssues, nameKey, nameTakenIssue, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

/** What a model senses (SENSE_TYPE, see docs/models.md). Emotion counts as sentiment: the product treats emotions as a kind of sentiment (docs/models.md). */
export const senseTypes = ['CATEGORY', 'SENTIMENT', 'EMOTION', 'NAMED_ENTITY'] as const;
export type SenseType = (typeof senseTypes)[number];
/** True for the models the sentiment rules count: sentiment and emotion. */
export const isSentimentSense = (sense: SenseType): boolean => sense === 'SENTIMENT' || sense === 'EMOTION';

/** A model chosen for an analysis: its code and what it senses (the model rules count by sense type). */
export const analysisModelSchema = z.strictObject({
  code: requiredText(100),
  senseType: z.enum(senseTypes, { error: 'FIELD_INVALID_OPTION' }),
});
export type AnalysisModel = z.infer<typeof analysisModelSchema>;

/**
 * The model rules of an analysis (docs/analyses.md): at most 5 models, at most one sentiment model and not only
 * sentiment models, at most one named-entity model. Issues are reported on `models`.
 */
export function analysisModelIssues(models: readonly Pick<AnalysisModel, 'senseType'>[]): RuleIssue[] {
  const sentiment = models.filter((m) => isSentimentSense(m.senseType)).length;
  const namedEntity = models.filter((m) => m.senseType === 'NAMED_ENTITY').length;
  const out: RuleIssue[] = [];
  if (models.length > limits.maxModelsPerAnalysis) out.push(ruleIssue('ANALYSIS_MODEL_LIMIT', 'models'));
  if (sentiment > limits.maxSentimentModelsPerAnalysis) out.push(ruleIssue('ANALYSIS_SENTIMENT_MODEL_LIMIT', 'models'));
  if (models.length > 0 && sentiment === models.length) out.push(ruleIssue('ANALYSIS_SENTIMENT_NOT_ALONE', 'models'));
  if (namedEntity > limits.maxNamedEntityModelsPerAnalysis) out.push(ruleIssue('ANALYSIS_NAMED_ENTITY_MODEL_LIMIT', 'models'));
  return out;
}

/** STANDARD texts or DIALOGUE turns; the same two values as a model's data type (validation/model.ts imports this file). */
export const analysisDataTypes = ['STANDARD', 'DIALOGUE'] as const;
export type AnalysisDataType = (typeof analysisDataTypes)[number];

/** Attribute (field) types of an analysis. */
export const attributeTypes = ['TEXT', 'NUMERIC', 'MULTI_TEXT', 'MULTI_NUMERIC', 'DATE'] as const;
export type AttributeType = (typeof attributeTypes)[number];
/** Types of a restricted attribute: string, number or boolean. */
export const restrictedAttributeTypes = ['STRING', 'NUMBER', 'BOOLEAN'] as const;
/** Who sees an analysis: the workspace, or its owner and the workspace's admins (our reading of the privacy step). */
export const analysisVisibilities = ['WORKSPACE', 'PRIVATE'] as const;

/** An attribute code: what the upload column and the `fq` filter name it by. */
export const attributeCodeSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(60, { error: 'FIELD_TOO_LONG' })
  .regex(/^[\p{L}\p{N}_.-]+$/u, { error: 'FIELD_INVALID' });

export const attributeSchema = z.strictObject({
  code: attributeCodeSchema,
  name: requiredText(100),
  type: z.enum(attributeTypes, { error: 'FIELD_INVALID_OPTION' }),
});
export type AttributeDefinition = z.infer<typeof attributeSchema>;

/** Attribute definitions: codes do not repeat (FIELD_DUPLICATE is reported as TAG_DUPLICATE's sibling rule). */
export const attributeListSchema = z
  .array(attributeSchema)
  .max(200, { error: 'FIELD_TOO_BIG' })
  .default([])
  .superRefine((list, ctx) =>
    reportIssues(
      ctx,
      duplicateIssues(
        list.map((a) => a.code),
        nameKey,
        'ATTRIBUTE_CODE_DUPLICATE',
        [],
      ),
    ),
  );

export const uniqueTagsSchema = z
  .array(requiredText(50))
  .default([])
  .superRefine((tags, ctx) => reportIssues(ctx, duplicateIssues(tags, nameKey, 'TAG_DUPLICATE', [])));

/**
 * Creating an analysis (docs/analyses.md): name and icon required; the model rules of `analysisModelIssues`; at least
 * one restricted model when model restriction is on; at least one channel, and — with a proxy channel, whose
 * documents are assigned to real channels — the real channels must be selected (own code); at least one pipeline
 * stage; tags do not repeat.
 */
export const analysisCreateBody = z
  .strictObject({
    name: requiredText(100),
    description: z.string().trim().max(1000, { error: 'FIELD_TOO_LONG' }).default(''),
    icon: requiredText(200),
    models: z
      .array(analysisModelSchema)
      .default([])
      .superRefine((models, ctx) =>
        reportIssues(
          ctx,
          analysisModelIssues(models).map((i) => ({ ...i, path: [] })),
        ),
      ),
    restrictModels: z.boolean().default(false),
    restrictedModels: z.array(requiredText(100)).default([]),
    channels: z.array(requiredText(100)).default([]),
    proxyChannel: requiredText(100).nullable().default(null),
    pipelineStages: z.array(requiredText(100)).min(1, { error: 'ANALYSIS_PIPELINE_STAGE_REQUIRED' }),
    tags: uniqueTagsSchema,
    /** Fixed at creation; the models must be of the same data type (ANALYSIS_MODEL_DATA_TYPE). */
    dataType: z.enum(analysisDataTypes, { error: 'FIELD_INVALID_OPTION' }).default('STANDARD'),
    color: z
      .string()
      .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'FIELD_INVALID' })
      .default('#FFD803'),
    visibility: z.enum(analysisVisibilities, { error: 'FIELD_INVALID_OPTION' }).default('WORKSPACE'),
    privacyLabels: z.array(requiredText(50)).max(20, { error: 'FIELD_TOO_BIG' }).default([]),
    restrictedAttributes: z
      .array(
        z.strictObject({ name: requiredText(100), type: z.enum(restrictedAttributeTypes, { error: 'FIELD_INVALID_OPTION' }) }),
      )
      .max(50, { error: 'FIELD_TOO_BIG' })
      .default([]),
    attributes: attributeListSchema,
  })
  .superRefine((body, ctx) => {
    const out: RuleIssue[] = [];
    if (body.restrictModels && body.restrictedModels.length === 0)
      out.push(ruleIssue('ANALYSIS_RESTRICTED_MODEL_REQUIRED', 'restrictedModels'));
    if (body.channels.length === 0)
      out.push(
        ruleIssue(
          body.proxyChannel === null ? 'ANALYSIS_CHANNEL_REQUIRED' : 'ANALYSIS_PROXY_CHANNEL_SELECTION_REQUIRED',
          'channels',
        ),
      );
    reportIssues(ctx, out);
  });
export type AnalysisCreateBody = z.input<typeof analysisCreateBody>;

/** Renaming needs a different name: ANALYSIS_RENAME_SAME_NAME when the new name equals the current one once trimmed. */
export function renameIssue(currentName: string, newName: string): RuleIssue | null {
  return currentName.trim() === newName.trim() ? ruleIssue('ANALYSIS_RENAME_SAME_NAME', 'name') : null;
}

/** Analysis names must not already exist; compared with `nameKey`. */
export const analysisNameTakenIssue = (name: string, existingNames: Iterable<string>): RuleIssue | null =>
  nameTakenIssue('ANALYSIS_NAME_TAKEN', name, existingNames);

/** The same analysis cannot be added twice to a restriction: one issue per repeated project code. */
export const restrictionProjectIssues = (
  projectCodes: readonly string[],
  path: (string | number)[] = ['projects'],
): RuleIssue[] => duplicateIssues(projectCodes, (code) => code, 'RESTRICTION_PROJECT_DUPLICATE', path);
