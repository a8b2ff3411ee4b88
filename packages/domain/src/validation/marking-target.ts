import { z } from 'zod';
import { requiredText } from '../contract/common.js';
import { searchByDates } from '../filters/state.js';
import { nameKey, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

/** What a marking-efficiency target measures besides the total: content length buckets, assigned category counts. */
export const markingTargetCriteria = ['CONTENT_LENGTH', 'CATEGORY_COUNT'] as const;

const count = (code: 'MARKING_TARGET_LENGTH_NEGATIVE' | 'MARKING_TARGET_MIN_CATEGORY_NEGATIVE') =>
  z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).min(0, { error: code });

/**
 * A marking-efficiency target (docs/validation-rules.md): name required; total target above 0; criteria
 * required (at least one of the two). With CONTENT_LENGTH: the short, medium and long targets are not below 0 and
 * add up to the total; the short length limit (characters) is above 0; the long one is at least 1 and greater
 * than the short one (the requirement says "greater than (not below)"; strictly greater is our reading, so that no
 * length is both short and long). With CATEGORY_COUNT: minimum at least 0, maximum above 0 and not below the
 * minimum. `contentDate` is which document date counts (our reading of "date required").
 */
export const markingTargetBody = z
  .strictObject({
    name: requiredText(100),
    year: z
      .number({ error: 'FIELD_REQUIRED' })
      .int()
      .min(2000, { error: 'FIELD_TOO_SMALL' })
      .max(9999, { error: 'FIELD_TOO_BIG' }),
    month: z.number().int().min(1, { error: 'FIELD_TOO_SMALL' }).max(12, { error: 'FIELD_TOO_BIG' }).nullable().default(null),
    totalTarget: z
      .number({ error: 'FIELD_REQUIRED' })
      .int({ error: 'FIELD_INVALID' })
      .gt(0, { error: 'MARKING_TARGET_TOTAL_POSITIVE' }),
    criteria: z
      .array(z.enum(markingTargetCriteria, { error: 'FIELD_INVALID_OPTION' }))
      .min(1, { error: 'MARKING_TARGET_CRITERIA_REQUIRED' }),
    lengthTargets: z
      .strictObject({
        short: count('MARKING_TARGET_LENGTH_NEGATIVE'),
        medium: count('MARKING_TARGET_LENGTH_NEGATIVE'),
        long: count('MARKING_TARGET_LENGTH_NEGATIVE'),
      })
      .nullable()
      .default(null),
    lengthLimits: z
      .strictObject({
        short: z
          .number({ error: 'FIELD_REQUIRED' })
          .int({ error: 'FIELD_INVALID' })
          .gt(0, { error: 'MARKING_TARGET_SHORT_LENGTH_POSITIVE' }),
        long: z
          .number({ error: 'FIELD_REQUIRED' })
          .int({ error: 'FIELD_INVALID' })
          .min(1, { error: 'MARKING_TARGET_LONG_LENGTH_MIN' }),
      })
      .nullable()
      .default(null),
    categoryCount: z
      .strictObject({
        min: count('MARKING_TARGET_MIN_CATEGORY_NEGATIVE'),
        max: z
          .number({ error: 'FIELD_REQUIRED' })
          .int({ error: 'FIELD_INVALID' })
          .gt(0, { error: 'MARKING_TARGET_MAX_CATEGORY_POSITIVE' }),
      })
      .nullable()
      .default(null),
    contentDate: z.enum(searchByDates, { error: 'FIELD_REQUIRED' }),
  })
  .superRefine((body, ctx) => {
    const out: RuleIssue[] = [];
    if (body.criteria.includes('CONTENT_LENGTH')) {
      if (!body.lengthTargets) out.push(ruleIssue('FIELD_REQUIRED', 'lengthTargets'));
      else if (body.lengthTargets.short + body.lengthTargets.medium + body.lengthTargets.long !== body.totalTarget)
        out.push(ruleIssue('MARKING_TARGET_LENGTH_SUM', 'lengthTargets'));
      if (!body.lengthLimits) out.push(ruleIssue('FIELD_REQUIRED', 'lengthLimits'));
      // Compared only when each limit passed its own rule: "0 is not above 0" would repeat those messages.
      else if (body.lengthLimits.short > 0 && body.lengthLimits.long >= 1 && body.lengthLimits.long <= body.lengthLimits.short)
        out.push(ruleIssue('MARKING_TARGET_LONG_NOT_ABOVE_SHORT', 'lengthLimits', 'long'));
    }
    if (body.criteria.includes('CATEGORY_COUNT')) {
      if (!body.categoryCount) out.push(ruleIssue('FIELD_REQUIRED', 'categoryCount'));
      else if (body.categoryCount.max < body.categoryCount.min)
        out.push(ruleIssue('MARKING_TARGET_MAX_BELOW_MIN', 'categoryCount', 'max'));
    }
    reportIssues(ctx, out);
  });
export type MarkingTargetBody = z.input<typeof markingTargetBody>;

/**
 * Conflicts with the project's other targets: the name must be unique (`nameKey`), and there is one target per
 * type — our reading: per period, the same year and month (a null month is the whole year).
 */
export function markingTargetConflicts(
  target: { name: string; year: number; month: number | null },
  existing: readonly { name: string; year: number; month: number | null }[],
): RuleIssue[] {
  const out: RuleIssue[] = [];
  if (existing.some((t) => nameKey(t.name) === nameKey(target.name))) out.push(ruleIssue('MARKING_TARGET_NAME_TAKEN', 'name'));
  if (existing.some((t) => t.year === target.year && t.month === target.month))
    out.push(ruleIssue('MARKING_TARGET_PERIOD_TAKEN', 'month'));
  return out;
}
