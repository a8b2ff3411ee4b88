/** A table read from CSV or JSONL: column names and rows of string cells keyed by column. */
export interface Table {
  columns: string[];
  rows: Record<string, string>[];
}

/**
 * RFC 4180 CSV parser: quoted fields may hold commas, line breaks and doubled quotes; CRLF or LF line ends; a
 * leading byte-order mark is dropped. Returns raw records, header included.
 */
export function parseCsvRecords(text: string): string[][] {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  let fieldStarted = false;
  while (i < s.length) {
    const ch = s[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      fieldStarted = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      fieldStarted = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      fieldStarted = false;
    } else {
      field += ch;
      fieldStarted = true;
    }
    i++;
  }
  if (quoted) throw new Error('unterminated quoted field at end of CSV');
  // A final line without a line break still counts; an empty trailing line does not.
  if (fieldStarted || field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** Parses CSV with a header row into a {@link Table}. Throws on an empty file or a row of the wrong width. */
export function parseCsv(text: string): Table {
  const records = parseCsvRecords(text).filter((r) => !(r.length === 1 && r[0] === ''));
  const header = records[0];
  if (header === undefined) throw new Error('the file is empty');
  const rows = records.slice(1).map((r, n) => {
    if (r.length !== header.length) throw new Error(`row ${n + 2} has ${r.length} fields, the header has ${header.length}`);
    return Object.fromEntries(header.map((col, j) => [col, r[j] as string]));
  });
  return { columns: header, rows };
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Parses JSON Lines (one object per non-blank line) into a {@link Table}; columns are the union of keys. */
export function parseJsonl(text: string): Table {
  const columns = new Set<string>();
  const rows: Record<string, string>[] = [];
  text.split(/\r?\n/u).forEach((line, n) => {
    if (line.trim() === '') return;
    let obj: unknown;
    try {
      obj = JSON.parse(line);
    } catch {
      throw new Error(`line ${n + 1} is not valid JSON`);
    }
    if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) throw new Error(`line ${n + 1} is not a JSON object`);
    const row: Record<string, string> = {};
    for (const [k, v] of Object.entries(obj)) {
      columns.add(k);
      row[k] = cell(v);
    }
    rows.push(row);
  });
  if (rows.length === 0) throw new Error('the file is empty');
  return { columns: [...columns], rows };
}

/** Picks the parser by file name: `.jsonl`/`.ndjson` → JSON Lines, anything else → CSV. */
export function parseTable(fileName: string, text: string): Table {
  return /\.(jsonl|ndjson)$/iu.test(fileName) ? parseJsonl(text) : parseCsv(text);
}
