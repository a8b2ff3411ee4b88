import { markingQualities, reportPeriods, type MarkingQuality, type ReportPeriod } from '@sentio/domain';

/**
 * The reports tab keeps its own screen in URL parameters besides the filter state (docs/reports.md): the sub-view
 * (`report`), the open correlation report (`rid`), the model of the efficiency views (`model`), the marking target
 * and its bucket (`markingGoalId`, `quality` — the spec's names), and the category trend's choices. None of them is
 * a filter parameter, so the filter URL codec carries them over untouched.
 */
export const reportViews = ['correlation', 'aiSuccess', 'markers', 'marking', 'trend', 'pivot'] as const;
export type ReportView = (typeof reportViews)[number];

export interface ReportsState {
  view: ReportView;
  reportId: string | null;
  model: string | null;
  markingGoalId: string | null;
  /** A bucket, optionally narrowed to one marker: `SHORT` or `SHORT@{userId}`. */
  quality: string | null;
  trendCategories: string[];
  trendPeriod: ReportPeriod;
  trendDays: number;
  trendShares: boolean;
}

/** The tab's parameter names, written and cleared by {@link writeReportsState}. */
export const reportParamNames = [
  'report',
  'rid',
  'model',
  'markingGoalId',
  'quality',
  'tcat',
  'tper',
  'tdays',
  'tshare',
] as const;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;

/** A `quality` value as the search takes it: a bucket, or `{bucket}@{userId}`. */
export function parseQuality(value: string | null): { quality: MarkingQuality; userId: string | null } | null {
  if (!value) return null;
  const [bucket = '', userId = null] = value.split('@');
  const quality = oneOf(markingQualities, bucket);
  return quality ? { quality, userId: userId || null } : null;
}

export function readReportsState(params: URLSearchParams): ReportsState {
  const days = Number(params.get('tdays'));
  return {
    view: oneOf(reportViews, params.get('report')) ?? 'correlation',
    reportId: params.get('rid') || null,
    model: params.get('model') || null,
    markingGoalId: params.get('markingGoalId') || null,
    quality: parseQuality(params.get('quality')) ? params.get('quality') : null,
    trendCategories: params.getAll('tcat').filter(Boolean),
    trendPeriod: oneOf(reportPeriods, params.get('tper')) ?? 'day',
    trendDays: Number.isInteger(days) && days >= 1 && days <= 366 ? days : 7,
    trendShares: params.get('tshare') === '1',
  };
}

/** `current` with the tab's parameters replaced by `state` (defaults left out); every other parameter is kept. */
export function writeReportsState(current: URLSearchParams, state: ReportsState): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of reportParamNames) next.delete(name);
  const set = (name: string, value: string | null | false) => {
    if (value) next.set(name, value);
  };
  set('report', state.view !== 'correlation' && state.view);
  set('rid', state.reportId);
  set('model', state.model);
  set('markingGoalId', state.markingGoalId);
  set('quality', state.quality);
  for (const id of state.trendCategories) next.append('tcat', id);
  set('tper', state.trendPeriod !== 'day' && state.trendPeriod);
  set('tdays', state.trendPeriod === 'custom' && state.trendDays !== 7 && String(state.trendDays));
  set('tshare', state.trendShares && '1');
  return next;
}
