import { useMemo } from 'react';
import type { EfficiencyReportQuery, Gap } from '@sentio/domain';
import { useEfficiencyReport, useReportAvailability } from '../../api/queries';
import type { TabContext } from '../../lib/context';

const day = 86_400_000;

/** The series' period for a range: days up to two months, weeks up to a year, months beyond (our reading). */
export function seriesGap(start: Date, end: Date): Gap {
  const days = (end.getTime() - start.getTime()) / day;
  return days <= 62 ? 'day' : days <= 366 ? 'week' : 'month';
}

/**
 * The model the efficiency views show (`model` in the URL, else the first one with reviewed documents) and its
 * report over the tab's range.
 */
export function useEfficiency(context: TabContext) {
  const available = useReportAvailability(context.code);
  const models = available.data?.models ?? [];
  const modelCode = context.state.model ?? (models.find((m) => m.reviewed > 0) ?? models[0])?.code ?? null;
  const { startDate, endDate } = context.filters;
  const query = useMemo<EfficiencyReportQuery | null>(
    () =>
      modelCode && startDate && endDate
        ? {
            modelCode,
            startDate: startDate.toISOString(),
            endDate: endDate.toISOString(),
            dateType: seriesGap(startDate, endDate),
          }
        : null,
    [modelCode, startDate, endDate],
  );
  const report = useEfficiencyReport(context.code, query);
  return { available, models, modelCode, query, report };
}
