import { Breadcrumb } from 'antd';
import { Link, matchRoutes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appRoutes } from '../appRoutes';
import { buildBreadcrumbs } from '../breadcrumbs';
import { useCachedModelName } from '../../features/models/api/useModel';
import { useCachedProjectName } from '../../features/projects/api/useProject';
import { useJourney } from '../../features/customer-journeys';
import { useAction } from '../../features/actions';
import { marketplaceKeys } from '../../features/marketplace';
import { endpoints } from '@sentio/domain';
import { useApiQuery } from '../api/useApiQuery';
import { hasPermission } from '../access';
import { useAppStore } from '../store/appStore';

/** Sections of areas not built yet stay plain text instead of links to the 404 page. */
const isBuilt = (path: string): boolean => {
  const matches = matchRoutes(appRoutes, path.split('?')[0] ?? path);
  return matches !== null && matches[matches.length - 1]?.route.path !== '*';
};

/** A template's name from the cached detail of its page (no request of its own); undefined until it is there. */
function useCachedTemplateName(kind: 'MODEL' | 'PROJECT', id: string | undefined): string | undefined {
  const key = id ?? '';
  const model = useApiQuery(
    marketplaceKeys.modelDetail(key),
    endpoints.modelTemplateDetail,
    { params: { id: key } },
    { enabled: false },
  );
  const project = useApiQuery(
    marketplaceKeys.projectDetail(key),
    endpoints.projectTemplateDetail,
    { params: { id: key } },
    { enabled: false },
  );
  if (!id) return undefined;
  return (kind === 'MODEL' ? model.data : project.data)?.name;
}

export function Breadcrumbs() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation('breadcrumbs');
  const crumbs = buildBreadcrumbs(pathname, search);
  // A model crumb shows the model's name once its page has loaded it.
  const modelName = useCachedModelName(crumbs.find((c) => c.key === 'item.model')?.params?.['id']);
  // Likewise an analysis crumb shows the analysis's name (no request of its own: the page's cached answer).
  const projectName = useCachedProjectName(crumbs.find((c) => c.key === 'item.project')?.params?.['code']);
  // A template crumb shows the template's name once its detail page has loaded it.
  const templateName = useCachedTemplateName(
    pathname.startsWith('/model-template') ? 'MODEL' : 'PROJECT',
    crumbs.find((c) => c.key === 'item.template')?.params?.['id'],
  );
  // Journey and step crumbs (wcj, cj, cjs) show their names once the journey is read (the chip reads it too).
  const journeyId = crumbs.find((c) => c.key === 'query.journey' || c.key === 'query.workspaceJourney')?.params;
  const journey = useJourney(journeyId?.['cj'] ?? journeyId?.['wcj'] ?? null).data;
  const journeyNames: Record<string, string> = {};
  if (journey) {
    journeyNames[journey.id] = journey.name;
    for (const step of journey.steps) journeyNames[step.id] = step.name;
  }
  // The action crumb (`acid` of a "show documents" link, or the action's own page) shows the action's name.
  const canReadActions = useAppStore((s) => hasPermission(s.user, 'ACTION/READ'));
  const actionId =
    crumbs.find((c) => c.key === 'query.action')?.params?.['acid'] ?? crumbs.find((c) => c.key === 'item.action')?.params?.['id'];
  const action = useAction(canReadActions && actionId ? actionId : null).data;
  if (action) journeyNames[action.id] = action.name;
  const named = (params: Record<string, string>) =>
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, journeyNames[v] ?? v]));
  const items = crumbs.map((crumb) => {
    const params =
      crumb.key === 'item.model' && modelName
        ? { ...crumb.params, id: modelName }
        : crumb.key === 'item.project' && projectName
          ? { ...crumb.params, code: projectName }
          : crumb.key === 'item.template' && templateName
            ? { ...crumb.params, id: templateName }
            : crumb.key === 'item.action' && action && crumb.params
              ? named(crumb.params)
              : crumb.key.startsWith('query.') && crumb.params
                ? named(crumb.params)
                : crumb.params;
    const label = t(crumb.key, params ?? {});
    return { key: crumb.key, title: crumb.path && isBuilt(crumb.path) ? <Link to={crumb.path}>{label}</Link> : label };
  });
  return (
    <div data-testid="breadcrumbs">
      <Breadcrumb items={items} />
    </div>
  );
}
