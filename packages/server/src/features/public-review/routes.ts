import { publicReviewEndpoints as e } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import { labellerOf } from '../models/routes.js';
import { projectScope as s } from '../projects/project-access.js';
import type { PublicReviewService } from './service.js';

/**
 * Make-public requests and the operators' review queue (docs/public-review.md). An analysis's make-public call is
 * the analysis templates' route (features/project-templates): it snapshots the analysis before filing the request.
 */
export function publicReviewRoutes(review: PublicReviewService): RouteDef[] {
  return [
    route(e.projectPublicState, ({ auth, params }) => review.projectState(s(auth), params.code)),
    route(e.projectMakePublicWithdraw, ({ auth, params }) => review.withdrawProject(s(auth), params.code)),
    route(e.modelMakePublicWithdraw, async ({ auth, params }) => {
      await review.withdrawModel(labellerOf(auth), params.id);
      return { ok: true as const };
    }),
    route(e.reviewList, ({ query }) => review.list(query)),
    route(e.reviewApprove, ({ auth, params }) => review.approve(auth.userId, params.id)),
    route(e.reviewReject, ({ auth, params, body }) => review.reject(auth.userId, params.id, body.reason)),
  ];
}
