import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSigned } from '../../../shared/format';

/** Green from +20, red from −20, amber between: the score is −100…100 (docs/customers.md). */
const colorOf = (score: number) => (score >= 20 ? 'green' : score <= -20 ? 'red' : 'gold');

/** A customer's sentiment score as a small coloured tag; "—" while no interaction has a sentiment. */
export function SentimentScore({ score, testId }: { score: number | null; testId?: string }) {
  const { t } = useTranslation('customers');
  if (score === null)
    return (
      <Tooltip title={t('score.none')}>
        <span data-testid={testId}>{formatSigned(null)}</span>
      </Tooltip>
    );
  return (
    <Tooltip title={t('score.hint')}>
      <Tag color={colorOf(score)} data-testid={testId} style={{ minWidth: 48, textAlign: 'center' }}>
        {formatSigned(score, { maxDigits: 0 })}
      </Tag>
    </Tooltip>
  );
}
