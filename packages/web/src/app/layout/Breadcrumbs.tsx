import { Breadcrumb } from 'antd';
import { Link, matchRoutes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appRoutes } from '../appRoutes';
import { buildBreadcrumbs } from '../breadcrumbs';
import { useCachedModelName } from '../../features/models/api/useModel';

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
  const items = crumbs.map((crumb) => {
    const params = crumb.key === 'item.model' && modelName ? { ...crumb.params, id: modelName } : crumb.params;
    const label = t(crumb.key, params ?? {});
    return { key: crumb.key, title: crumb.path && isBuilt(crumb.path) ? <Link to={crumb.path}>{label}</Link> : label };
  });
  return (
    <div data-testid="breadcrumbs">
      <Breadcrumb items={items} />
    </div>
  );
}
