import { Breadcrumb } from 'antd';
import { Link, matchRoutes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appRoutes } from '../appRoutes';
import { buildBreadcrumbs } from '../breadcrumbs';
import { useCachedModelName } from '../../features/models/api/useModel';
import { useCachedProjectName } from '../../features/projects/api/useProject';
import { useJourney } from '../../features/customer-journeys';
import { useAction } from '../../features/actions';
import { hasPermission } from '../access';
import { useAppStore } from '../store/appStore';

/** Sections of areas not built yet stay plain text instead of links to the 404 page. */
const isBuilt = (path: string): boolean => {
  const matches = matchRoutes(appRoutes, path.split('?')[0] ?? path);
  return matches !== null && matches[matches.length - 1]?.route.path !== '*';
};

export function Breadcrumbs() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation('breadcrumbs');
  const crumbs = buildBreadcrumbs(pathname, search);
  // A model crumb shows the model's name once its page has loaded it.
  const modelName = useCachedModelName(crumbs.find((c) => c.key === 'item.model')?.params?.['id']);
  // Likewise an analysis crumb shows the analysis's name (no request of its own: the page's cached answer).
  const projectName = useCachedProjectName(crumbs.find((c) => c.key === 'item.project')?.params?.['code']);
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
