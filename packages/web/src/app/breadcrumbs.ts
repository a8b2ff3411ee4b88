import { actionPageTabs, customerKeyFromParam, labellingTabs, projectTabs } from '@sentio/domain';
/**
 * Breadcrumbs derived from the path and query. Pure: it returns descriptors with i18n keys
 * in the `breadcrumbs` namespace; the component translates them. The last crumb has no `path` (it is the
 * page on screen).
 */
export interface Crumb {
  key: string;
  path?: string;
  params?: Record<string, string>;
}

/** First path segment → section crumb. Several model routes share one section. */
const sections: Record<string, { key: string; path: string }> = {
  'customer-journey': { key: 'section.customerJourney', path: '/customer-journey' },
  project: { key: 'section.project', path: '/project' },
  // Templates are the marketplace's (its side-menu entry), whichever kind they are.
  'project-template': { key: 'section.marketplace', path: '/marketplace' },
  actions: { key: 'section.actions', path: '/actions' },
  customers: { key: 'section.customers', path: '/customers' },
  'first-call-resolution': { key: 'section.firstCallResolution', path: '/first-call-resolution' },
  model: { key: 'section.models', path: '/model/my-models' },
  'model-journey': { key: 'section.models', path: '/model/my-models' },
  'model-template': { key: 'section.marketplace', path: '/marketplace' },
  marketplace: { key: 'section.marketplace', path: '/marketplace' },
  help: { key: 'section.helpVideos', path: '/help/videos' },
  profile: { key: 'section.profile', path: '/profile/1' },
  packages: { key: 'section.packages', path: '/packages' },
  admin: { key: 'section.admin', path: '/admin' },
  'personal-information': { key: 'section.personalInformation', path: '/personal-information' },
};

/** Model sub-pages that add their own crumb after the model. */
export const modelSubPages = ['statistics', 'training', 'data', 'settings', 'pipeline', 'test', 'categories'] as const;
/** Other model pages reached by id; they are named too, so no crumb is left untranslated. */
const otherModelPages = ['data-upload', 'json-upload', 'package-upload', 'private-source', 'make-public'] as const;

export const adminPages = [
  'workspace',
  'monitor',
  'system-log',
  'dictionary',
  'parameters',
  'cache',
  'project',
  'user',
  'pool',
  'statistics',
  'accounts',
  'packages',
  'outbox',
  'ai-provider',
] as const;

const profileTabs = ['1', '2', '3', '4'] as const;

const includes = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** A tab crumb: known project tabs have their own name, anything else shows the raw tab. */
const tabCrumb = (tab: string): Crumb =>
  includes(projectTabs, tab) ? { key: `tab.${tab}` } : { key: 'tab.other', params: { tab } };

/** Query parameters that add crumbs, in the order of the hierarchy they describe. */
const queryCrumbs: readonly { param: string; key: string }[] = [
  { param: 'projectCode', key: 'query.project' },
  { param: 'tab', key: '' },
  { param: 'wcj', key: 'query.workspaceJourney' },
  { param: 'cj', key: 'query.journey' },
  { param: 'cjs', key: 'query.journeyStep' },
  { param: 'acid', key: 'query.action' },
];

function pathCrumbs(segments: string[]): Crumb[] {
  const [first, second, third] = segments;
  if (first === undefined) return [];
  const section = sections[first];
  if (!section) return [{ key: 'notFound' }];
  const crumbs: Crumb[] = [{ key: section.key, path: section.path }];

  switch (first) {
    case 'project':
      if (second === 'detail' && third)
        crumbs.push({ key: 'item.project', params: { code: third }, path: `/project/detail/${third}` });
      else if (second === 'create') crumbs.push({ key: 'page.projectCreate', path: `/${segments.join('/')}` });
      else if (includes(['masking', 'source', 'make-public'] as const, second) && third)
        crumbs.push(
          { key: 'item.project', params: { code: third }, path: `/project/detail/${third}` },
          { key: `page.project.${second}` },
        );
      else if (third === 'match-columns' && second)
        crumbs.push(
          { key: 'item.project', params: { code: second }, path: `/project/detail/${second}` },
          { key: 'page.project.source', path: `/project/source/${second}` },
          { key: 'page.matchColumns' },
        );
      break;
    case 'project-template':
      crumbs.push({ key: 'page.projectTemplates', path: '/project-template' });
      if (second === 'detail' && third) crumbs.push({ key: 'item.template', params: { id: third } });
      break;
    case 'model':
      if (second === 'my-models') crumbs.push({ key: 'page.myModels', path: '/model/my-models' });
      else if (includes(modelSubPages, second) && third)
        crumbs.push({ key: 'item.model', params: { id: third } }, { key: `page.model.${second}` });
      else if (includes(otherModelPages, second) && third)
        crumbs.push({ key: 'item.model', params: { id: third } }, { key: `page.model.${second}` });
      break;
    case 'model-journey':
      crumbs.push({ key: 'page.modelJourney', path: '/model-journey' });
      break;
    case 'model-template':
      crumbs.push({ key: 'page.modelTemplates', path: '/model-template' });
      if (second === 'detail' && third) crumbs.push({ key: 'item.template', params: { id: third } });
      break;
    case 'actions':
      if (second) crumbs.push({ key: 'item.action', params: { id: second } });
      break;
    case 'customers':
      // The path carries the key as base64url: the crumb shows the key itself (the raw segment when it is not one).
      if (second) crumbs.push({ key: 'item.customer', params: { key: customerKeyFromParam(second) ?? second } });
      break;
    case 'profile':
      if (includes(profileTabs, second)) crumbs.push({ key: `page.profile.${second}` });
      break;
    case 'admin':
      if (second === 'project' && third === 'queue') crumbs.push({ key: 'page.admin.projectQueue' });
      else if (includes(adminPages, second)) {
        crumbs.push({ key: `page.admin.${second}`, path: `/admin/${second}` });
        if (third && second === 'accounts') crumbs.push({ key: 'item.account', params: { id: third } });
        if (third && second === 'packages') crumbs.push({ key: 'item.package', params: { id: third } });
      }
      break;
    default:
      break;
  }
  return crumbs;
}

