import type { ProjectSource, ProjectTask } from '@sentio/domain';
import type { SourceCounts, SourceRow, TaskRow, TemplateRow } from './repository.js';

export function presentSource(row: SourceRow, counts?: SourceCounts): ProjectSource {
  return {
    id: row.id,
    fileName: row.file_name,
    fileType: row.file_type as ProjectSource['fileType'],
    size: Number(row.size),
    status: row.status as ProjectSource['status'],
    progress: Number(row.progress),
    total: row.total,
    successCount: row.success_count,
    failCount: row.fail_count,
    failedRowsUntil: row.failed_rows_key && row.failed_rows_until ? new Date(row.failed_rows_until).toISOString() : null,
    errorCode: row.error_code,
    columns: row.columns,
    createdAt: row.created_at.toISOString(),
    channelCode: row.channel_code,
    inlineCount: counts?.inline ?? 0,
    failedPredictionCount: counts?.failed ?? 0,
  };
}

export function presentTemplate(row: TemplateRow): { id: string; name: string; matching: unknown; createdAt: string } {
  return { id: row.id, name: row.name, matching: row.matching, createdAt: row.created_at.toISOString() };
}

export function presentTask(row: TaskRow, user: { id: string; name: string } | null): ProjectTask {
  return {
    id: row.id,
    kind: row.kind as ProjectTask['kind'],
    status: row.status as ProjectTask['status'],
    total: row.total,
    done: row.done,
    percentage: row.total === 0 ? (row.status === 'SUCCESS' ? 100 : 0) : Math.round((row.done / row.total) * 1000) / 10,
    createdBy: user ?? { id: '', name: '' },
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    error: row.error,
    fileUrl: null,
  };
}
