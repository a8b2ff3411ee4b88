import { uploadError } from './upload-error.js';

export interface ParsedTable {
  fileType: 'CSV' | 'XLSX' | 'JSON';
  columns: string[];
  /** One entry per data row, each as long as `columns`. */
  rows: string[][];
}

export const defaultMaxRows = 200_000;

/** Header names trimmed; empty or repeated (case-insensitively, Turkish-aware) names are refused. */
export function checkHeader(raw: string[]): string[] {
  const columns = raw.map((c) => c.trim());
  const seen = new Map<string, number>();
  for (const [i, name] of columns.entries()) {
    if (name === '') {
      throw uploadError('UPLOAD_HEADER_INVALID', { text: `Column ${i + 1} has no name.`, line: 1 });
    }
    const folded = name.toLocaleLowerCase('tr');
    const earlier = seen.get(folded);
    if (earlier !== undefined) {
      throw uploadError('UPLOAD_HEADER_INVALID', {
        text: `"${name}" appears twice (columns ${earlier + 1} and ${i + 1}).`,
        line: 1,
        column: name,
      });
    }
    seen.set(folded, i);
  }
  return columns;
}

export function checkRowCount(count: number, maxRows: number): void {
  if (count === 0) throw uploadError('UPLOAD_EMPTY');
  if (count > maxRows) {
    throw uploadError('UPLOAD_TOO_MANY_ROWS', { text: `At most ${maxRows.toLocaleString('en')} rows per file.` });
  }
}
