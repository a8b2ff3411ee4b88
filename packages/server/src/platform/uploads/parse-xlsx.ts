import ExcelJS from 'exceljs';
import { uploadError } from './upload-error.js';
import { checkHeader, checkRowCount, type ParsedTable } from './table.js';

/**
 * The first worksheet; its first non-empty row is the header. Dates become ISO text (`2024-03-01`, or
 * `2024-03-01T14:30:00` with a time: Excel dates carry no zone). A formula cell is kept as `=FORMULA` so the
 * importer's formula-injection check refuses it rather than importing a computed value nobody typed.
 */
export async function parseXlsx(data: Buffer, maxRows: number): Promise<ParsedTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typings predate Buffer being generic; the bytes are what it wants.
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch (err) {
    throw uploadError('UPLOAD_MALFORMED', { text: err instanceof Error ? `(${err.message})` : '' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw uploadError('UPLOAD_EMPTY');
  const lines: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (c, col) => {
      cells[col - 1] = text(c.value);
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (filled.some((c) => c.trim() !== '')) lines.push({ line, cells: filled });
  });
  const [head, ...body] = lines;
  if (!head) throw uploadError('UPLOAD_EMPTY');
  checkRowCount(body.length, maxRows);
  // The used columns (a table may start at column B); a value under a column without a name would be lost, so the
  // header must name every one of them.
  const first = Math.min(...lines.map((l) => l.cells.findIndex((c) => c.trim() !== '')));
  const end = Math.max(...lines.map((l) => lastFilled(l.cells)));
  const pick = (cells: string[]) => Array.from({ length: end - first }, (_, i) => cells[first + i] ?? '');
  const columns = checkHeader(pick(head.cells));
  const rows = body.map((l) => pick(l.cells));
  return { fileType: 'XLSX', columns, rows };
}

function lastFilled(cells: string[]): number {
  for (let i = cells.length - 1; i >= 0; i--) if ((cells[i] ?? '').trim() !== '') return i + 1;
  return 0;
}

function text(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return isoDate(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : text(value.text);
  if ('formula' in value && value.formula) return `=${value.formula}`;
  if ('sharedFormula' in value) return `=${value.formula ?? value.sharedFormula}`;
  if ('error' in value) return value.error;
  return '';
}

function isoDate(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}
