import type { AgentRow } from '@sentio/domain';

/**
 * A tiny inline SVG of an agent's weekly mean score (0–100 on a fixed scale, so agents compare). Weeks without a
 * scored call break the line. An SVG rather than an echarts instance per row: a list of 50 agents stays light.
 */
export function Sparkline({ trend, testId }: { trend: AgentRow['trend']; testId?: string }) {
  const width = 96;
  const height = 24;
  const step = trend.length > 1 ? width / (trend.length - 1) : 0;
  const y = (score: number) => height - 2 - ((height - 4) * Math.max(0, Math.min(100, score))) / 100;
  const segments: string[] = [];
  let current = '';
  trend.forEach((week, i) => {
    if (week.meanScore === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${Math.round(i * step * 10) / 10},${Math.round(y(week.meanScore) * 10) / 10}`;
  });
  if (current) segments.push(current);
  const last = [...trend].reverse().find((w) => w.meanScore !== null);
  const lastIndex = last ? trend.lastIndexOf(last) : -1;
  return (
    <svg width={width} height={height} role="img" aria-hidden data-testid={testId}>
      {segments.map((d, i) => (
        <path key={i} d={d} fill="none" stroke="#1677ff" strokeWidth={1.5} />
      ))}
      {last?.meanScore != null && <circle cx={lastIndex * step} cy={y(last.meanScore)} r={2} fill="#1677ff" />}
    </svg>
  );
}
