import ExcelJS from 'exceljs';
import { uploadError } from './upload-error.js';
import { checkHeader, checkRowCount, type ParsedTable } from './table.js';
import { cleanText } from '../http/clean-strings.js';
import { inflatedSize } from './xlsx-inflate.js';
import { zipUncompressedSize } from './zip-size.js';

/** What a workbook may inflate to: 20 times the default upload limit (50 MiB), and never more than 1 GiB. */
export const defaultMaxUnzippedBytes = Math.min(20 * 50 * 1024 * 1024, 1024 * 1024 * 1024);

/**
 * What one workbook may inflate to: at most 100 times its own size (real workbooks inflate 5 to 30 times; a zip
 * bomb a thousand), never less than 100 MiB for small files, never more than `maxUnzippedBytes`. Refusing at the
 * ratio is what makes a bomb's refusal quick: inflating even the 1 GiB ceiling takes seconds.
 */
export const inflateBudget = (compressedBytes: number, maxUnzippedBytes = defaultMaxUnzippedBytes): number =>
  Math.min(maxUnzippedBytes, Math.max(100 * 1024 * 1024, 100 * compressedBytes));

/**
 * The first worksheet; its first non-empty row is the header. Dates become ISO text (`2024-03-01`, or
 * `2024-03-01T14:30:00` with a time: Excel dates carry no zone). A formula cell reads as the value the sheet shows
 * (its cached result): protection against formulas belongs to the files we write, not to imports. Cells are free
 * text: a NUL is removed and a lone surrogate becomes U+FFFD (see platform/http/clean-strings.ts).
 *
 * The zip is measured twice before the workbook reader inflates it: by the sizes it declares (free), then by
 * inflating it as a counted stream that stops at the budget, because the declared sizes can lie.
 */
export async function parseXlsx(data: Buffer, maxRows: number, maxUnzippedBytes = defaultMaxUnzippedBytes): Promise<ParsedTable> {
  const budget = inflateBudget(data.length, maxUnzippedBytes);
  const declared = zipUncompressedSize(data);
  if (declared !== null && declared > budget) throw unpacksTooLarge();
  let inflated: number | null;
  try {
    inflated = await inflatedSize(data, budget);
  } catch (err) {
    throw uploadError('UPLOAD_MALFORMED', { text: err instanceof Error ? `(${err.message})` : '' });
  }
  if (inflated !== null && inflated > budget) throw unpacksTooLarge();
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
  const { first, end } = usedColumns(lines.map((l) => l.cells));
  const pick = (cells: string[]) => Array.from({ length: end - first }, (_, i) => cells[first + i] ?? '');
  const columns = checkHeader(pick(head.cells));
  const rows = body.map((l) => pick(l.cells));
  return { fileType: 'XLSX', columns, rows };
}

const unpacksTooLarge = () =>
  uploadError('UPLOAD_TOO_LARGE', { text: 'The workbook would unpack to more than the server accepts.' });

/**
 * The first used column and one past the last, over all rows. A loop, not Math.min(...rows): spreading 100k+
 * arguments overflows the call stack.
 */
export function usedColumns(rows: readonly string[][]): { first: number; end: number } {
  let first = Infinity;
  let end = 0;
  for (const cells of rows) {
    const start = cells.findIndex((c) => c.trim() !== '');
    if (start >= 0 && start < first) first = start;
    end = Math.max(end, lastFilled(cells));
  }
  return { first: first === Infinity ? 0 : first, end };
}

function lastFilled(cells: string[]): number {
  for (let i = cells.length - 1; i >= 0; i--) if ((cells[i] ?? '').trim() !== '') return i + 1;
  return 0;
}

function text(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return isoDate(value);
  if ('richText' in value) return cleanText(value.richText.map((r) => r.text).join(''));
  if ('hyperlink' in value) return typeof value.text === 'string' ? cleanText(value.text) : text(value.text);
  // A formula cell reads as what the sheet shows: its last computed result (nothing is run here).
  if ('formula' in value || 'sharedFormula' in value) return value.result === undefined ? '' : text(value.result);
  if ('error' in value) return value.error;
  return '';
}

function isoDate(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}
