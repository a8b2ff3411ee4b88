import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/format';
import type { SourceTotals } from '../lib/sources';

/** The analysis's exact counts over all uploads, and how far classification has come. */
export function SourceTotalsBar({ totals }: { totals: SourceTotals }) {
  const { t } = useTranslation('projectSources');
  const items: { key: keyof SourceTotals; label: string; color?: string }[] = [
    { key: 'total', label: t('totals.total') },
    { key: 'success', label: t('totals.success'), color: '#389e0d' },
    { key: 'failed', label: t('totals.failed'), color: totals.failed ? '#cf1322' : undefined },
    { key: 'inline', label: t('totals.inline'), color: totals.inline ? '#1677ff' : undefined },
    { key: 'failedPredictions', label: t('totals.failedPredictions'), color: totals.failedPredictions ? '#cf1322' : undefined },
  ];
  return (
    <Card size="small" data-testid="sources-totals">
      <Row gutter={[16, 8]}>
        {items.map((item) => (
          <Col key={item.key} xs={12} sm={8} md={4}>
            <Statistic
              title={item.label}
              value={formatCount(totals[item.key])}
              styles={{ content: { color: item.color, fontSize: 20 } }}
              data-testid={`sources-total-${item.key}`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
