import { publicReviewEndpoints as pe } from '@sentio/domain';
import type { Client, RawResponse, TestApp } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type ReviewCall = keyof typeof pe;

/** What the routes matrix knows of A's make-public request when the attacks run (filled in its beforeAll). */
export interface ReviewTargets {
  projectCode: () => string;
  modelId: () => string;
  /** The queue id of A's pending make-public request of A's analysis. */
  reviewId: () => string;
}

/** A's analysis asks to be made public (a pending request in the queue), through the API; its queue id from the database. */
export async function seedReviewTargets(t: TestApp, a: Client, projectCode: string): Promise<{ reviewId: string }> {
  await a.call(pe.projectMakePublic, { params: { code: projectCode }, body: { note: 'Alpha request' } });
  const row = await t.db
    .selectFrom('project_public_request as r')
    .innerJoin('project as p', 'p.id', 'r.project_id')
    .select('r.id')
    .where('p.code', '=', projectCode)
    .executeTakeFirstOrThrow();
  return { reviewId: row.id };
}

/**
 * The routes matrix's rows of the make-public review (all of `publicReviewEndpoints`, docs/public-review.md): B —
 * the admin and account owner of another workspace, not an operator — names A's analysis or model (404: not in B's
 * workspace) or calls the operators' queue with A's request (401 PermissionDeniedException: SYSTEM/ADMIN only).
 */
export function publicReviewForeign(x: ReviewTargets): Record<ReviewCall, Row> {
  const code = () => ({ code: x.projectCode() });
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  return {
    projectPublicState: denied((c) => c.request(pe.projectPublicState, { params: code() })),
    projectMakePublic: denied((c) => c.request(pe.projectMakePublic, { params: code(), body: { note: 'Beta' } })),
    projectMakePublicWithdraw: denied((c) => c.request(pe.projectMakePublicWithdraw, { params: code() })),
    modelMakePublicWithdraw: denied((c) => c.request(pe.modelMakePublicWithdraw, { params: { id: x.modelId() } })),
    reviewList: denied((c) => c.request(pe.reviewList, { query: {} })),
    reviewApprove: denied((c) => c.request(pe.reviewApprove, { params: { id: x.reviewId() } })),
    reviewReject: denied((c) =>
      c.request(pe.reviewReject, { params: { id: x.reviewId() }, body: { reason: 'Not good enough for everyone' } }),
    ),
  };
}
