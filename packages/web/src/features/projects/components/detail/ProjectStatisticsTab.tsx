import { Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, ProjectModel } from '@sentio/domain';
import { useModelVersions } from '../../api/queries';
import { formatPercent } from '../../../../shared/format';


/** One model's deployed version: accuracy and macro-F1, with the way to the model's own statistics. */
function ModelQuality({ code, model }: { code: string; model: ProjectModel }) {
  const { t } = useTranslation('projects');
  const versions = useModelVersions(code, model.id);
  const deployed = model.deployedVersion ? versions.data?.find((v) => v.id === model.deployedVersion?.id) : undefined;
  return (
    <Card
      title={model.name}
      data-testid={`project-statistics-${model.code}`}
      extra={
        <Link to={`/model/statistics/${encodeURIComponent(model.id)}`} data-testid={`project-statistics-link-${model.code}`}>
          {t('statistics.open')}
        </Link>
      }
    >
      {!model.deployedVersion ? (
        <Typography.Text type="secondary">{t('wizard.models.notDeployed')}</Typography.Text>
      ) : versions.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : versions.isError || !deployed ? (
        <Typography.Text type="secondary">{t('statistics.unavailable')}</Typography.Text>
      ) : (
        <Row gutter={16}>
          <Col span={8}>
            <Statistic title={t('statistics.version')} value={deployed.name} />
          </Col>
          <Col span={8}>
            <Statistic
              title={t('statistics.accuracy')}
              value={formatPercent(deployed.accuracy)}
            />
          </Col>
          <Col span={8}>
            <Statistic
              title={t('statistics.macroF1')}
              value={formatPercent(deployed.macroF1)}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}

/** `?tab=statistics`: the quality of each model next to the analysis it classifies. */
export function ProjectStatisticsTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  if (project.projectModels.length === 0) return <Empty description={t('settings.noModels')} />;
  return (
    <Row gutter={[16, 16]} data-testid="project-statistics">
      {project.projectModels.map((m) => (
        <Col key={m.code} xs={24} lg={12}>
          <ModelQuality code={project.code} model={m} />
        </Col>
      ))}
    </Row>
  );
}
