import type { Source } from '@sentio/domain';
import type { UploadSource } from './source-port.js';

/** An upload as both areas answer it; the analysis adds its channel and classification counts. */
export function presentSource(row: UploadSource): Source {
  return {
    id: row.id,
    fileName: row.file_name,
    fileType: row.file_type as Source['fileType'],
    size: Number(row.size),
    status: row.status as Source['status'],
    progress: Number(row.progress),
    total: row.total,
    successCount: row.success_count,
    failCount: row.fail_count,
    failedRowsUntil: row.failed_rows_key && row.failed_rows_until ? new Date(row.failed_rows_until).toISOString() : null,
    errorCode: row.error_code,
    columns: row.columns,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentTemplate(row: { id: string; name: string; matching: unknown; created_at: Date }): {
  id: string;
  name: string;
  matching: unknown;
  createdAt: string;
} {
  return { id: row.id, name: row.name, matching: row.matching, createdAt: row.created_at.toISOString() };
}

/** The column-role guess lives with its rules in column-guess.ts; both areas' previews answer it. */
export { suggestRoles } from './column-guess.js';
