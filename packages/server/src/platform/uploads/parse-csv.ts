import Papa from 'papaparse';
import { uploadError } from './upload-error.js';
import { checkHeader, checkRowCount, type ParsedTable } from './table.js';

const config = (): Papa.ParseConfig<string[]> => ({
  delimiter: '',
  delimitersToGuess: [',', ';', '\t'],
  skipEmptyLines: 'greedy',
  header: false,
});

/**
 * CSV with the delimiter guessed among comma, semicolon and tab (Turkish Excel saves with semicolons). Quoted fields
 * may hold newlines. Broken quoting and rows with another field count than the header are refused with the line
 * number, because importing shifted columns would file text under the wrong label.
 */
export function parseCsv(raw: string, maxRows: number): ParsedTable {
  // The parser takes the first line break it sees as the only one; files edited on two systems mix them.
  const text = raw.includes('\r\n') ? raw.replace(/\r\n/g, '\n') : raw;
  // One row past the limit is enough to know it is too many.
  const result = Papa.parse<string[]>(text, { ...config(), preview: maxRows + 2 });
  const quoteError = result.errors.find((e) => e.type === 'Quotes');
  if (quoteError) {
    const line = lineOfRow(text, result.meta.delimiter, quoteError.row ?? 0);
    throw uploadError('UPLOAD_MALFORMED', { text: `Unbalanced quotes starting on line ${line}.`, line });
  }
  const [header, ...rows] = result.data;
  if (!header) throw uploadError('UPLOAD_EMPTY');
  const columns = checkHeader(header);
  checkRowCount(rows.length, maxRows);
  const bad = rows.findIndex((r) => r.length !== columns.length);
  if (bad >= 0) {
    const line = lineOfRow(text, result.meta.delimiter, bad + 1);
    const count = rows[bad]?.length ?? 0;
    throw uploadError('UPLOAD_MALFORMED', {
      text: `Line ${line} has ${count} fields; the header has ${columns.length}.`,
      line,
    });
  }
  return { fileType: 'CSV', columns, rows };
}

/**
 * The 1-based line where a parsed row starts. Only on the error path: a second pass, row by row, up to that row
 * (quoted newlines and skipped blank lines make row and line numbers differ).
 */
function lineOfRow(text: string, delimiter: string, rowIndex: number): number {
  let start = 0;
  let row = 0;
  if (rowIndex > 0) {
    Papa.parse<string[]>(text, {
      ...config(),
      delimiter,
      step: (step, parser) => {
        row++;
        if (row === rowIndex) {
          start = step.meta.cursor;
          parser.abort();
        }
      },
    });
  }
  // Past the line break that ended the previous row and any blank lines the parser skipped.
  while (start < text.length && /[\r\n\s]/.test(text[start] ?? '') && rowIndex > 0) start++;
  let line = 1;
  for (let i = 0; i < start; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
