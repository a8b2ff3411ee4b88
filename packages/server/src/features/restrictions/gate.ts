import { endpoints, type Endpoint } from '@sentio/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../../platform/auth/auth.js';
import { errors } from '../../platform/errors.js';
import type { RestrictionLookup } from '../projects/project-access.js';

/**
 * Areas whose calls hold no document data: a restricted member uses them like anyone (their account, workspace,
 * notifications, the admin areas). Every other area is closed to a restricted member except the calls listed in
 * `appliesRestriction` — so a new area is closed until someone checks it applies the restriction.
 */
const openTags = new Set([
  'platform',
  'auth',
  'user',
  'workspace',
  'event',
  'notification',
  'package',
  'admin',
  'admin-accounts',
  'members',
  'restrictions',
  'system',
  'public-review',
]);

/**
 * Calls of the document areas that honour a restriction (docs/data-restrictions.md): the analysis is loaded through
 * ProjectAccess (a hidden one is 404) and every document read goes through the one search plan, which carries the
 * viewer's rules — or the call reads no documents at all (names, settings, option lists).
 */
export const appliesRestriction: ReadonlySet<string> = new Set([
  // analyses: the list hides analyses outside the allowed ones, counts are the viewer's
  'projectList',
  'projectRecent',
  'projectTags',
  'projectIcons',
  'projectColors',
  'projectUserList',
  'projectSortOptions',
  'documentSortOptions',
  'projectGet',
  'usableDateFields',
  'channelList',
  'fieldList',
  'fieldTypes',
  'projectModels',
  'projectCategoryTree',
  'keepLoadedGet',
  // the data tab
  'documentSearch',
  'documentFacet',
  'documentDateExtent',
  'fieldFacet',
  'documentGet',
  'documentCountAndLastDate',
  'documentExport',
  'exportDownload',
  'labelList',
  // dashboards and saved views
  'widgetKinds',
  'widgetList',
  'widgetUserAll',
  'widgetUserSelected',
  'widgetSave',
  'widgetDelete',
  'widgetRequest',
  'widgetExport',
  'widgetSearch',
  'quadrantAxisTypes',
  'npsField',
  'npsSettingsGet',
  'attributeSettingsGet',
  'bookmarkList',
  'bookmarkCreate',
  'bookmarkUpdate',
  'bookmarkDelete',
  'virtualCategoryList',
  // names only
  'aliasList',
  'aliasOptions',
  'modelList',
  'modelGet',
  'modelCategories',
]);

/** Whether a restricted member is refused this call outright (RESTRICTED_VIEW). */
export function closedToRestricted(name: string, endpoint: Pick<Endpoint, 'permission' | 'tag'>): boolean {
  const p = endpoint.permission;
  if (p === 'public' || p === 'authenticated' || p === 'SYSTEM/ADMIN' || p === 'ACCOUNT/MANAGE') return false;
  if (openTags.has(endpoint.tag)) return false;
  return !appliesRestriction.has(name);
}

/**
 * The gate: a restricted member calling an area that cannot apply their restriction gets 403 RESTRICTED_VIEW — never
 * another analysis's or another segment's figures. It runs in `onRequest`, before any body is read (and before the
 * route's own session and permission check, which still answers 401 to everyone else); one indexed lookup, only for
 * the closed calls.
 */
export function registerRestrictionGate(
  app: FastifyInstance,
  deps: { authenticate(request: FastifyRequest): Promise<Auth | null>; restrictions: RestrictionLookup },
): void {
  const closed = new Set<string>();
  for (const [name, e] of Object.entries(endpoints) as [string, Endpoint][])
    if (closedToRestricted(name, e)) closed.add(`${e.method} ${e.path}`);
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (url === undefined || !closed.has(`${request.method} ${url}`)) return;
    const auth = await deps.authenticate(request);
    if (!auth?.workspace) return;
    if (await deps.restrictions.forViewer(auth.workspace.id, auth.userId)) throw errors.forbidden('RESTRICTED_VIEW');
  });
}
