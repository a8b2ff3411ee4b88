import {
  correlationDefinitionSchema,
  nameKey,
  type correlationReportBody,
  type ReportDetail,
  type ReportSummary,
} from '@sentio/domain';
import type { z } from 'zod';
import { AppError, errors, isUniqueViolation } from '../../platform/errors.js';
import type { Catalogue } from '../project-documents/catalogue.js';
import type { DocumentReads } from '../project-documents/reads.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import { readReportFilter, resolveAxis, withRange, type ReportFilter } from './axes.js';
import type { CorrelationCountRepository } from './count-repository.js';
import { presentReport, presentReportDetail } from './presenter.js';
import { previousMonth } from './repeat.js';
import type { ReportRepository, ReportRow } from './repository.js';

type Body = z.output<typeof correlationReportBody>;

export interface ReportClock {
  now(): Date;
}

export interface ReportServicePorts {
  reports: ReportRepository;
  counts: CorrelationCountRepository;
  reads: DocumentReads;
  access: ProjectAccess;
  clock: ReportClock;
  timeZone: string;
  /** CORRELATION_MAX_DOCUMENTS (platform/config.ts). */
  maxDocuments: number;
  /** Queue a report's preparation; null (or a throw) when it could not be queued. */
  enqueue(reportId: string): Promise<string | null>;
  /** A report's state changed: open screens refresh (PROJECT_TASK_UPDATED with `reportId`). */
  changed(workspaceId: string, projectCode: string, reportId: string): Promise<void>;
  log: { error(details: object, message: string): void };
}

/**
 * Stored correlation reports (docs/reports.md, "Correlation"): created after the checks a person can act on at once
 * (axes known, filter readable with its dates, name free, document count within the limit — nothing is stored when
 * one fails), then prepared by the `reports.correlation` job (calculation.ts): PREPARING → READY | ERROR.
 */
export class ReportService {
  constructor(private readonly p: ReportServicePorts) {}

  get ports(): ReportServicePorts {
    return this.p;
  }

  async create(scope: ProjectScope, code: string, body: Body): Promise<ReportSummary> {
    const project = await this.p.access.require(scope, code);
    const cat = await this.p.reads.catalogue(project);
    const report = await this.check(cat, body);
    const id = await this.store(project, body, report, scope.userId, null);
    const row = await this.p.reports.get(project.workspace_id, project.id, id);
    if (!row) throw errors.notFound('REPORT_NOT_FOUND');
    // The job may already have finished: the answer is the report as created (PREPARING), unless queueing failed.
    return presentReport(
      row.status === 'ERROR' ? row : { ...row, status: 'PREPARING', progress: 0, result: null, finished_at: null },
    );
  }

  /** The checks of a create; returns what is stored besides the body. */
  private async check(cat: Catalogue, body: Body) {
    resolveAxis(cat, body.xAxis, body.nested, 'xAxis');
    resolveAxis(cat, body.yAxis, body.nested, 'yAxis');
    const filter = readReportFilter(body.filterQuery, cat, this.p.timeZone);
    if (await this.p.reports.nameTaken(cat.project.id, nameKey(body.name))) throw errors.conflict('REPORT_NAME_TAKEN', 'name');
    const documentCount = await this.p.counts.countDocuments(filter.filter);
    this.checkLimit(documentCount);
    return storedRange(filter);
  }

  /** Above CORRELATION_MAX_DOCUMENTS: 400 CORRELATION_DOCUMENT_LIMIT with `data { limit, documentCount }`. */
  checkLimit(documentCount: number): void {
    if (documentCount > this.p.maxDocuments)
      throw new AppError(400, 'ValidationException', 'CORRELATION_DOCUMENT_LIMIT', {
        data: { limit: this.p.maxDocuments, documentCount },
      });
  }

