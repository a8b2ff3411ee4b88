import { z } from 'zod';
import { okResponse } from './common.js';
import { aliasSaveBody, aliasOptionsSchema, aliasParams, aliasSchema } from './alias.js';
import { endpoint } from './endpoint.js';
import { projectCodeParam } from './project.js';

const tag = 'aliases';

/** Aliases of an analysis (docs/aliases.md). */
export const aliasEndpoints = {
  aliasList: endpoint({
    method: 'GET',
    path: '/api/project/:code/alias',
    permission: 'PROJECT/READ',
    tag,
    summary: 'Aliases of the analysis (category, attribute and value names per language)',
    params: projectCodeParam,
    response: z.array(aliasSchema),
  }),
  aliasOptions: endpoint({
    method: 'GET',
    path: '/api/project/:code/alias/options',
    permission: 'PROJECT/READ',
    tag,
    summary: "The analysis's categories and attributes under their own names, to pick an alias's key",
    params: projectCodeParam,
    response: aliasOptionsSchema,
  }),
  aliasCreate: endpoint({
    method: 'POST',
    path: '/api/project/:code/alias',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Add an alias (at least one alias text: ALIAS_ENTRY_REQUIRED)',
    params: projectCodeParam,
    body: aliasSaveBody,
    response: aliasSchema,
  }),
  aliasUpdate: endpoint({
    method: 'PUT',
    path: '/api/project/:code/alias/:id',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Change an alias',
    params: aliasParams,
    body: aliasSaveBody,
    response: aliasSchema,
  }),
  aliasDelete: endpoint({
    method: 'DELETE',
    path: '/api/project/:code/alias/:id',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Delete an alias',
    params: aliasParams,
    response: okResponse,
  }),
};
