import { useState } from 'react';
import { Alert, Card, Col, Empty, Flex, Progress, Row, Select, Space, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ModelDetail, VersionStatistics } from '@sentio/domain';
import { ModelShell } from '../../models';
import { useVersionStatistics, useVersions } from '../api/queries';
import { defaultVersion } from '../lib/versions';
import { LoadError, Loading } from '../../../shared/query/QueryState';
import { useLabelName } from '../../../shared/names/labels';
import { VersionTags } from '../components/tags';
import { ConfusionDrawer } from '../components/statistics/ConfusionDrawer';
import { ConfusionHeatmap, type ConfusionCell } from '../components/statistics/ConfusionHeatmap';
import { KeywordCloud, RatiosChart } from '../components/statistics/LabelCharts';
import { MarkingsCard } from '../components/statistics/MarkingsCard';
import { MetricsTable } from '../components/statistics/MetricsTable';
import { SummaryCards } from '../components/statistics/SummaryCards';
import { VersionsTable } from '../components/statistics/VersionsTable';
import { progressFormat } from '../../../shared/format';

/** The statistics with display names: a sentiment model's labels are codes (POSITIVE) until named here, once. */
function withLabelNames(s: VersionStatistics, labelName: (name: string) => string): VersionStatistics {
  const perLabel = (rows: VersionStatistics['perLabel']) => rows.map((r) => ({ ...r, name: labelName(r.name) }));
  return {
    ...s,
    labels: s.labels.map((l) => ({ ...l, name: labelName(l.name) })),
    perLabel: perLabel(s.perLabel),
    previous: s.previous && { ...s.previous, perLabel: perLabel(s.previous.perLabel) },
  };
}

function Statistics({ model }: { model: ModelDetail }) {
  const { t } = useTranslation('modelData');
  const labelName = useLabelName();
  const [params, setParams] = useSearchParams();
  const versions = useVersions(model.id);
  const version = defaultVersion(versions.data ?? [], params.get('version'));
  const stats = useVersionStatistics(model.id, version);
  const [cell, setCell] = useState<ConfusionCell | null>(null);
  const select = (id: string) => setParams({ version: id }, { replace: true });

  if (versions.isError) return <LoadError error={versions.error} onRetry={() => void versions.refetch()} />;
  if (versions.isPending) return <Loading rows={8} />;
  if (!version)
    return (
      <Card>
        <Empty description={t('stats.noVersions')} data-testid="stats-no-versions">
          <Link to={`/model/training/${model.id}`}>{t('stats.goTrain')}</Link>
        </Empty>
      </Card>
    );

  const body = () => {
    if (version.status === 'TRAINING')
      return (
        <Card data-testid="stats-training">
          <Typography.Text>{t('stats.training')}</Typography.Text>
          <Progress percent={Math.round(version.progress)} format={progressFormat} status="active" />
        </Card>
      );
    if (version.status !== 'SUCCESS')
      return (
        <Alert
          type="error"
          showIcon
          title={t('stats.versionFailed')}
          description={version.error ?? undefined}
          data-testid="stats-failed"
        />
      );
    if (stats.isError) return <LoadError error={stats.error} onRetry={() => void stats.refetch()} />;
    if (stats.isPending) return <Loading rows={10} />;
    const s = withLabelNames(stats.data, labelName);
    const names = new Map(s.labels.map((l) => [l.id, l.name]));
    const singleLabel = model.classificationType === 'SINGLE_LABEL' && s.confusion.length > 0;
    // A matrix of many labels needs the full width to stay readable.
    const wide = s.labels.length > 8;
    return (
      <Flex vertical gap={16}>
        <SummaryCards stats={s} />
        <Row gutter={[16, 16]}>
          {singleLabel && (
            <Col xs={24} xl={wide ? 24 : 12}>
              <Card title={t('stats.confusion')} style={{ height: '100%' }}>
                <ConfusionHeatmap labels={s.labels} confusion={s.confusion} onCell={setCell} />
              </Card>
            </Col>
          )}
          <Col xs={24} xl={wide || !singleLabel ? 24 : 12}>
            <Card
              title={t('stats.perLabel')}
              extra={
                singleLabel ? undefined : <Typography.Text type="secondary">{t('stats.multiLabelConfusion')}</Typography.Text>
              }
              style={{ height: '100%' }}
            >
              <MetricsTable stats={s} />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('stats.ratios')}>
              <RatiosChart stats={s} />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('stats.keywords')}>
              <KeywordCloud stats={s} />
            </Card>
          </Col>
        </Row>
        <ConfusionDrawer modelId={model.id} versionId={version.id} cell={cell} labelNames={names} onClose={() => setCell(null)} />
      </Flex>
    );
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Space wrap>
          <Typography.Text>{t('stats.version')}</Typography.Text>
          <Select
            value={version.id}
            onChange={select}
            style={{ minWidth: 260 }}
            options={(versions.data ?? []).map((v) => ({
              value: v.id,
              label: `${v.name} (#${v.number})`,
              disabled: v.status !== 'SUCCESS' && v.status !== 'TRAINING',
            }))}
            data-testid="stats-version"
          />
          <VersionTags version={version} />
        </Space>
      </Card>
      {body()}
      <Card title={t('stats.markings')}>
        <MarkingsCard modelId={model.id} />
      </Card>
      <Card title={t('versions.title')}>
        <VersionsTable
          modelId={model.id}
          versions={versions.data ?? []}
          loading={versions.isFetching && !versions.data}
          selectedId={version.id}
          onSelect={select}
        />
      </Card>
    </Flex>
  );
}

/** /model/statistics/:id — quality of a version, labelling activity and the versions with their actions. */
export function StatisticsPage() {
  const id = useParams().id ?? '';
  return (
    <ModelShell modelId={id} page="statistics">
      {(model) => <Statistics model={model} />}
    </ModelShell>
  );
}
