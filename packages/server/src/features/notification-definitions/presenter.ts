import {
  formatUrlDate,
  isEndOfDaySecond,
  notificationChartTypes,
  notificationDefinitionPeriods,
  notificationDefinitionTypes,
  notificationReceiverTypes,
  notificationThresholdTypes,
  type NotificationDefinition,
  type NotificationMetrics,
  type NotificationRun,
} from '@sentio/domain';
import type { DefinitionRow } from './definition-repository.js';
import type { RunRow } from './run-repository.js';
import { nextSendAt, type Schedule } from './schedule.js';

const oneOf = <T extends string>(values: readonly T[], v: string): T => (values.includes(v as T) ? (v as T) : values[0]!);

export const scheduleOf = (d: DefinitionRow): Schedule => ({
  periodType: oneOf(notificationDefinitionPeriods, d.period_type),
  periodValue: d.period_value,
  repeatDay: d.repeat_day,
  repeatHour: d.repeat_hour,
});

const emptyMetrics: NotificationMetrics = {
  documents: 0,
  negative: 0,
  positive: 0,
  neutral: 0,
  nps: null,
  npsAnswers: 0,
  csat: null,
  watched: null,
};
const metricsOf = (m: Record<string, number | null> | null): NotificationMetrics => ({ ...emptyMetrics, ...(m ?? {}) });

/**
 * The data tab of the analysis filtered to the run's documents: `nid`, with the run's period as the date range so the
 * tab's default range does not hide them.
 */
export function runLink(projectCode: string, run: Pick<RunRow, 'id' | 'period_from' | 'period_to'>, timeZone: string): string {
  // The end is inclusive in the URL: a period ending at midnight ends at T24 of its last day; an hour at the next hour.
  const last = new Date(run.period_to.getTime() - 1);
  const q = new URLSearchParams({
    tab: 'project_data',
    sd: formatUrlDate(run.period_from, { timeZone }),
    ed: formatUrlDate(isEndOfDaySecond(last, timeZone) ? last : run.period_to, { timeZone }),
    nid: run.id,
  });
  return `/project/detail/${encodeURIComponent(projectCode)}?${q.toString()}`;
}

export function presentRun(r: RunRow, projectCode: string, timeZone: string): NotificationRun {
  return {
    id: r.id,
    definitionId: r.definition_id,
    kind: r.kind === 'TEST' ? 'TEST' : 'SCHEDULED',
    status: r.status === 'SENT' || r.status === 'NOT_CROSSED' ? r.status : 'FAILED',
    periodKey: r.period_key,
    from: r.period_from.toISOString(),
    to: r.period_to.toISOString(),
    previousFrom: r.previous_from.toISOString(),
    crossed: r.crossed,
    metrics: metricsOf(r.metrics),
    previousMetrics: metricsOf(r.previous_metrics),
    documentCount: r.document_count,
    recipientCount: r.recipient_count,
    link: runLink(projectCode, r, timeZone),
    error: r.error,
    createdAt: r.created_at.toISOString(),
  };
}

export function presentDefinition(
  d: DefinitionRow,
  lastRun: RunRow | null,
  ctx: { timeZone: string; now: Date },
): NotificationDefinition {
  return {
    id: d.id,
    projectCode: d.project_code,
    name: d.name,
    description: d.description,
    type: oneOf(notificationDefinitionTypes, d.type),
    subject: d.subject,
    thresholdType: oneOf(notificationThresholdTypes, d.threshold_type),
    thresholdValue: d.threshold_value,
    categoryId: d.category_id,
    periodType: oneOf(notificationDefinitionPeriods, d.period_type),
    periodValue: d.period_value,
    repeatDay: d.repeat_day,
    repeatHour: d.repeat_hour,
    modelId: d.model_id,
    attribute: d.attribute,
    receivers: { type: oneOf(notificationReceiverTypes, d.receiver_type), values: d.receiver_values },
    negativeCount: d.negative_count,
    listCount: d.list_count,
    showRootCause: d.show_root_cause,
    npsField: d.nps_field,
    charts: d.charts.map((c) => ({ type: oneOf(notificationChartTypes, c.type), baseParameter: c.baseParameter })),
    enabled: d.enabled,
    nextRunAt: d.enabled ? (nextSendAt(scheduleOf(d), ctx.now, ctx.timeZone, d.created_at)?.toISOString() ?? null) : null,
    lastSentAt: d.last_sent_at?.toISOString() ?? null,
    lastRun: lastRun ? presentRun(lastRun, d.project_code, ctx.timeZone) : null,
    createdBy: d.created_by ? { id: d.created_by, name: d.creator_name ?? '' } : null,
    createdAt: d.created_at.toISOString(),
    updatedAt: d.updated_at.toISOString(),
  };
}
