// i18n-namespaces: callScoring (the columns take the tab's t; the locale test checks these keys)
import type { TFunction } from 'i18next';
import type { CriterionStatus, ScoringCriterion } from '@sentio/domain';
import { formatNumber, formatPercent } from '../../../shared/format';

/** The unit each criterion is measured in (docs/call-scoring.md, "The 14 criteria"). */
export type Unit = 'seconds' | 'percent' | 'times' | 'lettersPer10s';
export const units = ['seconds', 'percent', 'times', 'lettersPer10s'] as const satisfies readonly Unit[];

export const criterionUnit: Record<ScoringCriterion, Unit> = {
  SILENCE_BEFORE_OPENING: 'seconds',
  PERMISSION_BEFORE_HOLDING: 'percent',
  OPENING_WORDS: 'percent',
  PERMISSION_TO_CONTINUE_HOLDING: 'percent',
  CALLING_BY_NAME: 'times',
  TALK_TIME: 'percent',
  SPEED_OF_SPEECH: 'lettersPer10s',
  TOTAL_SILENCE: 'percent',
  AGENT_SILENCE: 'seconds',
  CUSTOMER_SILENCE: 'seconds',
  CLOSING_WORDS: 'percent',
  SILENCE_BEFORE_CLOSING: 'seconds',
  SECURITY_ANNOUNCEMENTS: 'percent',
  GREETING: 'percent',
};

/** A measured value with its unit in the interface language ("12 s", "%85", "3 times"); '—' when not measured. */
export function measuredText(t: TFunction, criterion: ScoringCriterion, value: number | null): string {
  if (value === null) return '—';
  const unit = criterionUnit[criterion];
  if (unit === 'percent') return formatPercent(value / 100, { maxDigits: 0 });
  return t(`unit.${unit}`, { value: formatNumber(value) });
}

/** Colours of a score (0–100) and of a criterion's status: the same thresholds everywhere in the tab. */
export function scoreColor(score: number | null): string {
  if (score === null) return 'default';
  if (score >= 85) return 'green';
  if (score >= 70) return 'gold';
  return 'red';
}

export const statusColor: Record<CriterionStatus, string> = {
  PASSED: 'green',
  PARTIAL: 'gold',
  FAILED: 'red',
  NOT_APPLICABLE: 'default',
};

/** Seconds as m:ss (a call's duration, a turn's time stamp); '—' without timings. */
export function clock(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const whole = Math.max(0, Math.floor(seconds));
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
