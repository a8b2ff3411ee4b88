import { useMemo, useState } from 'react';
import { App, Button, Card, Empty, Space, Tabs } from 'antd';
import { CompassOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { modelListTabs, type ModelSummary } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { MakeTemplateModal } from '../../public-review';
import type { ModelListQuery } from '../api/keys';
import { useDeleteModel, useToggleFavourite } from '../api/mutations';
import { useModelList } from '../api/queries';
import { modelColumns } from '../columns';
import { CreateModelButton } from '../components/CreateModelButton';
import { ModelFilters } from '../components/ModelFilters';
import { hasFilters, listQueryFromSearch, searchFromListQuery, type ListTab } from '../lib/listQuery';
import { ServerPagedTable } from '../../../shared/table/ServerPagedTable';

/** /model/my-models: the models of the workspace (all, favourites, public, mine) with search, filters and server paging. */
export function ModelListPage() {
  const { t, i18n } = useTranslation('models');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useAppStore((s) => s.user);
  const access = accessOf(user);
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryFromSearch(params), [params]);
  const list = useModelList(query);
  const favourite = useToggleFavourite();
  const remove = useDeleteModel();
  const [templating, setTemplating] = useState<ModelSummary | null>(null);

  const update = (patch: Partial<ModelListQuery>, keepPage = false) =>
    setParams(searchFromListQuery({ ...query, ...patch, ...(keepPage ? {} : { page: 0 }) }));

  const columns = modelColumns({
    t,
    language: i18n.language,
    canManage: access.modelManage,
    currentUserId: user?.id ?? null,
    onFavourite: (m: ModelSummary) => favourite.mutate({ id: m.id, favourite: !m.favourite }),
    onDelete: (m: ModelSummary) =>
      remove.mutate(m.id, { onSuccess: () => void message.success(t('list.delete.done', { name: m.name })) }),
    onOpen: (path: string) => void navigate(path),
    onTemplate: setTemplating,
  });

  const filtered = hasFilters(query) || query.tab !== 'ALL';
  const empty = (
    <Empty
      data-testid="model-list-empty"
      description={filtered ? t('list.emptyFiltered') : t('list.empty')}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
    >
      {!filtered && access.modelManage && <CreateModelButton />}
    </Empty>
  );

  return (
    <AccessGuard allowed={access.modelRead}>
      <Card
        title={t('list.title')}
        extra={
          <Space>
            <Link to="/model-journey">
              <Button icon={<CompassOutlined />}>{t('journey.title')}</Button>
            </Link>
            {access.modelManage && <CreateModelButton />}
          </Space>
        }
      >
        <Tabs
          activeKey={query.tab ?? 'ALL'}
          onChange={(tab) => update({ tab: tab as ListTab })}
          items={modelListTabs.map((tab) => ({
            key: tab,
            label: <span data-testid={`model-tab-${tab}`}>{t(`list.tabs.${tab}`)}</span>,
          }))}
        />
        <ModelFilters
          query={query}
          models={list.data?.content ?? []}
          onChange={(patch) => update(patch)}
          onReset={() => setParams(searchFromListQuery({ tab: query.tab, size: query.size }))}
        />
        <ServerPagedTable<ModelSummary>
          ns="models"
          testId="model-table"
          rowKey="id"
          list={list}
          columns={columns}
          empty={empty}
          page={Number(query.page ?? 0)}
          size={Number(query.size ?? 10)}
          onPage={(page, size) => update({ page, size }, true)}
        />
        {templating && (
          <MakeTemplateModal
            kind="MODEL"
            sourceId={templating.id}
            name={templating.name}
            description={templating.description}
            tags={templating.tags}
            trained={templating.deployedVersion !== null}
            onClose={() => setTemplating(null)}
          />
        )}
      </Card>
    </AccessGuard>
  );
}
