import {
  defaultMessages,
  markingFigures,
  markingPeriod,
  markingTargetConflicts,
  nameKey,
  targetQualities,
  type markingTargetBody,
  type MarkingReport,
  type MarkingTarget,
} from '@sentio/domain';
import type { z } from 'zod';
import { AppError, errors, isUniqueViolation } from '../../platform/errors.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import type { ReportTable } from './ports.js';
import { presentTarget } from './presenter.js';
import type { MarkingTargetRepository, MarkingTargetRow } from './target-repository.js';

type Body = z.output<typeof markingTargetBody>;
type Scope = { workspaceId: string; projectId: string };

export interface TargetServiceDeps {
  targets: MarkingTargetRepository;
  access: ProjectAccess;
  /** The reporting time zone (periods and days). */
  timeZone: string;
  names: (ids: readonly string[]) => Promise<Map<string, string>>;
}

/**
 * Marking-efficiency targets (docs/reports.md, "Marking efficiency"): the list, create (every rule of
 * validation/marking-target.ts at the route; name and period conflicts here, 409), delete, and the report of one
 * target against what each marker labelled. The documents are counted with the same rules as the search's `quality`
 * drill-down, so a bucket's figure and its document list agree.
 */
export class MarkingTargetService {
  constructor(private readonly p: TargetServiceDeps) {}

  private async scopeOf(scope: ProjectScope, code: string): Promise<Scope> {
    const project = await this.p.access.require(scope, code);
    return { workspaceId: scope.id, projectId: project.id };
  }

  private async target(s: Scope, id: string): Promise<MarkingTargetRow> {
    const row = await this.p.targets.find(s, id);
    if (!row) throw errors.notFound('MARKING_TARGET_NOT_FOUND');
    return row;
  }

  async list(scope: ProjectScope, code: string): Promise<MarkingTarget[]> {
    return (await this.p.targets.list(await this.scopeOf(scope, code))).map(presentTarget);
  }

  async create(scope: ProjectScope, code: string, body: Body): Promise<MarkingTarget> {
    const s = await this.scopeOf(scope, code);
    const conflicts = async () => markingTargetConflicts(body, await this.p.targets.list(s));
    const refuse = (issues: Awaited<ReturnType<typeof conflicts>>) => {
      const fields = issues.map((i) => ({ field: i.path.join('.'), messageCode: i.code, message: defaultMessages[i.code] }));
      return new AppError(409, 'ConflictException', issues[0]?.code ?? 'MARKING_TARGET_NAME_TAKEN', { fields });
    };
    const found = await conflicts();
    if (found.length > 0) throw refuse(found);
    const length = body.criteria.includes('CONTENT_LENGTH');
    const categories = body.criteria.includes('CATEGORY_COUNT');
    const period = markingPeriod(body.year, body.month, this.p.timeZone);
    let id: string;
    try {
      id = await this.p.targets.insert({
        workspace_id: s.workspaceId,
        project_id: s.projectId,
        name: body.name,
        name_key: nameKey(body.name),
        year: body.year,
        month: body.month,
        total_target: body.totalTarget,
        criteria: JSON.stringify([...new Set(body.criteria)]),
        target_short: length ? (body.lengthTargets?.short ?? null) : null,
        target_medium: length ? (body.lengthTargets?.medium ?? null) : null,
        target_long: length ? (body.lengthTargets?.long ?? null) : null,
        limit_short: length ? (body.lengthLimits?.short ?? null) : null,
        limit_long: length ? (body.lengthLimits?.long ?? null) : null,
        category_min: categories ? (body.categoryCount?.min ?? null) : null,
        category_max: categories ? (body.categoryCount?.max ?? null) : null,
        content_date: body.contentDate,
        period_start: period.start,
        period_end: period.end,
        created_by: scope.userId,
      });
    } catch (err) {
      // Two saves raced past the check: the unique indexes decided; say which rule, as the check would have.
      if (isUniqueViolation(err)) {
        const again = await conflicts();
        throw refuse(again.length > 0 ? again : [{ code: 'MARKING_TARGET_NAME_TAKEN', path: ['name'] }]);
      }
      throw err;
    }
    return presentTarget(await this.target(s, id));
  }

  async delete(scope: ProjectScope, code: string, id: string): Promise<{ ok: true }> {
    const s = await this.scopeOf(scope, code);
    if ((await this.p.targets.delete(s, id)) === 0) throw errors.notFound('MARKING_TARGET_NOT_FOUND');
    return { ok: true };
  }

  /** 404 MARKING_TARGET_NOT_FOUND unless the target is this analysis's (the efficiency search checks first). */
  async require(scope: ProjectScope, code: string, id: string): Promise<void> {
    await this.target(await this.scopeOf(scope, code), id);
  }

  async report(scope: ProjectScope, code: string, id: string): Promise<MarkingReport> {
    const s = await this.scopeOf(scope, code);
    const row = await this.target(s, id);
    const target = presentTarget(row);
    const counted = await this.p.targets.counted(s, row);
    const names = await this.p.names([...new Set(counted.flatMap((c) => (c.user_id ? [c.user_id] : [])))]);
    const docs = counted.map((c) => ({
      documentId: c.document_id,
      userId: c.user_id ?? '',
      chars: c.chars,
      categoryCount: c.category_count,
      markedAt: c.marked_at,
    }));
    return {
      target,
      startDate: new Date(row.period_start).toISOString(),
      endDate: new Date(row.period_end).toISOString(),
      ...markingFigures(target, docs, { timeZone: this.p.timeZone, names }),
    };
  }

  /** The MARKING export: the target and its totals, the buckets, the markers (a column per bucket), the days. */
  async exportTables(scope: ProjectScope, code: string, id: string): Promise<ReportTable[]> {
    const r = await this.report(scope, code, id);
    const qualities = targetQualities(r.target);
    return [
      {
        sheet: 'Target',
        header: ['name', 'year', 'month', 'startDate', 'endDate', 'totalTarget', 'marked', 'ratio'],
        rows: [[r.target.name, r.target.year, r.target.month, r.startDate, r.endDate, r.target.totalTarget, r.marked, r.ratio]],
      },
      {
        sheet: 'Buckets',
        header: ['quality', 'target', 'achieved', 'ratio'],
        rows: r.buckets.map((b) => [b.quality, b.target, b.achieved, b.ratio]),
      },
      {
        sheet: 'Markers',
        header: ['userId', 'name', 'marked', 'share', ...qualities],
        rows: r.markers.map((m) => [
          m.userId,
          m.name,
          m.marked,
          m.share,
          ...qualities.map((q) => m.buckets.find((b) => b.quality === q)?.achieved ?? 0),
        ]),
      },
      { sheet: 'Daily', header: ['day', 'marked', 'cumulative'], rows: r.daily.map((d) => [d.day, d.marked, d.cumulative]) },
    ];
  }
}
