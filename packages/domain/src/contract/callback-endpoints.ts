import { pageOf } from './common.js';
import { endpoint } from './endpoint.js';
import { projectCodeParam as params } from './project.js';
import {
  callbackBody,
  callbackDeliveriesQuery,
  callbackDeliveryParams,
  callbackDeliverySchema,
  callbackSchema,
} from './callback.js';

const tag = 'callbacks';

/** The analysis's callback and its delivery log (docs/callbacks.md). */
export const callbackEndpoints = {
  callbackGet: endpoint({
    method: 'GET',
    path: '/api/project/:code/callback',
    permission: 'PROJECT/READ',
    tag,
    summary: 'The callback of the analysis; secrets are never returned, only whether each is set',
    params,
    response: callbackSchema,
  }),
  callbackSave: endpoint({
    method: 'PUT',
    path: '/api/project/:code/callback',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Save the callback; a secret left out keeps the stored one; the first save answers the signing secret once',
    params,
    body: callbackBody,
    response: callbackSchema,
  }),
  callbackRotateSecret: endpoint({
    method: 'POST',
    path: '/api/project/:code/callback/signing-secret',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Replace the HMAC signing secret; the answer carries the new one, this once',
    params,
    response: callbackSchema,
  }),
  callbackDeliveries: endpoint({
    method: 'GET',
    path: '/api/project/:code/callback/deliveries',
    permission: 'PROJECT/READ',
    tag,
    summary: 'The delivery log, newest first, paged, optionally of one status',
    params,
    query: callbackDeliveriesQuery,
    response: pageOf(callbackDeliverySchema),
  }),
  callbackDeliveryRetry: endpoint({
    method: 'POST',
    path: '/api/project/:code/callback/deliveries/:id/retry',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Send a delivery again now (a failed one starts its attempts over)',
    params: callbackDeliveryParams,
    response: callbackDeliverySchema,
  }),
};
