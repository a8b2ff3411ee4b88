import {
  chooseCorrelationItems,
  correlationDefinitionSchema,
  correlationGrid,
  correlationPairKey,
  mergeDrills,
  type CorrelationResult,
  type MessageCode,
} from '@sentio/domain';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { defineJob } from '../../platform/jobs/queue.js';
import { readReportFilter, resolveAxis, type ResolvedAxis } from './axes.js';
import type { AxisCount } from './count-repository.js';
import type { ReportServicePorts } from './service.js';

/** PostgreSQL errors that mean "too much for the database": statement timeout, out of memory, disk full, limits. */
const tooLarge = new Set(['57014', '53200', '53100', '54000']);

/** The error code a failed preparation is stored with. */
export function failureCode(err: unknown): MessageCode {
  if (err instanceof AppError) return err.status === 400 ? err.messageCode : 'REPORT_NOT_CREATED';
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && tooLarge.has(code) ? 'CALCULATION_TOO_LARGE' : 'REPORT_NOT_CREATED';
}

/**
 * The `reports.correlation` job's work (docs/reports.md, "Correlation"): the definition read against the analysis as
 * it is now, the documents counted again (the limit is checked again: a monthly child was never checked by a
 * person), the items chosen, the cells counted in SQL, the figures computed (domain `correlationGrid`) and the
 * result stored: READY, or ERROR with the reason. Progress is stored at each step and each change is an event.
 * A report deleted meanwhile is left alone: every write is conditional on the report still being prepared.
 */
export async function prepareReport(p: ReportServicePorts, reportId: string): Promise<void> {
  const row = await p.reports.byId(reportId);
  if (!row || row.status !== 'PREPARING') return;
  const project = await p.access.byId(row.workspace_id, row.project_id);
  const tell = () => (project ? p.changed(project.workspace_id, project.code, reportId) : Promise.resolve());
  const step = async (progress: number, more: { document_count?: number } = {}) => {
    const alive = await p.reports.update(reportId, { progress, ...more });
    if (alive) await tell();
    return alive;
  };
  const fail = async (code: MessageCode, more: { document_count?: number } = {}) => {
    await p.reports.update(reportId, { status: 'ERROR', error_code: code, finished_at: p.clock.now(), ...more });
    await tell();
  };
  if (!project) return fail('REPORT_NOT_CREATED');
  try {
    const definition = correlationDefinitionSchema.parse(row.definition);
    const cat = await p.reads.catalogue(project);
    const x = resolveAxis(cat, definition.xAxis, definition.nested, 'xAxis');
    const y = resolveAxis(cat, definition.yAxis, definition.nested, 'yAxis');
    const { filter } = readReportFilter(definition.filterQuery, cat, p.timeZone);
    if (!(await step(5))) return;
    const documentCount = await p.counts.countDocuments(filter);
    if (documentCount > p.maxDocuments) return fail('CORRELATION_DOCUMENT_LIMIT', { document_count: documentCount });
    if (!(await step(20, { document_count: documentCount }))) return;
    const items = async (axis: ResolvedAxis, picked: readonly string[], max: number) =>
      picked.length > 0
        ? chooseCorrelationItems([], picked, max)
        : chooseCorrelationItems(
            (await p.counts.topItems(filter, project.id, axis.source, max)).map((r) => ({ key: r.item, count: r.n })),
            [],
            max,
          );
    const xKeys = await items(x, definition.xAxis.itemIds, definition.xAxis.maxItems);
    const yKeys = await items(y, definition.yAxis.itemIds, definition.yAxis.maxItems);
    if (!(await step(40))) return;
    const rows = await p.counts.counts(
      filter,
      project.id,
      { source: x.source, items: xKeys },
      { source: y.source, items: yKeys },
    );
    const byItem = (list: AxisCount[]) => new Map(list.map((r) => [r.item, r.n]));
    const counts = {
      total: rows.total,
      x: byItem(rows.x),
      y: byItem(rows.y),
      pairs: new Map(rows.pairs.map((r) => [correlationPairKey(r.x, r.y), r.n])),
    };
    const result: CorrelationResult = {
      documentCount,
      total: counts.total,
      xItems: xKeys.map((key) => ({ key, name: x.name(key), count: counts.x.get(key) ?? 0 })),
      yItems: yKeys.map((key) => ({ key, name: y.name(key), count: counts.y.get(key) ?? 0 })),
      cells: correlationGrid(xKeys, yKeys, counts).map((c) => ({ ...c, drill: mergeDrills(x.drill(c.x), y.drill(c.y)) })),
      calculatedAt: p.clock.now().toISOString(),
    };
    const stored = await p.reports.update(reportId, {
      status: 'READY',
      progress: 100,
      result: JSON.stringify(result),
      error_code: null,
      finished_at: p.clock.now(),
    });
    if (stored) await tell();
  } catch (err) {
    const code = failureCode(err);
    if (code === 'REPORT_NOT_CREATED' || code === 'CALCULATION_TOO_LARGE')
      p.log.error({ err, reportId }, 'correlation report failed');
    await fail(code);
  }
}

export const defineCorrelationJob = (p: ReportServicePorts) =>
  defineJob({
    name: 'reports.correlation',
    payload: z.object({ reportId: z.string() }),
    retryLimit: 1,
    handler: async ({ reportId }) => {
      await prepareReport(p, reportId);
    },
  });
