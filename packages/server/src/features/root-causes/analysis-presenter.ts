import type { RcaState, RootCauseAnalysis } from '@sentio/domain';
import type { AnalysisListRow } from './analysis-repository.js';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The stored row as the contract shows it: the settings spread out, the state and the run's figures. */
export function presentAnalysis(
  row: AnalysisListRow,
  projectCode: string,
  nextRunAt: (row: AnalysisListRow) => Date | null,
): RootCauseAnalysis {
  const s = row.settings;
  const next = nextRunAt(row);
  return {
    id: row.id,
    projectCode,
    name: row.name,
    modelCode: row.model_code,
    categoryIds: s.categoryIds,
    actorType: s.actorType,
    dataTypeFilter: s.dataTypeFilter,
    startDate: s.startDate,
    endDate: s.endDate,
    query: s.query,
    fieldQueries: s.fieldQueries,
    topicCountLimit: s.topicCountLimit,
    contentLimit: s.contentLimit,
    minSimilarity: s.minSimilarity,
    attributeCodes: s.attributeCodes,
    defaultCategoryCount: s.defaultCategoryCount,
    defaultCategoryLevel: s.defaultCategoryLevel,
    maxLevels: s.maxLevels,
    trendType: s.trendType,
    automated: row.automated,
    confirmed: row.confirmed_count > 0,
    state: row.state as RcaState,
    progress: row.progress,
    errorCode: row.error_code,
    documentCount: row.document_count,
    topicCount: row.topic_count,
    pendingCount: row.pending_count,
    lastRunAt: iso(row.last_run_at),
    nextRunAt: next ? next.toISOString() : null,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Minutes east of UTC of `timeZone` at `instant`. */
function offsetMinutes(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((local - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The next 00:00 in `timeZone` after `now`: when the nightly run of automated analyses starts. */
export function nextMidnight(now: Date, timeZone: string): Date {
  const local = new Date(now.getTime() + offsetMinutes(timeZone, now.getTime()) * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  const guess = midnightAsUtc - offsetMinutes(timeZone, midnightAsUtc) * 60_000;
  return new Date(midnightAsUtc - offsetMinutes(timeZone, guess) * 60_000);
}
