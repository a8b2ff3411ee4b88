import {
  aiSuccess,
  markerStatistics,
  type EfficiencyReport,
  type EfficiencyReportQuery,
  type MarkingEvent,
  type ReportAvailability,
  type VersionFacts,
} from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectModelRow, ProjectScope } from '../projects/project-access.js';
import type { ReportTable } from './ports.js';
import type { AuditRow, EfficiencyRepository, ModelRef } from './report-repository.js';

type Scope = { workspaceId: string; projectId: string };

export interface ReportServiceDeps {
  reads: EfficiencyRepository;
  access: ProjectAccess;
  /** The reporting time zone (series buckets, active days). */
  timeZone: string;
  /** Marking targets of an analysis (the availability call). */
  targetCount: (s: Scope) => Promise<number>;
}

/** The most series buckets one report draws; a finer `dateType` over a longer range is refused. */
const MAX_BUCKETS = 1500;
const bucketMs: Record<EfficiencyReportQuery['dateType'], number> = {
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 28 * 86_400_000,
  quarter: 90 * 86_400_000,
  year: 365 * 86_400_000,
};

/** Models with labels a person reviews (named-entity models have none). */
const labelled = (m: ProjectModelRow): boolean => m.model.sense_type !== 'NAMED_ENTITY';
const refOf = (m: ProjectModelRow): ModelRef => ({ id: m.model.id, code: m.model.code, senseType: m.model.sense_type });

/** The labels a MARK audit entry set for the model: its categories, or for a sentiment model its sentiment. */
function markLabels(after: unknown, senseType: string): string[] {
  const a = (after ?? {}) as { categories?: unknown; sentiment?: unknown };
  if (senseType === 'SENTIMENT') return typeof a.sentiment === 'string' ? [a.sentiment] : [];
  return Array.isArray(a.categories) ? a.categories.filter((c): c is string => typeof c === 'string') : [];
}

function versionFacts(row: { number: number; accuracy: number | null; per_label: unknown }): VersionFacts {
  const perLabel = Array.isArray(row.per_label) ? (row.per_label as { labelId?: unknown; f1?: unknown }[]) : [];
  const f1 = new Map<string, number>();
  for (const l of perLabel) if (typeof l.labelId === 'string' && typeof l.f1 === 'number') f1.set(l.labelId, l.f1);
  return { number: row.number, accuracy: row.accuracy, f1ByCategory: f1 };
}

/**
 * The AI success rate and marker statistics of one model over a range, and what the reports tab can show
 * (docs/reports.md). SQL reads the rows; the figures are the domain's (reports/ai-success.ts, reports/markers.ts).
 */
export class EfficiencyReportService {
  constructor(private readonly p: ReportServiceDeps) {}

  async available(scope: ProjectScope, code: string): Promise<ReportAvailability> {
    const project = await this.p.access.require(scope, code);
    const s = { workspaceId: scope.id, projectId: project.id };
    const models = (await this.p.access.models(project)).filter(labelled);
    const attributes = await this.p.reads.attributes(s);
    return {
      models: await Promise.all(
        models.map(async (m) => ({
          code: m.model.code,
          name: m.model.name,
          senseType: m.model.sense_type,
          reviewed: await this.p.reads.reviewedCount(s, refOf(m)),
        })),
      ),
      markingTargets: await this.p.targetCount(s),
      markedDocuments: await this.p.reads.markedDocuments(s),
      correlationReports: await this.p.reads.correlationReports(s),
      axes: [
        ...models
          .filter((m) => m.model.sense_type !== 'SENTIMENT')
          .map((m) => ({ kind: 'CATEGORY' as const, modelCode: m.model.code, attributeCode: null, name: m.model.name })),
        ...(models.some((m) => m.model.sense_type === 'SENTIMENT')
          ? [{ kind: 'SENTIMENT' as const, modelCode: null, attributeCode: null, name: 'Sentiment' }]
          : []),
        { kind: 'CHANNEL' as const, modelCode: null, attributeCode: null, name: 'Channel' },
        ...attributes.map((a) => ({ kind: 'ATTRIBUTE' as const, modelCode: null, attributeCode: a.code, name: a.name })),
      ],
    };
  }