/**
 * Crumbs for a location. `search` may be a query string (with or without `?`) or URLSearchParams.
 * Home always comes first.
 */
export function buildBreadcrumbs(location: string, search: string | URLSearchParams = ''): Crumb[] {
  // A path that still carries its query (`/actions/17?returnUrl=…`) is split, so the query is not taken as an id.
  const [pathname = '', inlineQuery = ''] = location.split('#', 1)[0]?.split('?', 2) ?? [];
  const query = typeof search === 'string' ? new URLSearchParams(search || inlineQuery) : search;
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  const crumbs: Crumb[] = [{ key: 'home', path: '/' }, ...pathCrumbs(segments)];

  const isProjectDetail = segments[0] === 'project' && segments[1] === 'detail' && segments[2] !== undefined;
  const isModelData = segments[0] === 'model' && segments[1] === 'data';
  const isActionList = segments[0] === 'actions' && segments.length === 1;
  for (const { param, key } of queryCrumbs) {
    const value = query.get(param);
    if (param === 'tab') {
      // The project-detail page always has a tab (default project_data, docs/filters-and-urls.md).
      const tab = value ?? (isProjectDetail ? 'project_data' : null);
      // The labelling page's `tab` is a labelling tab (UNMARKED…), not an analysis tab: named as the page names it.
      if (tab && isModelData && includes(labellingTabs, tab)) crumbs.push({ key: `labellingTab.${tab}` });
      // The action planner's tabs (my actions, critical…) are named as its page names them.
      else if (tab && isActionList && includes(actionPageTabs, tab)) crumbs.push({ key: `actionTab.${tab}` });
      else if (tab) crumbs.push(tabCrumb(tab));
      continue;
    }
    if (param === 'projectCode' && isProjectDetail) continue;
    if (value) crumbs.push({ key, params: { [param]: value } });
  }

  // Only the earlier crumbs are links; the last one is the page itself.
  const last = crumbs[crumbs.length - 1];
  if (last) crumbs[crumbs.length - 1] = { key: last.key, ...(last.params ? { params: last.params } : {}) };
  return crumbs;
}

/** Every key `buildBreadcrumbs` can produce (locales.test.ts checks each is translated). */
export const breadcrumbKeys: readonly string[] = [
  'home',
  'notFound',
  ...new Set(Object.values(sections).map((s) => s.key)),
  'item.project',
  'item.template',
  'item.model',
  'item.action',
  'item.customer',
  'item.account',
  'item.package',
  'page.projectCreate',
  'page.project.masking',
  'page.project.source',
  'page.project.make-public',
  'page.matchColumns',
  'page.projectTemplates',
  'page.myModels',
  'page.modelJourney',
  'page.modelTemplates',
  ...modelSubPages.map((p) => `page.model.${p}`),
  ...otherModelPages.map((p) => `page.model.${p}`),
  ...profileTabs.map((p) => `page.profile.${p}`),
  ...adminPages.map((p) => `page.admin.${p}`),
  'page.admin.projectQueue',
  ...projectTabs.map((t) => `tab.${t}`),
  ...labellingTabs.map((t) => `labellingTab.${t}`),
  ...actionPageTabs.map((t) => `actionTab.${t}`),
  'tab.other',
  ...queryCrumbs.filter((q) => q.key).map((q) => q.key),
];
