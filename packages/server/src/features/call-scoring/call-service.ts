import {
  scoringCriteria,
  toWall,
  type CallDetail,
  type CallRow,
  type callExportQuery,
  type callListQuery,
  type CriterionResult,
  type Page,
} from '@sentio/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import type { SheetCell } from '../../platform/uploads/parse.js';
import { exportMime, renderExport } from '../project-documents/export-file.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import { presentCall, presentDetail } from './presenter.js';
import type { CallFilter, CallReadRepository, CallScoreRow } from './read-repository.js';
import type { CallClock } from './setup-service.js';

/** Rows per export read, and the most an export writes (a larger range is narrowed by its filters). */
const EXPORT_BATCH = 1000;
const EXPORT_MAX = 100_000;

const filterOf = <F extends CallFilter>(q: F): CallFilter => ({
  startDate: q.startDate,
  endDate: q.endDate,
  agentId: q.agentId,
  channel: q.channel,
  minScore: q.minScore,
  maxScore: q.maxScore,
  lostCriterion: q.lostCriterion,
  includedOnly: q.includedOnly,
  callId: q.callId,
});

/**
 * Scored calls of an analysis (docs/call-scoring.md): the list, one call with its evidence and dialogue, and the
 * export. An analysis that is not a dialogue analysis has no scores: its lists are empty.
 */
export class CallService {
  constructor(private readonly p: { read: CallReadRepository; access: ProjectAccess; clock: CallClock; timeZone: string }) {}

  async list(scope: ProjectScope, code: string, q: z.output<typeof callListQuery>): Promise<Page<CallRow>> {
    const project = await this.p.access.require(scope, code);
    const { rows, total } = await this.p.read.page(
      { workspaceId: scope.id, projectId: project.id },
      filterOf(q),
      q.sort,
      q.direction,
      q.page,
      q.size,
    );
    return { content: rows.map(presentCall), page: q.page, size: q.size, total };
  }

  async detail(scope: ProjectScope, code: string, documentId: string): Promise<CallDetail> {
    const project = await this.p.access.require(scope, code);
    const row = await this.p.read.detail({ workspaceId: scope.id, projectId: project.id }, documentId);
    if (!row) throw errors.notFound('CALL_NOT_FOUND');
    return presentDetail(row);
  }

  /** The filtered calls with one column of points per criterion (N/A when it did not apply, empty when not scored). */
  async export(
    scope: ProjectScope,
    code: string,
    q: z.output<typeof callExportQuery>,
  ): Promise<{ fileName: string; mime: string; bytes: Buffer }> {
    const project = await this.p.access.require(scope, code);
    const target = { workspaceId: scope.id, projectId: project.id };
    const rows: SheetCell[][] = [];
    for (let offset = 0; offset < EXPORT_MAX; offset += EXPORT_BATCH) {
      const page = await this.p.read.exportPage(target, filterOf(q), offset, EXPORT_BATCH);
      rows.push(...page.map((r) => this.exportRow(r)));
      if (page.length < EXPORT_BATCH) break;
    }
    const type = q.type === 'csv' ? 'CSV' : 'XLSX';
    const bytes = await renderExport(type, { columns: exportColumns, rows });
    const date = toWall(this.p.clock.now(), this.p.timeZone).format('YYYY-MM-DD');
    return { fileName: `calls-${project.code}-${date}.${q.type}`, mime: exportMime[type], bytes };
  }

  private exportRow(r: CallScoreRow): SheetCell[] {
    const byCriterion = new Map((r.criteria as CriterionResult[]).map((c) => [c.criterion, c]));
    return [
      r.call_id ?? '',
      r.document_id,
      new Date(r.call_date).toISOString(),
      r.agent_id ?? '',
      r.agent_name ?? '',
      r.channel_code ?? '',
      r.score,
      r.duration,
      r.word_count,
      r.total_silence,
      r.agent_silence,
      r.customer_silence,
      r.included ? 'yes' : 'no',
      r.ended_by ?? '',
      r.version,
      r.lost.join('; '),
      ...scoringCriteria.map((c) => {
        const result = byCriterion.get(c);
        return !result ? '' : result.status === 'NOT_APPLICABLE' ? 'N/A' : result.points;
      }),
    ];
  }
}

const exportColumns = [
  'callId',
  'documentId',
  'callDate',
  'agentId',
  'agentName',
  'channel',
  'score',
  'duration',
  'wordCount',
  'totalSilence',
  'agentSilence',
  'customerSilence',
  'included',
  'endedBy',
  'version',
  'lost',
  ...scoringCriteria,
];
