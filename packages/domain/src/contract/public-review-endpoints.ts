import { idParam, okResponse } from './common.js';
import { endpoint } from './endpoint.js';
import { makePublicBody } from './model-data.js';
import { projectCodeParam } from './project.js';
import { projectPublicSchema, reviewItemSchema, reviewListQuery, reviewPageSchema, reviewRejectBody } from './public-review.js';

const tag = 'public-review';

/**
 * Make-public requests and their review (docs/public-review.md). An analysis's request needs PROJECT/MANAGE (reading
 * its state PROJECT/READ); withdrawing a model's request MODEL/MANAGE (the request itself is `modelMakePublic`). The
 * queue is the operators' (SYSTEM/ADMIN).
 */
export const publicReviewEndpoints = {
  projectPublicState: endpoint({
    method: 'GET',
    path: '/api/project/:code/make-public',
    permission: 'PROJECT/READ',
    tag,
    summary: "The analysis's make-public request (null when none)",
    params: projectCodeParam,
    response: projectPublicSchema,
  }),
  projectMakePublic: endpoint({
    method: 'POST',
    path: '/api/project/:code/make-public',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Request publication of the analysis (reviewed within 24 hours; PUBLIC_REQUEST_PENDING while one waits)',
    params: projectCodeParam,
    body: makePublicBody,
    response: projectPublicSchema,
  }),
  projectMakePublicWithdraw: endpoint({
    method: 'DELETE',
    path: '/api/project/:code/make-public',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Withdraw a pending request (PUBLIC_REQUEST_NOT_PENDING otherwise)',
    params: projectCodeParam,
    response: projectPublicSchema,
  }),
  modelMakePublicWithdraw: endpoint({
    method: 'DELETE',
    path: '/api/model/:id/make-public',
    permission: 'MODEL/MANAGE',
    tag,
    summary: "Withdraw the model's pending request (PUBLIC_REQUEST_NOT_PENDING otherwise)",
    params: idParam,
    response: okResponse,
  }),
  reviewList: endpoint({
    method: 'GET',
    path: '/api/admin/review',
    permission: 'SYSTEM/ADMIN',
    tag,
    summary: 'The review queue of make-public requests (models and analyses), oldest first, with pending counts',
    query: reviewListQuery,
    response: reviewPageSchema,
  }),
  reviewApprove: endpoint({
    method: 'POST',
    path: '/api/admin/review/:id/approve',
    permission: 'SYSTEM/ADMIN',
    tag,
    summary: 'Approve a pending request: the item is public; the requester is notified',
    params: idParam,
    response: reviewItemSchema,
  }),
  reviewReject: endpoint({
    method: 'POST',
    path: '/api/admin/review/:id/reject',
    permission: 'SYSTEM/ADMIN',
    tag,
    summary: 'Reject a pending request with a reason (at least 10 characters); the requester is notified',
    params: idParam,
    body: reviewRejectBody,
    response: reviewItemSchema,
  }),
};
