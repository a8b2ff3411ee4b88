import { endpoint } from './endpoint.js';
import {
  memberRestrictionBody,
  memberRestrictionSchema,
  myRestrictionSchema,
  restrictionMemberParams,
  restrictionOptionsSchema,
} from './restrictions.js';

const tag = 'restrictions';

/**
 * Data restrictions of workspace members (docs/data-restrictions.md): which analyses a member sees and which
 * documents by attribute value. Reading and editing them is for workspace admins (MEMBER/MANAGE); every member may
 * read their own.
 */
export const restrictionEndpoints = {
  memberRestriction: endpoint({
    method: 'GET',
    path: '/api/workspace/member/:userId/restriction',
    permission: 'MEMBER/MANAGE',
    tag,
    summary: "A member's data restriction in the current workspace (open when none is set)",
    params: restrictionMemberParams,
    response: memberRestrictionSchema,
  }),
  memberRestrictionSave: endpoint({
    method: 'PUT',
    path: '/api/workspace/member/:userId/restriction',
    permission: 'MEMBER/MANAGE',
    tag,
    summary: "Set a member's allowed analyses and attribute rules; both open removes the restriction",
    params: restrictionMemberParams,
    body: memberRestrictionBody,
    response: memberRestrictionSchema,
  }),
  restrictionOptions: endpoint({
    method: 'GET',
    path: '/api/workspace/restriction/options',
    permission: 'MEMBER/MANAGE',
    tag,
    summary: 'Analyses and attributes (with frequent values) a restriction can name',
    response: restrictionOptionsSchema,
  }),
  myRestriction: endpoint({
    method: 'GET',
    path: '/api/workspace/restriction/me',
    permission: 'WORKSPACE/READ',
    tag,
    summary: "The session user's own restriction in the current workspace",
    response: myRestrictionSchema,
  }),
};
