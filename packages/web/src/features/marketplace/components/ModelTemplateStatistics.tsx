import { Card, Col, Empty, Row, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelTemplateDetail, TemplateStatistics } from '@sentio/domain';
import { ConfusionHeatmap } from '../../model-data';
import { formatCount, percent } from '../../../shared/format';
import { useLabelName } from '../../../shared/names/labels';

type LabelRow = TemplateStatistics['perLabel'][number];

/**
 * The figures of the template's version, defined as on the model's statistics page: accuracy, macro-F1, F1 per class
 * and (single-label models) the confusion matrix — shown, not clickable: a template has no documents.
 */
export function ModelTemplateStatistics({ template }: { template: ModelTemplateDetail }) {
  const { t } = useTranslation('marketplace');
  const labelName = useLabelName();
  const stats = template.statistics;
  if (!stats)
    return (
      <Card title={t('stats.title')}>
        <Empty description={t('stats.none')} data-testid="template-no-stats" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      </Card>
    );
  const labels = stats.labels.map((l) => ({ ...l, name: labelName(l.name) }));
  const singleLabel = template.classificationType === 'SINGLE_LABEL' && stats.confusion.length > 0;
  return (
    <Card
      title={t('stats.title')}
      data-testid="template-stats"
      extra={
        stats.evaluation !== 'NONE' && (
          <Typography.Text type="secondary">
            <Tag>{t(`evaluation.${stats.evaluation}`)}</Tag>
            {t('stats.n', { count: stats.n })}
          </Typography.Text>
        )
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title={t('stats.accuracy')} value={percent(stats.accuracy)} data-testid="template-accuracy" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('stats.macroF1')} value={percent(stats.macroF1)} data-testid="template-macro-f1" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('stats.labels')} value={formatCount(stats.labels.length)} />
        </Col>
        <Col xs={24} xl={singleLabel ? 12 : 24}>
          <Table<LabelRow>
            rowKey="labelId"
            size="small"
            pagination={false}
            dataSource={stats.perLabel}
            data-testid="template-per-label"
            columns={[
              { title: t('stats.label'), key: 'name', render: (_, row) => labelName(row.name) },
              { title: t('stats.precision'), key: 'precision', align: 'right', render: (_, row) => percent(row.precision) },
              { title: t('stats.recall'), key: 'recall', align: 'right', render: (_, row) => percent(row.recall) },
              {
                title: t('stats.f1'),
                key: 'f1',
                align: 'right',
                sorter: (a, b) => a.f1 - b.f1,
                render: (_, row) => percent(row.f1),
              },
              { title: t('stats.support'), key: 'support', align: 'right', render: (_, row) => formatCount(row.support) },
            ]}
          />
        </Col>
        {singleLabel && (
          <Col xs={24} xl={12}>
            <Typography.Title level={5}>{t('stats.confusion')}</Typography.Title>
            <ConfusionHeatmap labels={labels} confusion={stats.confusion} />
          </Col>
        )}
      </Row>
    </Card>
  );
}
