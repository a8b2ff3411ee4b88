import { Card, Flex, Statistic, Tooltip, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FcrReport } from '@sentio/domain';
import { formatCount, formatPercent, formatSigned } from '../../../shared/format';
import { rateChange, repeatedPerAnalysis } from '../lib/report';
import { DrillLink } from './DrillLink';
import type { DrillUrl } from './types';

/** The rate, big, with its change against the comparison; the issue counts beside it (repeated opens its documents). */
export function FcrSummary({ report, drill }: { report: FcrReport; drill: DrillUrl }) {
  const { t } = useTranslation('fcr');
  const { figures, comparison } = report;
  const change = rateChange(figures, comparison);
  const rate = (value: number | null) => formatPercent(value === null ? null : value / 100);
  return (
    <Card data-testid="fcr-summary">
      <Flex gap={48} wrap align="center">
        <Flex vertical>
          <Tooltip title={t('rateHelp')}>
            <Typography.Text type="secondary">{t('rate')}</Typography.Text>
          </Tooltip>
          <Typography.Text strong style={{ fontSize: 40, lineHeight: 1.2 }} data-testid="fcr-rate">
            {rate(figures.rate)}
          </Typography.Text>
          {comparison && (
            <Typography.Text type={change !== null && change < 0 ? 'danger' : 'success'} data-testid="fcr-rate-change">
              {t('change', { value: formatSigned(change) })} · {t('comparisonRate', { value: rate(comparison.rate) })}
            </Typography.Text>
          )}
        </Flex>
        <Statistic title={t('figures.resolved')} value={formatCount(figures.resolved)} data-testid="fcr-resolved" />
        <Statistic
          title={t('figures.repeated')}
          valueRender={() => (
            <DrillLink analyses={repeatedPerAnalysis(report)} urlOf={(code) => drill(code, 'R')} testId="fcr-repeated">
              {formatCount(figures.repeated)}
            </DrillLink>
          )}
        />
        <Statistic
          title={
            <Tooltip title={t('figures.pendingHelp')}>
              <span data-testid="fcr-pending-help">
                {t('figures.pending')} <QuestionCircleOutlined />
              </span>
            </Tooltip>
          }
          value={formatCount(figures.pending)}
          data-testid="fcr-pending"
        />
        <Statistic title={t('figures.contacts')} value={formatCount(figures.contacts)} data-testid="fcr-contacts" />
      </Flex>
    </Card>
  );
}
