import { decodeText } from './decode.js';
import { parseCsv } from './parse-csv.js';
import { parseJson } from './parse-json.js';
import { parseXlsx } from './parse-xlsx.js';
import { defaultMaxRows, type ParsedTable } from './table.js';
import { uploadError } from './upload-error.js';

export { toCsv, toXlsx, toXlsxSheets, type SheetCell } from './csv-out.js';
export type { ParsedTable } from './table.js';

const zipMagic = [0x50, 0x4b, 0x03, 0x04];
// Old binary Excel (.xls) and other OLE files.
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * An uploaded table: CSV (.csv, .tsv, .txt), XLSX or JSON, chosen by extension and checked against the content.
 * Every refusal is a 400 AppError with an UPLOAD_* code: UPLOAD_FILE_TYPE, UPLOAD_ENCODING, UPLOAD_MALFORMED,
 * UPLOAD_HEADER_INVALID, UPLOAD_EMPTY, UPLOAD_TOO_MANY_ROWS (default 200,000 rows), UPLOAD_TOO_LARGE (a workbook
 * that would unpack to more than 1 GiB).
 */
export async function parseUpload(data: Buffer, fileName: string, limits: { maxRows?: number } = {}): Promise<ParsedTable> {
  const maxRows = limits.maxRows ?? defaultMaxRows;
  const ext = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const zip = startsWith(data, zipMagic);
  if (ext === 'xlsx') {
    if (!zip) throw uploadError('UPLOAD_FILE_TYPE', { text: 'The file is not an Excel workbook (.xlsx).' });
    return parseXlsx(data, maxRows);
  }
  if (ext !== 'csv' && ext !== 'tsv' && ext !== 'txt' && ext !== 'json') throw uploadError('UPLOAD_FILE_TYPE');
  if (zip || startsWith(data, oleMagic)) {
    throw uploadError('UPLOAD_FILE_TYPE', { text: `The content is not text, though the name ends in .${ext}.` });
  }
  if (data.length === 0) throw uploadError('UPLOAD_EMPTY');
  const text = decodeText(data);
  if (text.includes('\u0000')) throw uploadError('UPLOAD_FILE_TYPE', { text: 'The content is binary, not text.' });
  return ext === 'json' ? parseJson(text, maxRows) : parseCsv(text, maxRows);
}

function startsWith(data: Buffer, magic: number[]): boolean {
  return magic.every((b, i) => data[i] === b);
}
