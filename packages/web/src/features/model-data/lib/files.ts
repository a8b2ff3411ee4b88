/** Upload helpers: which files a model takes, and ids in routes. */

export const uploadKinds = ['CSV', 'XLSX', 'JSON'] as const;
export type UploadKind = (typeof uploadKinds)[number];
export const uploadAccept =
  '.csv,.tsv,.txt,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The kind of an upload by its extension (what the server decides by too), or null for anything else. */
export function uploadKind(fileName: string): UploadKind | null {
  const ext = /\.([^.]+)$/.exec(fileName.trim().toLowerCase())?.[1];
  if (ext === 'csv' || ext === 'tsv' || ext === 'txt') return 'CSV';
  if (ext === 'xlsx') return 'XLSX';
  if (ext === 'json') return 'JSON';
  return null;
}

/** 1536 → "1.5 KB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The model id of a route parameter. shell.md §2 allows `/model/training/{id}-{suffix}`; a uuid has dashes of
 * its own, so the id is the leading uuid rather than the text before the first dash.
 */
export function modelIdOf(param: string | undefined): string {
  if (!param) return '';
  return uuid.exec(param)?.[0] ?? param;
}
