import type { VersionStatistics } from '@sentio/domain';
import { formatNumber } from '../../../shared/format';

export type LabelMetrics = VersionStatistics['perLabel'][number];

export interface MetricDelta {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface MetricRow extends LabelMetrics {
  /** Change against the previous version; null when that version did not know the label (or there is none). */
  delta: MetricDelta | null;
}

/** Per-label metrics joined with the previous version's by label id. */
export function compareMetrics(current: readonly LabelMetrics[], previous: readonly LabelMetrics[] | null): MetricRow[] {
  const before = new Map((previous ?? []).map((m) => [m.labelId, m]));
  return current.map((m) => {
    const p = before.get(m.labelId);
    return {
      ...m,
      delta: p
        ? { precision: m.precision - p.precision, recall: m.recall - p.recall, f1: m.f1 - p.f1, support: m.support - p.support }
        : null,
    };
  });
}

export { percent } from '../../../shared/format';

/**
 * A change in percentage points, signed: +2.1 / −0.4 / ±0. Changes under 0.05 points round to ±0, so noise
 * from re-running cross-validation does not read as a trend.
 */
export function deltaText(delta: number): string {
  const points = Math.round(delta * 1000) / 10;
  if (points === 0) return '±0';
  return `${points > 0 ? '+' : '−'}${formatNumber(Math.abs(points), { digits: 1 })}`;
}

/** Which way a change goes, for its colour. */
export function deltaTrend(delta: number): 'up' | 'down' | 'flat' {
  const points = Math.round(delta * 1000) / 10;
  return points > 0 ? 'up' : points < 0 ? 'down' : 'flat';
}
