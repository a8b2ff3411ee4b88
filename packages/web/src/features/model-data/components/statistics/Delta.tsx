import { Typography } from 'antd';
import { deltaText, deltaTrend } from '../../lib/metrics';

const colour = { up: '#389e0d', down: '#cf1322', flat: undefined } as const;

/** A signed change in percentage points, green up and red down. */
export function Delta({ value, testId }: { value: number | null | undefined; testId?: string }) {
  if (value === null || value === undefined) return null;
  const trend = deltaTrend(value);
  return (
    <Typography.Text
      style={{ fontSize: 12, color: colour[trend] }}
      type={trend === 'flat' ? 'secondary' : undefined}
      data-testid={testId}
      data-trend={trend}
    >
      {deltaText(value)}
    </Typography.Text>
  );
}
