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

const ROLE_BY_NAME: readonly [RegExp, string][] = [
  [/^(?:id|no|nr|key|code|kod|numara|ref(?:erence)?|#)$|[_\s-](?:id|no|nr|number|numaras[ıi]|key)$/iu, 'ID'],
  [/(date|tarih|time|zaman|created|olu[sş]turma)/iu, 'DATE'],
  [/(label|category|kategori|etiket|class|sentiment|duygu|emotion|tag)/iu, 'LABEL'],
  [/(text|content|i[cç]erik|comment|yorum|mesaj|message|metin|feedback|review|body|dialog|diyalog|conversation)/iu, 'CONTENT'],
];

/**
 * A guess of each column's role for the matching form: by name first (English and Turkish), then by values —
 * long free text is content, short values are attributes. LABEL is a suggestion for the label column.
 */
export function suggestRoles(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
): { column: string; role: string }[] {
  const used = new Set<string>();
  return columns.map((column, i) => {
    const byName = ROLE_BY_NAME.find(([re]) => re.test(column.trim()))?.[1];
    // One ID and one date are what the import uses; a second such column is just an attribute.
    if (byName && !(used.has(byName) && (byName === 'ID' || byName === 'DATE'))) {
      used.add(byName);
      return { column, role: byName };
    }
    const values = rows.map((r) => r[i] ?? '').filter((v) => v.trim() !== '');
    const meanLength = values.length === 0 ? 0 : values.reduce((a, v) => a + v.length, 0) / values.length;
    return { column, role: meanLength >= 40 ? 'CONTENT' : 'ATTRIBUTE' };
  });
}
