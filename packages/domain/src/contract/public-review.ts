import { z } from 'zod';
import { isoDate, pageQuery } from './common.js';

/**
 * Make-public requests of models and analyses and the operators' review queue (docs/public-review.md). A request is
 * PENDING until an operator approves it (the item is public) or rejects it with a reason; the owner may withdraw a
 * pending request. Requests waiting longer than `publicReviewHours` are overdue: the operators are reminded once.
 */
export const publicReviewHours = 24;
export const reviewKinds = ['MODEL', 'PROJECT'] as const;
export type ReviewKind = (typeof reviewKinds)[number];
export const reviewStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
/** The shortest rejection reason: the owner must learn what to change. */
export const reviewReasonMinLength = 10;

/** The state of one item's request, as its owner sees it. */
export const publicRequestStateSchema = z.object({
  status: z.enum(reviewStatuses),
  note: z.string(),
  requestedAt: isoDate,
  reviewedAt: isoDate.nullable(),
  /** Why it was rejected (null unless REJECTED). */
  reason: z.string().nullable(),
});
export type PublicRequestState = z.infer<typeof publicRequestStateSchema>;

/** An analysis and its make-public request (null: never requested, or withdrawn). */
export const projectPublicSchema = z.object({
  code: z.string(),
  name: z.string(),
  publicRequest: publicRequestStateSchema.nullable(),
});
export type ProjectPublic = z.infer<typeof projectPublicSchema>;

/** One request in the operators' queue. */
export const reviewItemSchema = z.object({
  id: z.string(),
  kind: z.enum(reviewKinds),
  /** The model id or the analysis code (the owner's page of the item). */
  itemKey: z.string(),
  itemName: z.string(),
  workspaceName: z.string(),
  accountName: z.string(),
  requestedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  status: z.enum(reviewStatuses),
  note: z.string(),
  requestedAt: isoDate,
  reviewedAt: isoDate.nullable(),
  reviewedBy: z.string().nullable(),
  reason: z.string().nullable(),
  /** Pending for longer than the review time (24 hours). */
  overdue: z.boolean(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewListQuery = pageQuery.extend({
  status: z.enum(reviewStatuses, { error: 'FIELD_INVALID_OPTION' }).default('PENDING'),
  kind: z.enum(reviewKinds, { error: 'FIELD_INVALID_OPTION' }).optional(),
});
export const reviewPageSchema = z.object({
  content: z.array(reviewItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  /** Every pending request (both kinds), and those of them overdue: the landing's counters. */
  pending: z.number().int(),
  overdue: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewRejectBody = z.strictObject({
  reason: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(reviewReasonMinLength, { error: 'FIELD_TOO_SHORT' })
    .max(1000, { error: 'FIELD_TOO_LONG' }),
});
