import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, SearchRequest, WidgetResult } from '@sentio/domain';
import { DashboardGrid } from './DashboardGrid';

/** The data tab's collapsible dashboard above the document list, computed by the tab's own search. */
export function DashboardPanel({
  project,
  widgets,
  loading,
  search,
  onChanged,
}: {
  project: ProjectDetail;
  widgets: readonly WidgetResult[] | undefined;
  loading: boolean;
  search: SearchRequest;
  onChanged: () => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Collapse
      data-testid="data-dashboard"
      defaultActiveKey={['dashboard']}
      items={[
        {
          key: 'dashboard',
          label: t('panel.title'),
          children: <DashboardGrid project={project} widgets={widgets} loading={loading} search={search} onChanged={onChanged} />,
        },
      ]}
    />
  );
}
