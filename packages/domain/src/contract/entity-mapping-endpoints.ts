import { z } from 'zod';
import { okResponse } from './common.js';
import { endpoint } from './endpoint.js';
import {
  entityMappingParams,
  entityMappingPreviewBody,
  entityMappingPreviewResponse,
  entityMappingSaveBody,
  entityMappingSchema,
} from './entity-mapping.js';
import { projectCodeParam } from './project.js';

const tag = 'entity-mappings';

/** Entity mappings of an analysis and their preview (docs/entity-mapping.md). */
export const entityMappingEndpoints = {
  entityMappingList: endpoint({
    method: 'GET',
    path: '/api/project/:code/entity-mapping',
    permission: 'PROJECT/READ',
    tag,
    summary: 'Entity mappings of the analysis, in the order they apply',
    params: projectCodeParam,
    response: z.array(entityMappingSchema),
  }),
  entityMappingCreate: endpoint({
    method: 'POST',
    path: '/api/project/:code/entity-mapping',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Add an entity mapping; name unique in the analysis, parentheses balanced, a regular expression that compiles',
    params: projectCodeParam,
    body: entityMappingSaveBody,
    response: entityMappingSchema,
  }),
  entityMappingUpdate: endpoint({
    method: 'PUT',
    path: '/api/project/:code/entity-mapping/:id',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Change an entity mapping (documents classified from now on carry the change)',
    params: entityMappingParams,
    body: entityMappingSaveBody,
    response: entityMappingSchema,
  }),
  entityMappingDelete: endpoint({
    method: 'DELETE',
    path: '/api/project/:code/entity-mapping/:id',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Remove an entity mapping (entities already stored on documents stay until they are classified again)',
    params: entityMappingParams,
    response: okResponse,
  }),
  entityMappingPreview: endpoint({
    method: 'POST',
    path: '/api/project/:code/entity-mapping/preview',
    permission: 'PROJECT/MANAGE',
    tag,
    summary:
      'A draft mapping, or the saved ones, applied to the newest documents of the analysis: the entities found with ' +
      'their offsets in the content',
    params: projectCodeParam,
    body: entityMappingPreviewBody,
    response: entityMappingPreviewResponse,
  }),
};
