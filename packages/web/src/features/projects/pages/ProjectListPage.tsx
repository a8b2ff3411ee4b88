import { useMemo } from 'react';
import { App, Button, Card, Empty, Space, Tabs } from 'antd';
import { ApiOutlined, ShopOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import type { ProjectListQuery } from '../api/keys';
import { useDeleteDraft } from '../api/mutations';
import { useProjectList } from '../api/queries';
import { useChannelName } from '../api/useChannelName';
import { ChannelsDrawer } from '../components/channels/ChannelsDrawer';
import { CreateProjectButton } from '../components/CreateProjectButton';
import { ProjectFilters } from '../components/ProjectFilters';
import { projectColumns } from '../components/projectColumns';
import { RecentProjects } from '../components/RecentProjects';
import { listQueryFromSearch, searchFromListQuery } from '../lib/listQuery';
import { ServerPagedTable } from '../../../shared/table/ServerPagedTable';

/** The marketplace's analysis templates: a working analysis in one step (docs/marketplace.md). */
function FromTemplateButton({ testId }: { testId: string }) {
  const { t } = useTranslation('projects');
  return (
    <Link to="/marketplace?kind=PROJECT">
      <Button icon={<ShopOutlined />} data-testid={testId}>
        {t('list.fromTemplate')}
      </Button>
    </Link>
  );
}

/** /project: the analyses of the workspace (and the unfinished wizards) with search, tags, sort and server paging. */
export function ProjectListPage() {
  const { t, i18n } = useTranslation('projects');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const access = accessOf(useAppStore((s) => s.user));
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryFromSearch(params), [params]);
  const list = useProjectList(query);
  const removeDraft = useDeleteDraft();
  const drafts = query.status === 'DRAFT';
  // `?channels=1` opens the channel list (the admin landing links here).
  const channelsOpen = params.get('channels') === '1';
  const setChannels = (open: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (open) next.set('channels', '1');
        else next.delete('channels');
        return next;
      },
      { replace: true },
    );

  const update = (patch: Partial<ProjectListQuery>, keepPage = false) =>
    setParams(searchFromListQuery({ ...query, ...patch, ...(keepPage ? {} : { page: 0 }) }));

  const channelName = useChannelName();
  const columns = projectColumns({
    t,
    channelName,
    language: i18n.language,
    drafts,
    canManage: access.projectManage,
    onContinue: (p) => void navigate(`/project/create/${encodeURIComponent(p.code)}`),
    onDeleteDraft: (p: ProjectSummary) =>
      removeDraft.mutate(p.code, { onSuccess: () => void message.success(t('list.drafts.deleted', { name: p.name })) }),
  });
  const filtered = Boolean(query.search || query.tags);
  const empty = (
    <Empty
      data-testid="project-list-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered ? t('list.emptyFiltered') : drafts ? t('list.drafts.empty') : t('list.empty')}
    >
      {!filtered && !drafts && access.projectManage && (
        <Space wrap>
          <CreateProjectButton />
          <FromTemplateButton testId="project-empty-from-template" />
        </Space>
      )}
    </Empty>
  );

  return (
    <AccessGuard allowed={access.projectRead}>
      <Card
        title={t('list.title')}
        extra={
          <Space>
            <Button icon={<ApiOutlined />} onClick={() => setChannels(true)} data-testid="channels-open">
              {t('channels.title')}
            </Button>
            {access.projectManage && <FromTemplateButton testId="project-from-template" />}
            {access.projectManage && <CreateProjectButton />}
          </Space>
        }
      >
        <ChannelsDrawer open={channelsOpen} onClose={() => setChannels(false)} canManage={access.projectManage} />
        <RecentProjects />
        <Tabs
          activeKey={query.status ?? 'ACTIVE'}
          onChange={(status) => update({ status: status as ProjectListQuery['status'] })}
          items={[
            { key: 'ACTIVE', label: <span data-testid="project-view-active">{t('list.views.active')}</span> },
            { key: 'DRAFT', label: <span data-testid="project-view-drafts">{t('list.views.drafts')}</span> },
          ]}
        />
        <ProjectFilters key={query.search ?? ''} query={query} onChange={(patch) => update(patch)} />
        <ServerPagedTable<ProjectSummary>
          ns="projects"
          testId="project-table"
          rowKey="code"
          list={list}
          columns={columns}
          empty={empty}
          page={Number(query.page ?? 0)}
          size={Number(query.size ?? 10)}
          onPage={(page, size) => update({ page, size }, true)}
        />
      </Card>
    </AccessGuard>
  );
}