  async report(scope: ProjectScope, code: string, q: EfficiencyReportQuery): Promise<EfficiencyReport> {
    const project = await this.p.access.require(scope, code);
    const s = { workspaceId: scope.id, projectId: project.id };
    const model = (await this.p.access.models(project)).find((m) => m.model.code === q.modelCode && labelled(m));
    if (!model) throw errors.notFound('ANALYSIS_MODEL_NOT_FOUND');
    const start = new Date(q.startDate);
    const end = new Date(q.endDate);
    if ((end.getTime() - start.getTime()) / bucketMs[q.dateType] > MAX_BUCKETS)
      throw errors.badRequest('CALCULATION_TOO_LARGE', 'dateType');
    const ref = refOf(model);

    const rows = await this.p.reads.reviewed(s, ref, start, end);
    const versionRows = await this.p.reads.versions(scope.id, [...new Set(rows.map((r) => r.version_id))]);
    const names = new Map((await this.p.reads.categoryNames(scope.id, ref.id)).map((c) => [c.id, c.name]));
    const success = aiSuccess(
      rows.map((r) => ({
        documentId: r.document_id,
        predicted: r.predicted,
        final: r.final,
        versionId: r.version_id,
        reviewedAt: r.reviewed_at,
      })),
      {
        start,
        end,
        gap: q.dateType,
        timeZone: this.p.timeZone,
        names,
        versions: new Map(versionRows.map((v) => [v.id, versionFacts(v)])),
      },
    );
    return {
      model: { code: model.model.code, name: model.model.name, senseType: model.model.sense_type },
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      dateType: q.dateType,
      aiSuccess: success,
      markers: await this.markers(s, code, ref, start, end),
    };
  }

  private async markers(s: Scope, code: string, ref: ModelRef, start: Date, end: Date) {
    const audits = await this.p.reads.audits(s, ref, start, end);
    const predictedRows = await this.p.reads.predicted(s, ref, [...new Set(audits.map((a) => a.document_id))]);
    const predicted = new Map(predictedRows.map((r) => [r.document_id, r.predicted]));
    // An approval counts for the model only on a document the model predicted; a MARK of the model always does.
    const events: MarkingEvent[] = audits
      .filter((a: AuditRow) => a.action === 'MARK' || predicted.has(a.document_id))
      .map((a) => ({
        seq: Number(a.id),
        documentId: a.document_id,
        userId: a.user_id,
        action: a.action,
        at: a.created_at,
        labels: a.action === 'MARK' ? markLabels(a.after, ref.senseType) : null,
      }));
    const spent = await this.p.reads.timeSpent(s.workspaceId, code, start, end);
    const names = await this.p.reads.userNames([...new Set(events.map((e) => e.userId))]);
    return markerStatistics(events, {
      timeZone: this.p.timeZone,
      predicted,
      names,
      timeSpentMs: new Map(spent.map((t) => [t.user_id, t.ms])),
    });
  }

  /** The EFFICIENCY export: summary, versions, series, categories, confusion pairs (names) and markers. */
  async exportTables(scope: ProjectScope, code: string, q: EfficiencyReportQuery): Promise<ReportTable[]> {
    const r = await this.report(scope, code, q);
    const a = r.aiSuccess;
    const name = new Map(a.categories.map((c) => [c.categoryId, c.name]));
    return [
      {
        sheet: 'AI success',
        header: ['model', 'startDate', 'endDate', 'reviewed', 'confirmed', 'changed', 'rate'],
        rows: [[r.model.name, r.startDate, r.endDate, a.reviewed, a.confirmed, a.changed, a.rate]],
      },
      {
        sheet: 'Versions',
        header: ['versionId', 'number', 'reviewed', 'confirmed', 'rate', 'trainingAccuracy'],
        rows: a.versions.map((v) => [v.versionId, v.number, v.reviewed, v.confirmed, v.rate, v.trainingAccuracy]),
      },
      {
        sheet: 'Series',
        header: ['bucket', 'reviewed', 'confirmed', 'rate'],
        rows: a.series.map((p) => [p.bucket, p.reviewed, p.confirmed, p.rate]),
      },
      {
        sheet: 'Categories',
        header: [
          'categoryId',
          'name',
          'predicted',
          'actual',
          'confirmed',
          'precision',
          'recall',
          'f1',
          'trainingF1',
          'earlierPrecision',
          'laterPrecision',
          'drift',
        ],
        rows: a.categories.map((c) => [
          c.categoryId,
          c.name,
          c.predicted,
          c.actual,
          c.confirmed,
          c.precision,
          c.recall,
          c.f1,
          c.trainingF1,
          c.earlierPrecision,
          c.laterPrecision,
          c.drift ? 'yes' : 'no',
        ]),
      },
      {
        sheet: 'Confusion',
        header: ['predicted', 'corrected', 'count'],
        rows: a.confusion.map((c) => [name.get(c.predicted) ?? c.predicted, name.get(c.corrected) ?? c.corrected, c.count]),
      },
      {
        sheet: 'Markers',
        header: [
          'userId',
          'name',
          'marked',
          'changed',
          'approved',
          'perDay',
          'activeDays',
          'approvalRate',
          'kappaWithModel',
          'kappaWithOthers',
          'timeSpentSeconds',
        ],
        rows: r.markers.map((m) => [
          m.userId,
          m.name,
          m.marked,
          m.changed,
          m.approved,
          m.perDay,
          m.activeDays,
          m.approvalRate,
          m.withModel.kappa,
          m.withOthers.kappa,
          m.timeSpentSeconds,
        ]),
      },
    ];
  }
}
