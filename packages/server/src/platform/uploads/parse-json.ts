import { cleanText } from '../http/clean-strings.js';
import { uploadError } from './upload-error.js';
import { checkHeader, checkRowCount, type ParsedTable } from './table.js';

/**
 * An array of objects, or `{ "documents": [...] }`. Columns are the union of keys in first-seen order; values that
 * are not strings are JSON-stringified, so a dialogue's `turns` array survives as text for the importer to read back.
 * Keys and cells are free text of a file: a NUL is removed and a lone surrogate becomes U+FFFD (clean-strings.ts).
 */
export function parseJson(text: string, maxRows: number): ParsedTable {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw uploadError('UPLOAD_MALFORMED', { text: err instanceof Error ? `${err.message}.` : '' });
  }
  const items = Array.isArray(parsed)
    ? parsed
    : isObject(parsed) && Array.isArray(parsed['documents'])
      ? parsed['documents']
      : null;
  if (!items) throw uploadError('UPLOAD_MALFORMED', { text: 'Expected an array of objects or { "documents": [...] }.' });
  checkRowCount(items.length, maxRows);
  const index = new Map<string, number>();
  const objects: Record<string, unknown>[] = [];
  for (const [i, item] of (items as unknown[]).entries()) {
    if (!isObject(item)) throw uploadError('UPLOAD_MALFORMED', { text: `Item ${i + 1} is not an object.` });
    for (const key of Object.keys(item)) if (!index.has(key)) index.set(key, index.size);
    objects.push(item);
  }
  const keys = [...index.keys()];
  const columns = checkHeader(keys.map(cleanText));
  const rows = objects.map((o, i) => keys.map((k) => cell(o[k], i)));
  return { fileType: 'JSON', columns, rows };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function cell(v: unknown, item: number): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return cleanText(v);
  try {
    return cleanText(JSON.stringify(v));
  } catch {
    // A value nested so deep that writing it back as text overflows the stack.
    throw uploadError('UPLOAD_MALFORMED', { text: `Item ${item + 1} nests too deeply.` });
  }
}
