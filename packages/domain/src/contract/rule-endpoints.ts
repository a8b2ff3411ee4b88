import { z } from 'zod';
import { okResponse } from './common.js';
import { endpoint } from './endpoint.js';
import { projectCodeParam } from './project.js';
import { ruleCreateBody, ruleHistoryEntrySchema, ruleParams, ruleRunSchema, ruleSchema, ruleUpdateBody } from './rule.js';

const tag = 'rules';

/** Rules of an analysis (docs/rules.md): reads need PROJECT/READ, changes and runs PROJECT/MANAGE. */
export const ruleEndpoints = {
  ruleList: endpoint({
    method: 'GET',
    path: '/api/project/:code/rule',
    permission: 'PROJECT/READ',
    tag,
    summary: 'The rules of the analysis, by name',
    params: projectCodeParam,
    response: z.array(ruleSchema),
  }),
  ruleCreate: endpoint({
    method: 'POST',
    path: '/api/project/:code/rule',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Create a rule; it applies to incoming documents at once when enabled',
    params: projectCodeParam,
    body: ruleCreateBody,
    response: ruleSchema,
  }),
  ruleGet: endpoint({
    method: 'GET',
    path: '/api/project/:code/rule/:id',
    permission: 'PROJECT/READ',
    tag,
    summary: 'One rule with its latest run',
    params: ruleParams,
    response: ruleSchema,
  }),
  ruleUpdate: endpoint({
    method: 'PUT',
    path: '/api/project/:code/rule/:id',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Save a rule (optimistic locking); a changed definition applies to arriving documents from the next 00:00',
    params: ruleParams,
    body: ruleUpdateBody,
    response: ruleSchema,
  }),
  ruleDelete: endpoint({
    method: 'DELETE',
    path: '/api/project/:code/rule/:id',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Delete a rule (what it already did to documents stays)',
    params: ruleParams,
    response: okResponse,
  }),
  ruleRun: endpoint({
    method: 'POST',
    path: '/api/project/:code/rule/:id/run',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Apply the rule as saved now and run it over the existing documents (a rule analysis)',
    params: ruleParams,
    response: ruleRunSchema,
  }),
  ruleRunState: endpoint({
    method: 'GET',
    path: '/api/project/:code/rule/:id/run',
    permission: 'PROJECT/READ',
    tag,
    summary: 'The latest rule analysis run of the rule (null when never run)',
    params: ruleParams,
    response: ruleRunSchema.nullable(),
  }),
  ruleHistory: endpoint({
    method: 'GET',
    path: '/api/project/:code/rule/:id/history',
    permission: 'PROJECT/READ',
    tag,
    summary: 'Who changed, enabled, disabled or ran the rule and when, with the definition before and after (newest first)',
    params: ruleParams,
    response: z.array(ruleHistoryEntrySchema),
  }),
} as const;
