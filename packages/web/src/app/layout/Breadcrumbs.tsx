import { Breadcrumb } from 'antd';
import { Link, matchRoutes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appRoutes } from '../appRoutes';
import { buildBreadcrumbs } from '../breadcrumbs';

/** Sections of areas not built yet stay plain text instead of links to the 404 page. */
const isBuilt = (path: string): boolean => {
  const matches = matchRoutes(appRoutes, path.split('?')[0] ?? path);
  return matches !== null && matches[matches.length - 1]?.route.path !== '*';
};

export function Breadcrumbs() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation('breadcrumbs');
  const items = buildBreadcrumbs(pathname, search).map((crumb) => {
    const label = t(crumb.key, crumb.params ?? {});
    return { key: crumb.key, title: crumb.path && isBuilt(crumb.path) ? <Link to={crumb.path}>{label}</Link> : label };
  });
  return (
    <div data-testid="breadcrumbs">
      <Breadcrumb items={items} />
    </div>
  );
}
