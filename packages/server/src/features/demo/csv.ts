import { leafName, leafPath, type DemoLanguage, type DemoLeafKey } from './categories.js';
import type { DialogueRow } from './dialogues.js';
import type { FeedbackRow } from './feedback.js';

export interface CsvOptions {
  /** The language of the category names in the `category` column. Default 'en'. */
  labelLanguage?: DemoLanguage;
  /** 'leaf' (default): the leaf's name, unique in the demo tree; 'path': "Parent > Leaf". */
  labelStyle?: 'leaf' | 'path';
  /** Joins the categories of a multi-label row. Default ';' (the upload's default label separator). */
  separator?: string;
  /** Adds language, sentiment, nps, channel and customer_id columns, for attribute matching. */
  extraColumns?: boolean;
  /** Leaves the category of a row empty when this returns false (for unlabelled rows in the same file). */
  labelled?: (row: FeedbackRow | DialogueRow, index: number) => boolean;
}

/** RFC 4180: a field with a comma, quote, line break or edge whitespace is quoted, its quotes doubled. */
export function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const isDialogue = (row: FeedbackRow | DialogueRow): row is DialogueRow => 'turns' in row;

/**
 * A dialogue in a CSV cell, one "speaker: text" line per turn — one of the two dialogue forms the model upload
 * reads (the other is a JSON array of turns).
 */
export function dialogueCell(row: DialogueRow): string {
  return row.turns.map((t) => `${t.speaker}: ${t.text}`).join('\n');
}

const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * The generated rows as the CSV a user would upload: header `id,date,text,category`, dates as YYYY-MM-DD,
 * categories by name joined by `separator`. Records end in CRLF; line breaks inside a dialogue cell stay LF.
 */
export function toCsv(rows: readonly (FeedbackRow | DialogueRow)[], options: CsvOptions = {}): string {
  const language = options.labelLanguage ?? 'en';
  const name = (key: DemoLeafKey) => (options.labelStyle === 'path' ? leafPath(key, language) : leafName(key, language));
  const separator = options.separator ?? ';';
  const header = ['id', 'date', 'text', 'category'];
  if (options.extraColumns) header.push('language', 'sentiment', 'nps', 'channel', 'customer_id');
  const lines = [header.join(',')];
  rows.forEach((row, index) => {
    const keys = isDialogue(row) ? [row.category] : row.categories;
    const labelled = options.labelled ? options.labelled(row, index) : true;
    const cells = [
      row.id,
      isoDay(row.date),
      isDialogue(row) ? dialogueCell(row) : row.text,
      labelled ? keys.map(name).join(separator) : '',
    ];
    if (options.extraColumns)
      cells.push(row.language, row.sentiment, isDialogue(row) ? '' : String(row.nps), row.channel, row.customerId);
    lines.push(cells.map(csvCell).join(','));
  });
  return lines.join('\r\n') + '\r\n';
}
