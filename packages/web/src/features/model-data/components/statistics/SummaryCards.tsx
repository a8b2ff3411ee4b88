import { Card, Col, Flex, Row, Statistic, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VersionStatistics } from '@sentio/domain';
import { percent } from '../../lib/metrics';
import { Delta } from './Delta';
import { formatCount } from '../../../../shared/format';

/** Headline figures of a version and their change against the previous one. */
export function SummaryCards({ stats }: { stats: VersionStatistics }) {
  const { t } = useTranslation('modelData');
  const prev = stats.previous;
  const figure = (key: string, title: string, value: number, delta: number | null, testId: string) => (
    <Col xs={12} md={6} key={key}>
      <Card size="small">
        <Statistic title={title} value={percent(value)} data-testid={testId} />
        {delta !== null && (
          <Flex gap={4} align="baseline">
            <Delta value={delta} testId={`${testId}-delta`} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('stats.vsPrevious', { name: prev?.version.name ?? '' })}
            </Typography.Text>
          </Flex>
        )}
      </Card>
    </Col>
  );
  return (
    <Row gutter={[16, 16]} data-testid="stats-summary">
      {figure('accuracy', t('stats.accuracy'), stats.accuracy, prev ? stats.accuracy - prev.accuracy : null, 'stats-accuracy')}
      {figure('macro', t('stats.macroF1'), stats.macroF1, prev ? stats.macroF1 - prev.macroF1 : null, 'stats-macro-f1')}
      {figure('micro', t('stats.microF1'), stats.microF1, null, 'stats-micro-f1')}
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('stats.n')} value={formatCount(stats.n)} data-testid="stats-n" />
          <Tooltip title={t(`evaluation.${stats.evaluation}.hint`)}>
            <Tag data-testid="stats-evaluation">{t(`evaluation.${stats.evaluation}.name`)}</Tag>
          </Tooltip>
          {stats.calibrationError !== null && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('stats.calibration', { value: percent(stats.calibrationError) })}
            </Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
