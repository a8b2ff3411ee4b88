import { endpoint } from './endpoint.js';
import { helpVideoSaveBody, helpVideosResponse } from './help.js';

const tag = 'help';

/** The learning center (docs/tour-and-help.md): the operator-set video of each guide and language. */
export const helpEndpoints = {
  helpVideos: endpoint({
    method: 'GET',
    path: '/api/help/videos',
    permission: 'authenticated',
    tag,
    summary: 'The videos an operator set for the learning center guides, per guide and language',
    response: helpVideosResponse,
  }),
  helpVideoSave: endpoint({
    method: 'PUT',
    path: '/api/admin/help/videos',
    permission: 'SYSTEM/ADMIN',
    tag,
    summary: "Set (url) or remove (url null) a guide's video in one language; answers the whole list",
    body: helpVideoSaveBody,
    response: helpVideosResponse,
  }),
} as const;
