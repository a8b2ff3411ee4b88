import { Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatSigned } from '../../../shared/format';
import { scoreColor } from '../lib/criteria';

/** A call's or an agent's score (0–100, one decimal) in its colour; '—' when no criterion applied. */
export function ScoreTag({ score, testId }: { score: number | null; testId?: string }) {
  return (
    <Tag color={scoreColor(score)} data-testid={testId} style={{ minWidth: 44, textAlign: 'center' }}>
      {formatNumber(score, { maxDigits: 1 })}
    </Tag>
  );
}

/** The change of a mean score against the previous range: an arrow and the signed delta in points. */
export function ScoreDelta({ now, before, testId }: { now: number | null; before: number | null; testId?: string }) {
  const { t } = useTranslation('callScoring');
  if (now === null || before === null)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('agents.noPrevious')}
      </Typography.Text>
    );
  const delta = now - before;
  const up = delta > 0.05;
  const down = delta < -0.05;
  return (
    <Typography.Text type={up ? 'success' : down ? 'danger' : 'secondary'} data-testid={testId} title={t('agents.previous')}>
      {up && <ArrowUpOutlined />}
      {down && <ArrowDownOutlined />} {formatSigned(delta)}
    </Typography.Text>
  );
}
