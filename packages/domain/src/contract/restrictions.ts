import { z } from 'zod';
import { isoDate } from './common.js';

/** At most this many attribute rules per member (docs/data-restrictions.md). */
export const MAX_RESTRICTION_RULES = 8;
/** At most this many values per rule. */
export const MAX_RESTRICTION_VALUES = 50;

/**
 * One attribute rule of a restricted member: a document is visible when its attribute `field` — or any element of a
 * list attribute — equals one of `values`. An analysis without that attribute shows nothing (deny by default).
 */
export const restrictionRuleSchema = z.strictObject({
  field: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'FIELD_TOO_LONG' }),
  values: z
    .array(z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(200, { error: 'FIELD_TOO_LONG' }), {
      error: 'FIELD_REQUIRED',
    })
    .min(1, { error: 'RESTRICTION_VALUES_REQUIRED' })
    .max(MAX_RESTRICTION_VALUES, { error: 'RESTRICTION_TOO_MANY_VALUES' }),
});
export type RestrictionRule = z.infer<typeof restrictionRuleSchema>;

/**
 * A member's data restriction in the session's workspace. `projectIds` null: every analysis; a list: only those
 * (others are hidden and answer 404). `rules` empty: no attribute restriction. Both open = not restricted.
 */
export const memberRestrictionBody = z.strictObject({
  projectIds: z.array(z.string().trim().min(1)).max(500).nullable(),
  rules: z.array(restrictionRuleSchema).max(MAX_RESTRICTION_RULES, { error: 'RESTRICTION_TOO_MANY_RULES' }),
});
export type MemberRestrictionBody = z.infer<typeof memberRestrictionBody>;

export const memberRestrictionSchema = z.object({
  userId: z.string(),
  /** Whether anything is restricted (an analysis list or at least one rule). */
  restricted: z.boolean(),
  projectIds: z.array(z.string()).nullable(),
  rules: z.array(z.object({ field: z.string(), values: z.array(z.string()) })),
  updatedAt: isoDate.nullable(),
});
export type MemberRestriction = z.infer<typeof memberRestrictionSchema>;

export const restrictionMemberParams = z.object({ userId: z.string() });

/** What the restriction editor offers: the workspace's analyses and the attributes with their most frequent values. */
export const restrictionOptionsSchema = z.object({
  projects: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  attributes: z.array(
    z.object({
      field: z.string(),
      /** The analyses that have the attribute (codes). */
      projectCodes: z.array(z.string()),
      /** Most frequent values across those analyses' documents (at most 50). */
      values: z.array(z.object({ value: z.string(), count: z.number().int() })),
    }),
  ),
});
export type RestrictionOptions = z.infer<typeof restrictionOptionsSchema>;

/** The session user's own restriction in the current workspace (the data tab shows a "restricted view" tag). */
export const myRestrictionSchema = z.object({
  restricted: z.boolean(),
  /** The attribute rules only; the allowed analyses are simply the ones the user sees. */
  rules: z.array(z.object({ field: z.string(), values: z.array(z.string()) })),
});
export type MyRestriction = z.infer<typeof myRestrictionSchema>;
