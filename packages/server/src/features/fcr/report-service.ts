import {
  autoPeriod,
  bucketStarts,
  roundTo,
  toWall,
  type FcrBucket,
  type FcrFigures,
  type FcrReport,
  type fcrReportBody,
} from '@sentio/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import type { Catalogue } from '../project-documents/catalogue.js';
import type { ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { FcrRange } from './definition.js';
import type { FcrAggregateRow, FcrRepository } from './fcr-repository.js';
import type { FcrService } from './fcr-service.js';

type ReportBody = z.output<typeof fcrReportBody>;
type Gap = FcrReport['gap'];

const empty: FcrFigures = { contacts: 0, issues: 0, resolved: 0, repeated: 0, pending: 0, rate: null };

function figures(row: FcrAggregateRow | undefined): FcrFigures {
  if (!row) return empty;
  const decided = row.resolved + row.repeated;
  return {
    contacts: row.contacts,
    issues: row.issues,
    resolved: row.resolved,
    repeated: row.repeated,
    pending: row.pending,
    rate: decided === 0 ? null : roundTo((100 * row.resolved) / decided, 1),
  };
}

/** The gap of a range the body leaves open: days up to three months, weeks up to a year, months beyond. */
function defaultGap(start: Date, end: Date): Gap {
  const period = autoPeriod(start, end);
  return period === 'month' ? 'MONTH' : period === 'week' ? 'WEEK' : 'DAY';
}

const key = (...parts: (string | number | null)[]) => parts.map((p) => String(p ?? '')).join('\u0000');

/**
 * The first-call resolution report (docs/first-call-resolution.md): issues started in the range and the comparison
 * range, by channel, category, agent and analysis of their first contact, the trend per gap and the distribution of
 * issue sizes — every figure from one statement over the contacts (fcr-repository.ts). `clock` is "now", which
 * decides which issues are still pending.
 */
export class FcrReportService {
  constructor(
    private readonly repo: FcrRepository,
    private readonly fcr: FcrService,
    private readonly catalogue: (project: ProjectRow) => Promise<Catalogue>,
    private readonly timeZone: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async report(scope: ProjectScope, body: ReportBody): Promise<FcrReport> {
    const start = new Date(body.startDate);
    const end = new Date(body.endDate);
    if (start.getTime() > end.getTime()) throw errors.badRequest('DATE_RANGE_INVALID', 'startDate');
    const comparison: FcrRange | null =
      body.comparisonStartDate !== null && body.comparisonEndDate !== null
        ? { start: new Date(body.comparisonStartDate), end: new Date(body.comparisonEndDate) }
        : null;
    if (comparison && (comparison.start as Date).getTime() > (comparison.end as Date).getTime())
      throw errors.badRequest('DATE_RANGE_INVALID', 'comparisonStartDate');
    const { def, projects } = await this.fcr.definition(scope, { dayRange: body.dayRange, subReportId: body.subReportId });
    const gap = body.gap ?? defaultGap(start, end);
    const width = gap === 'DAY' ? 'day' : gap === 'WEEK' ? 'week' : 'month';
    const rows = await this.repo.aggregates(
      def,
      comparison ? [{ start, end }, comparison] : [{ start, end }],
      this.clock(),
      width,
    );

    const at = new Map(rows.map((r) => [key(r.kind, r.period, r.k1, r.k2, r.k3), r]));
    const get = (
      kind: FcrAggregateRow['kind'],
      period: number,
      k1: string | null = null,
      k2: string | null = null,
      k3: string | null = null,
    ) => at.get(key(kind, period, k1, k2, k3));
    const pair = (kind: FcrAggregateRow['kind'], k1: string | null, k2: string | null = null, k3: string | null = null) => ({
      figures: figures(get(kind, 0, k1, k2, k3)),
      comparison: comparison ? figures(get(kind, 1, k1, k2, k3)) : null,
    });
    /** The keys a breakdown has in either period, the busiest first. */
    const keysOf = (kind: FcrAggregateRow['kind']) => {
      const seen = new Map<string, FcrAggregateRow>();
      for (const r of rows) if (r.kind === kind && !seen.has(key(r.k1, r.k2, r.k3))) seen.set(key(r.k1, r.k2, r.k3), r);
      return [...seen.values()].sort(
        (a, b) =>
          (get(kind, 0, b.k1, b.k2, b.k3)?.issues ?? 0) - (get(kind, 0, a.k1, a.k2, a.k3)?.issues ?? 0) ||
          String(a.k1).localeCompare(String(b.k1)),
      );
    };
    const byId = new Map(projects.map((p) => [p.id, p]));
    const catalogues = new Map<string, Catalogue>();
    for (const r of keysOf('category')) {
      const project = byId.get(r.k1 ?? '');
      if (project && !catalogues.has(project.id)) catalogues.set(project.id, await this.catalogue(project));
    }
    const zone = { timeZone: this.timeZone };
    const buckets: Exclude<FcrBucket, 'R'>[] = ['1', '2', '3', '4'];
    return {
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      comparisonStartDate: comparison?.start?.toISOString() ?? null,
      comparisonEndDate: comparison?.end?.toISOString() ?? null,
      dayRange: def.dayRange,
      gap,
      ...pair('all', null),
      byChannel: keysOf('channel')
        .filter((r) => r.k1 !== null)
        .map((r) => ({ channel: r.k1 ?? '', ...pair('channel', r.k1) })),
      byCategory: keysOf('category').flatMap((r) => {
        const project = byId.get(r.k1 ?? '');
        const model = catalogues.get(project?.id ?? '')?.byId.get(r.k2 ?? '');
        if (!project || !model || r.k3 === null) return [];
        const name = model.names.get(r.k3)?.name ?? r.k3;
        return [
          { projectCode: project.code, modelCode: model.code, categoryId: r.k3, name, ...pair('category', r.k1, r.k2, r.k3) },
        ];
      }),
      byAgent: keysOf('agent').map((r) => ({ agent: r.k1 ?? '', ...pair('agent', r.k1) })),
      byAnalysis: keysOf('analysis').flatMap((r) => {
        const project = byId.get(r.k1 ?? '');
        return project ? [{ projectCode: project.code, name: project.name, ...pair('analysis', r.k1) }] : [];
      }),
      trend: bucketStarts(start, end, width, 1, zone).map((b) => ({
        date: b.toISOString(),
        figures: figures(get('trend', 0, toWall(b, this.timeZone).format('YYYY-MM-DD'))),
      })),
      distribution: buckets.map((bucket) => ({
        bucket,
        issues: get('bucket', 0, bucket)?.issues ?? 0,
        comparisonIssues: comparison ? (get('bucket', 1, bucket)?.issues ?? 0) : null,
        perAnalysis: rows
          .filter((r) => r.kind === 'bucketAnalysis' && r.k1 === bucket)
          .flatMap((r) => {
            const project = byId.get(r.k2 ?? '');
            return project ? [{ projectCode: project.code, name: project.name, issues: r.issues }] : [];
          })
          .sort((a, b) => b.issues - a.issues || a.projectCode.localeCompare(b.projectCode)),
      })),
    };
  }
}
