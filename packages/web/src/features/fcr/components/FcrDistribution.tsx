import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FcrReport } from '@sentio/domain';
import { formatCount } from '../../../shared/format';
import { DrillLink } from './DrillLink';
import type { DrillUrl } from './types';

const colors = { main: '#1677ff', comparison: '#bfbfbf' };

function Bar({ value, max, color }: { value: number; max: number; color: string }) {
  const width = max > 0 ? Math.max(2, (100 * value) / max) : 2;
  return <div style={{ width: `${width}%`, height: 14, background: color, borderRadius: 2 }} />;
}

/**
 * Issues by their number of contacts (1, 2, 3, 4+), the comparison range's below each. A bar opens the first contacts
 * of its issues: in the one analysis they started in, or through a list of the analyses.
 */
export function FcrDistribution({ report, drill }: { report: FcrReport; drill: DrillUrl }) {
  const { t } = useTranslation('fcr');
  const rows = report.distribution.filter((row) => row.bucket !== 'R');
  const max = Math.max(0, ...rows.flatMap((row) => [row.issues, row.comparisonIssues ?? 0]));
  return (
    <Card title={t('distribution.title')} data-testid="fcr-distribution">
      <Typography.Paragraph type="secondary">{t('distribution.help')}</Typography.Paragraph>
      <Flex vertical gap={12}>
        {rows.map((row) => (
          <Flex key={row.bucket} gap={12} align="center">
            <Typography.Text style={{ width: 110, flex: 'none' }}>{t(`bucket.${row.bucket}`)}</Typography.Text>
            <Flex vertical gap={2} style={{ flex: 1 }}>
              <DrillLink
                analyses={row.perAnalysis.filter((a) => a.issues > 0)}
                urlOf={(code) => drill(code, row.bucket)}
                testId={`fcr-bucket-${row.bucket}`}
              >
                <Flex gap={8} align="center" aria-label={`${t(`bucket.${row.bucket}`)}: ${formatCount(row.issues)}`}>
                  <Bar value={row.issues} max={max} color={colors.main} />
                  <span data-testid={`fcr-bucket-${row.bucket}-count`}>{formatCount(row.issues)}</span>
                </Flex>
              </DrillLink>
              {row.comparisonIssues !== null && (
                <Flex gap={8} align="center" aria-label={t('distribution.comparison')}>
                  <Bar value={row.comparisonIssues} max={max} color={colors.comparison} />
                  <Typography.Text type="secondary" data-testid={`fcr-bucket-${row.bucket}-comparison`}>
                    {formatCount(row.comparisonIssues)}
                  </Typography.Text>
                </Flex>
              )}
            </Flex>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
