import { formatNumber } from '../format';

/** Upload helpers shared by models and analyses: which files an upload takes, and their sizes. */

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
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, { digits: value < 10 ? 1 : 0 })} ${units[unit]}`;
}
