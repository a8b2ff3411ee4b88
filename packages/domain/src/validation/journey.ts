import { z } from 'zod';
import { requiredText } from '../contract/common.js';
import { duplicateIssues, nameKey, nameTakenIssue, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

export const journeyScoreDisplays = ['SENTIMENT', 'NPS', 'CSAT'] as const;
export type JourneyScoreDisplay = (typeof journeyScoreDisplays)[number];
/** PERSONAL: only its owner sees it; WORKSPACE: every member of the workspace. */
export const journeyVisibilities = ['PERSONAL', 'WORKSPACE'] as const;
export type JourneyVisibility = (typeof journeyVisibilities)[number];
/** Which moving categories a step lists first: those that fell most, or those that rose most, against the comparison. */
export const journeyCategoryDisplays = ['MOST_DECREASING', 'MOST_INCREASING'] as const;
export type JourneyCategoryDisplay = (typeof journeyCategoryDisplays)[number];

/** One condition of a step: an analysis and its filters (categories and attribute values). */
export const journeyConditionSchema = z.strictObject({
  projectCode: z.string().trim().default(''),
  categoryIds: z.array(z.string()).default([]),
  attributes: z.array(z.strictObject({ field: requiredText(100), value: z.string() })).default([]),
});

/** A journey step: a unique name and its conditions (see `journeyStepIssues` for the rules across conditions). */
export const journeyStepSchema = z.strictObject({
  /** Kept across edits so drill-down links (`cjs`) stay valid; the server gives new steps one. */
  id: z.uuid({ error: 'FIELD_INVALID' }).optional(),
  name: requiredText(100),
  conditions: z.array(journeyConditionSchema).default([]),
});
export type JourneyStep = z.infer<typeof journeyStepSchema>;

/**
 * Step rules of a customer journey (docs/validation-rules.md): each step needs an analysis and at least one category; no analysis
 * twice in a step; when a step has several conditions none may have empty filters; step names are unique.
 */
export function journeyStepIssues(steps: readonly JourneyStep[]): RuleIssue[] {
  const out: RuleIssue[] = duplicateIssues(steps, (s) => nameKey(s.name), 'JOURNEY_STEP_NAME_DUPLICATE', ['steps']).map((i) => ({
    ...i,
    path: [...i.path, 'name'],
  }));
  steps.forEach((step, index) => {
    const at = ['steps', index];
    const conditions = step.conditions;
    if (conditions.length === 0 || conditions.some((c) => c.projectCode === ''))
      out.push(ruleIssue('JOURNEY_STEP_PROJECT_REQUIRED', ...at, 'conditions'));
    if (!conditions.some((c) => c.categoryIds.length > 0))
      out.push(ruleIssue('JOURNEY_STEP_CATEGORY_REQUIRED', ...at, 'conditions'));
    out.push(
      ...duplicateIssues(
        conditions.filter((c) => c.projectCode !== ''),
        (c) => c.projectCode,
        'JOURNEY_STEP_PROJECT_DUPLICATE',
        [...at, 'conditions'],
      ),
    );
    if (conditions.length > 1 && conditions.some((c) => c.categoryIds.length === 0 && c.attributes.length === 0))
      out.push(ruleIssue('JOURNEY_CONDITION_EMPTY', ...at, 'conditions'));
  });
  return out;
}

const limit = (fallback: number) =>
  z
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int({ error: 'FIELD_INVALID_TYPE' })
    .min(1, { error: 'FIELD_TOO_SMALL' })
    .max(50, { error: 'FIELD_TOO_BIG' })
    .default(fallback);

/**
 * A customer journey: the fields filled (name, quick-filter title — our reading of "fields
 * filled"), at least one step, the step rules, and a rating field for each of NPS and CSAT that is shown.
 */
export const journeyBody = z
  .strictObject({
    name: requiredText(100),
    description: z.string().trim().max(1000, { error: 'FIELD_TOO_LONG' }).default(''),
    quickFilterTitle: requiredText(100),
    icon: z.string().trim().nullable().default(null),
    steps: z.array(journeyStepSchema).min(1, { error: 'JOURNEY_STEP_REQUIRED' }),
    scoreDisplay: z.array(z.enum(journeyScoreDisplays, { error: 'FIELD_INVALID_OPTION' })).default([]),
    npsField: z.string().trim().nullable().default(null),
    csatField: z.string().trim().nullable().default(null),
    /** The journey's own date range (ISO dates); null: the report's range decides. */
    startDate: z.iso.datetime({ error: 'FIELD_INVALID' }).nullable().default(null),
    endDate: z.iso.datetime({ error: 'FIELD_INVALID' }).nullable().default(null),
    visibility: z.enum(journeyVisibilities, { error: 'FIELD_INVALID_OPTION' }).default('WORKSPACE'),
    rootCauseLimit: limit(5),
    categoryLimit: limit(5),
    detailCategoryLimit: limit(10),
    categoryDisplay: z.enum(journeyCategoryDisplays, { error: 'FIELD_INVALID_OPTION' }).default('MOST_DECREASING'),
  })
  .superRefine((body, ctx) => {
    const out = journeyStepIssues(body.steps);
    if (body.scoreDisplay.includes('NPS') && !body.npsField) out.push(ruleIssue('JOURNEY_RATING_FIELD_REQUIRED', 'npsField'));
    if (body.scoreDisplay.includes('CSAT') && !body.csatField) out.push(ruleIssue('JOURNEY_RATING_FIELD_REQUIRED', 'csatField'));
    if (body.startDate && body.endDate && body.startDate > body.endDate) out.push(ruleIssue('DATE_RANGE_INVALID', 'endDate'));
    reportIssues(ctx, out);
  });
export type JourneyBody = z.input<typeof journeyBody>;

/** Journey names are unique (compared with `nameKey`). */
export const journeyNameTakenIssue = (name: string, existingNames: Iterable<string>): RuleIssue | null =>
  nameTakenIssue('JOURNEY_NAME_TAKEN', name, existingNames);

/** A project used in journeys cannot be removed from the workspace or a journey's source list. */
export function journeyProjectInUseIssue(
  projectCode: string,
  journeys: readonly { steps: readonly JourneyStep[] }[],
): RuleIssue | null {
  const used = journeys.some((j) => j.steps.some((s) => s.conditions.some((c) => c.projectCode === projectCode)));
  return used ? ruleIssue('JOURNEY_PROJECT_IN_USE', 'projectCode') : null;
}
