import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, ProjectTab } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { AssistantTab } from '../../assistants';
import { AgentStatisticsTab } from '../../call-scoring';
import { CustomerJourneyTab, WorkspaceJourneyTab } from '../../customer-journeys';
import { NotificationDefinitionsTab } from '../../notification-definitions';
import { ProjectDashboardTab } from '../../project-dashboard';
import { ProjectDataTab } from '../../project-data';
import { ProjectSourcesTab, ProjectTestTab } from '../../project-sources';
import { ReportsTab } from '../../reports';
import { RootCauseTab } from '../../root-causes';
import { RulesTab } from '../../rules';
import { useProject } from '../api/useProject';
import { LaterTab } from '../components/detail/LaterTab';
import { ProjectHeader } from '../components/detail/ProjectHeader';
import { ProjectStatisticsTab } from '../components/detail/ProjectStatisticsTab';
import { ProjectTabBar } from '../components/detail/ProjectTabBar';
import { ProjectSettingsTab } from '../components/settings/ProjectSettingsTab';
import { searchForTab, shownTab } from '../lib/tabs';

function TabContent({ tab, project }: { tab: ProjectTab; project: ProjectDetail }) {
  switch (tab) {
    case 'project_data':
      return <ProjectDataTab project={project} />;
    case 'cx_dashboard':
      return <ProjectDashboardTab project={project} />;
    case 'sources':
      return <ProjectSourcesTab project={project} />;
    case 'test':
      return <ProjectTestTab project={project} />;
    case 'settings':
      return <ProjectSettingsTab project={project} />;
    case 'statistics':
      return <ProjectStatisticsTab project={project} />;
    case 'rootCauseAnalysis':
      return <RootCauseTab project={project} />;
    case 'cj_customer_journey':
      return <CustomerJourneyTab project={project} />;
    case 'ws_customer_journey':
      return <WorkspaceJourneyTab />;
    case 'rules':
      return <RulesTab project={project} />;
    case 'notification':
      return <NotificationDefinitionsTab project={project} />;
    case 'agentStatistics':
      return <AgentStatisticsTab project={project} />;
    case 'reports':
      return <ReportsTab project={project} />;
    case 'assistant':
      return <AssistantTab project={project} />;
    default:
      return <LaterTab tab={tab} />;
  }
}

/**
 * `/project/detail/:code?tab=…`: the analysis's header and its tabs (docs/filters-and-urls.md). Switching tabs keeps the filter
 * parameters only for tabs that keep them; an unknown tab shows the data tab. Only the active tab is rendered.
 */
export function ProjectDetailPage() {
  const { t } = useTranslation('projects');
  const { code = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const access = accessOf(useAppStore((s) => s.user));
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const project = useProject(code);
  const tab = shownTab(params.get('tab'));

  if (project.isPending) return <Skeleton active data-testid="project-loading" />;
  if (project.isError) {
    const error = apiErrorOf(project.error);
    if (error?.messageCode === 'PROJECT_ACCESS_DENIED')
      return (
        <Result
          status="403"
          title={t('errors:result.projectAccessDenied.title')}
          subTitle={t('errors:result.projectAccessDenied.subtitle')}
          data-testid="project-access-denied"
          extra={<Link to="/project">{t('detail.backToList')}</Link>}
        />
      );
    if (error?.status === 404)
      return (
        <Result
          status="404"
          title={t('detail.notFound')}
          data-testid="project-not-found"
          extra={<Link to="/project">{t('detail.backToList')}</Link>}
        />
      );
    return (
      <Alert
        type="error"
        showIcon
        title={t('detail.loadFailed')}
        action={<Button onClick={() => void project.refetch()}>{t('actions.retry')}</Button>}
        data-testid="project-error"
      />
    );
  }

  return (
    <AccessGuard allowed={access.projectRead}>
      <Card style={{ marginBottom: 16 }}>
        <ProjectHeader project={project.data} canManage={access.projectManage} />
      </Card>
      <ProjectTabBar tab={tab} onChange={(next) => setParams(searchForTab(params, next, timeZone))} />
      <TabContent tab={tab} project={project.data} />
    </AccessGuard>
  );
}
