import { Card, Empty, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, ProjectModel } from '@sentio/domain';
import { useModelSwitch, useSaveKeepLoaded } from '../../api/mutations';
import { useKeepLoaded } from '../../api/queries';

const maxKeepLoaded = 5;

/** Per-model switches (prediction of new documents, aspect sentiment) and the models kept loaded in memory. */
export function ModelsCard({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const { t } = useTranslation('projects');
  const prediction = useModelSwitch(project.code, 'prediction');
  const aspect = useModelSwitch(project.code, 'aspect');
  const keepLoaded = useKeepLoaded(project.code);
  const saveKeepLoaded = useSaveKeepLoaded(project.code);
  const kept = keepLoaded.data?.modelCodes ?? project.projectModels.filter((m) => m.keepLoaded).map((m) => m.code);

  return (
    <Card title={t('settings.models.title')} data-testid="settings-models">
      <Table<ProjectModel>
        rowKey="code"
        size="small"
        pagination={false}
        dataSource={project.projectModels}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settings.noModels')} /> }}
        columns={[
          { title: t('wizard.models.name'), dataIndex: 'name', render: (name: string, m) => <Tag color={m.color}>{name}</Tag> },
          { title: t('wizard.models.sense'), dataIndex: 'senseType', render: (s: string) => t(`senseTypes.${s}`) },
          {
            title: t('wizard.models.deployed'),
            key: 'deployed',
            render: (_, m) =>
              m.deployedVersion ? (
                m.deployedVersion.name
              ) : (
                <Typography.Text type="secondary">{t('wizard.models.notDeployed')}</Typography.Text>
              ),
          },
          {
            title: t('settings.models.prediction'),
            key: 'prediction',
            render: (_, m) => (
              <Switch
                checked={m.predictionActive}
                disabled={!canManage}
                loading={prediction.isPending && prediction.variables?.model === m.code}
                onChange={(active) => prediction.mutate({ model: m.code, active })}
                data-testid={`settings-prediction-${m.code}`}
              />
            ),
          },
          {
            title: t('settings.models.aspect'),
            key: 'aspect',
            render: (_, m) =>
              m.senseType === 'CATEGORY' ? (
                <Switch
                  checked={m.aspectSentiment}
                  disabled={!canManage}
                  loading={aspect.isPending && aspect.variables?.model === m.code}
                  onChange={(active) => aspect.mutate({ model: m.code, active })}
                  data-testid={`settings-aspect-${m.code}`}
                />
              ) : (
                <Typography.Text type="secondary">–</Typography.Text>
              ),
          },
        ]}
      />
      <Space orientation="vertical" style={{ marginTop: 16, width: '100%' }}>
        <Typography.Text strong>{t('settings.models.keepLoaded')}</Typography.Text>
        <Typography.Text type="secondary">{t('settings.models.keepLoadedHint', { count: maxKeepLoaded })}</Typography.Text>
        <Select
          mode="multiple"
          style={{ minWidth: 320 }}
          value={kept}
          disabled={!canManage}
          loading={keepLoaded.isPending || saveKeepLoaded.isPending}
          maxCount={maxKeepLoaded}
          options={project.projectModels.map((m) => ({ value: m.code, label: m.name }))}
          onChange={(codes: string[]) => saveKeepLoaded.mutate(codes)}
          data-testid="settings-keep-loaded"
        />
      </Space>
    </Card>
  );
}
