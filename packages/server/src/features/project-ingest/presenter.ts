import type { ProjectSource, ProjectTask } from '@sentio/domain';
import { presentSource as presentUpload } from '../ingest/presenter.js';
import type { SourceCounts, SourceRow, TaskRow } from './repository.js';

/** An analysis's upload: a model upload's fields (the same columns) plus its channel and classification counts. */
export function presentSource(row: SourceRow, counts?: SourceCounts): ProjectSource {
  return {
    ...presentUpload(row),
    channelCode: row.channel_code,
    inlineCount: counts?.inline ?? 0,
    failedPredictionCount: counts?.failed ?? 0,
  };
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
