import { escapeForSpreadsheet, type CsvStyle } from '@sentio/domain';
import ExcelJS from 'exceljs';

/**
 * Every table file the server writes (document and widget exports, failed rows) goes through `toCsv` or `toXlsx`,
 * so a cell is escaped in one place and by one rule (`escapeForSpreadsheet`, shared with the web). A number stays a
 * number: written as it is in a CSV and as a numeric cell in XLSX, never turned into text.
 */
export type SheetCell = string | number | null;

const needsQuotes = /[",\r\n]|^\s|\s$/;

function field(value: SheetCell, style: CsvStyle): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = style === 'EXCEL' ? escapeForSpreadsheet(value) : value;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 (comma, CRLF, quotes doubled). `EXCEL` (the default) puts a leading `'` before a text a spreadsheet
 * would run as a formula; `RAW` writes every text exactly as stored, for programs. `bom` prefixes a UTF-8 byte
 * order mark, which Excel needs to read Turkish characters correctly.
 */
export function toCsv(
  columns: readonly string[],
  rows: readonly (readonly SheetCell[])[],
  options: { bom?: boolean; style?: CsvStyle } = {},
): string {
  const style = options.style ?? 'EXCEL';
  const lines = [columns, ...rows].map((row) => row.map((v) => field(v, style)).join(','));
  return (options.bom ? '\uFEFF' : '') + lines.join('\r\n') + '\r\n';
}

/** One worksheet: texts as text cells (which a spreadsheet never evaluates, so nothing is escaped), numbers as numbers. */
export async function toXlsx(
  sheetName: string,
  columns: readonly string[],
  rows: readonly (readonly SheetCell[])[],
): Promise<Buffer> {
  return toXlsxSheets([{ name: sheetName, columns, rows }]);
}

/** A workbook of several worksheets, each written as `toXlsx` writes its one (report exports: one sheet per table). */
export async function toXlsxSheets(
  sheets: readonly { name: string; columns: readonly string[]; rows: readonly (readonly SheetCell[])[] }[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const s of sheets) {
    const sheet = book.addWorksheet(s.name);
    sheet.addRow([...s.columns]);
    for (const row of s.rows) sheet.addRow(row.map((v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v)));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