  /** Inserts a report (a person's, or a monthly child when `repeat` is given) and queues its preparation. */
  private async store(
    project: ProjectRow,
    body: Body,
    f: { query: string; start: Date; end: Date; basis: string },
    userId: string | null,
    repeat: { of: string; month: string } | null,
  ): Promise<string> {
    const definition = correlationDefinitionSchema.parse({ ...body, filterQuery: f.query });
    const row = {
      workspace_id: project.workspace_id,
      project_id: project.id,
      name: body.name,
      name_key: nameKey(body.name),
      description: body.description,
      definition: JSON.stringify(definition),
      start_date: f.start,
      end_date: f.end,
      date_basis: f.basis,
      monthly_repeat: body.monthlyRepeat,
      repeat_of: repeat?.of ?? null,
      repeat_month: repeat?.month ?? null,
      created_by: userId,
    };
    let id: string | null;
    try {
      id = repeat ? await this.p.reports.insertChild(row) : await this.p.reports.insert(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw errors.conflict('REPORT_NAME_TAKEN', 'name');
      throw err;
    }
    if (id === null) return '';
    await this.queue(project, id);
    return id;
  }

  private async queue(project: ProjectRow, id: string): Promise<void> {
    let queued: string | null = null;
    try {
      queued = await this.p.enqueue(id);
    } catch (err) {
      this.p.log.error({ err, reportId: id }, 'correlation report could not be queued');
    }
    if (queued === null)
      await this.p.reports.update(id, { status: 'ERROR', error_code: 'REPORT_NOT_CREATED', finished_at: this.p.clock.now() });
    await this.p.changed(project.workspace_id, project.code, id);
  }

  async list(scope: ProjectScope, code: string): Promise<ReportSummary[]> {
    const project = await this.p.access.require(scope, code);
    return (await this.p.reports.list(project.workspace_id, project.id)).map(presentReport);
  }

  async get(scope: ProjectScope, code: string, id: string): Promise<ReportDetail> {
    return presentReportDetail(await this.row(scope, code, id));
  }

  /** A report of this analysis; another workspace's or analysis's is 404 like a missing one. */
  async row(scope: ProjectScope, code: string, id: string): Promise<ReportRow> {
    const project = await this.p.access.require(scope, code);
    const row = await this.p.reports.get(project.workspace_id, project.id, id);
    if (!row) throw errors.notFound('REPORT_NOT_FOUND');
    return row;
  }

  /** Deletes a report; a preparation still running finds it gone and stores nothing. Its monthly children stay. */
  async delete(scope: ProjectScope, code: string, id: string): Promise<{ ok: true }> {
    const project = await this.p.access.require(scope, code);
    if (!(await this.p.reports.delete(project.workspace_id, project.id, id))) throw errors.notFound('REPORT_NOT_FOUND');
    await this.p.changed(project.workspace_id, project.code, id);
    return { ok: true };
  }

  /**
   * The monthly auto-repeat (docs/reports.md): for each report with `monthlyRepeat`, a child over the month just
   * ended in the reporting zone — same definition, the filter's dates replaced by that month, name
   * `{name} · YYYY-MM`, `repeatOf` the original. The unique index keeps it to one child per report and month.
   */
  async repeat(): Promise<string[]> {
    const month = previousMonth(this.p.clock.now(), this.p.timeZone);
    const created: string[] = [];
    for (const original of await this.p.reports.monthly()) {
      try {
        const project = await this.p.access.byId(original.workspace_id, original.project_id);
        if (!project) continue;
        const definition = correlationDefinitionSchema.parse(original.definition);
        const filterQuery = withRange(definition.filterQuery, month.sd, month.ed);
        const cat = await this.p.reads.catalogue(project);
        const f = readReportFilter(filterQuery, cat, this.p.timeZone);
        const body: Body = { ...definition, name: `${original.name} · ${month.key}`, monthlyRepeat: false, filterQuery };
        const id = await this.store(project, body, storedRange(f), original.created_by, { of: original.id, month: month.key });
        if (id !== '') created.push(id);
      } catch (err) {
        // One report that no longer reads (a model removed since) must not keep the others from repeating.
        this.p.log.error({ err, reportId: original.id }, 'monthly correlation report could not be created');
      }
    }
    return created;
  }
}

/** What a report stores of its read filter besides the definition: the query, its range and its date basis. */
function storedRange(f: ReportFilter): { query: string; start: Date; end: Date; basis: string } {
  return { query: f.query, start: f.start, end: f.end, basis: f.request.searchByDate ?? 'CONTENT_DATE' };
}
