import { z } from 'zod';
import { okResponse } from './common.js';
import { endpoint } from './endpoint.js';
import {
  notificationDefinitionBody,
  notificationDefinitionParams,
  notificationDefinitionSchema,
  notificationRunSchema,
} from './notification-definition.js';
import { projectCodeParam } from './project.js';

const tag = 'notification-definitions';

/** Notification definitions of an analysis (docs/notification-definitions.md). */
export const notificationDefinitionEndpoints = {
  notificationDefinitionList: endpoint({
    method: 'GET',
    path: '/api/project/:code/notification-definition',
    permission: 'PROJECT/READ',
    tag,
    summary: 'Notification definitions of the analysis, by name, with their last run and next due time',
    params: projectCodeParam,
    response: z.array(notificationDefinitionSchema),
  }),
  notificationDefinitionCreate: endpoint({
    method: 'POST',
    path: '/api/project/:code/notification-definition',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Create a notification definition (unique name in the analysis)',
    params: projectCodeParam,
    body: notificationDefinitionBody,
    response: notificationDefinitionSchema,
  }),
  notificationDefinitionGet: endpoint({
    method: 'GET',
    path: '/api/project/:code/notification-definition/:id',
    permission: 'PROJECT/READ',
    tag,
    summary: 'One notification definition',
    params: notificationDefinitionParams,
    response: notificationDefinitionSchema,
  }),
  notificationDefinitionUpdate: endpoint({
    method: 'PUT',
    path: '/api/project/:code/notification-definition/:id',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Save a notification definition (every field; `enabled` switches it on or off)',
    params: notificationDefinitionParams,
    body: notificationDefinitionBody,
    response: notificationDefinitionSchema,
  }),
  notificationDefinitionDelete: endpoint({
    method: 'DELETE',
    path: '/api/project/:code/notification-definition/:id',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Delete a notification definition and its runs',
    params: notificationDefinitionParams,
    response: okResponse,
  }),
  notificationDefinitionTest: endpoint({
    method: 'POST',
    path: '/api/project/:code/notification-definition/:id/test',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Send test now: run the definition over its last period and mail only the caller ("[Test]" subject)',
    params: notificationDefinitionParams,
    response: notificationRunSchema,
  }),
  notificationDefinitionRuns: endpoint({
    method: 'GET',
    path: '/api/project/:code/notification-definition/:id/runs',
    permission: 'PROJECT/READ',
    tag,
    summary: 'The last 20 runs of a definition, newest first',
    params: notificationDefinitionParams,
    response: z.array(notificationRunSchema),
  }),
} as const;
