import { defaultMessages, type MessageCode } from '@sentio/domain';
import { flattenInput } from '@sentio/ml';
import type { DateReader } from './dates.js';

export type Turn = { speaker: 'customer' | 'agent' | 'bot'; text: string; time?: string };

/** Where a document's date comes from: the matched DATE column, or the time the file was uploaded (no date column). */
export type DateSource = 'COLUMN' | 'UPLOAD_TIME';

/** What every matching has, whatever it imports into: column roles, the date source and format, and the sort. */
export interface BaseMatching {
  columns: readonly { column: string; role: string }[];
  dateSource?: DateSource;
  dateFormat: string;
  sortFields: readonly string[];
  sortType: 'ASC' | 'DESC';
}

/** One row read: the document, or why the row cannot be one (the failed-rows `reason`). */
export type RowResult<D> = { doc: D } | { reason: string };

const SPEAKER_ALIASES: Readonly<Record<string, Turn['speaker']>> = {
  customer: 'customer',
  agent: 'agent',
  bot: 'bot',
  müşteri: 'customer',
  musteri: 'customer',
  temsilci: 'agent',
};
const SPEAKER_LINE = /^\s*(customer|agent|bot|müşteri|musteri|temsilci)\s*:\s?(.*)$/iu;

function turnsFromJson(value: unknown): Turn[] | null {
  const list = Array.isArray(value) ? value : (value as { turns?: unknown } | null)?.turns;
  if (!Array.isArray(list) || list.length === 0) return null;
  const turns: Turn[] = [];
  for (const item of list as unknown[]) {
    const t = item as { speaker?: unknown; text?: unknown; time?: unknown } | null;
    const speaker = typeof t?.speaker === 'string' ? SPEAKER_ALIASES[t.speaker.toLocaleLowerCase('tr')] : undefined;
    if (!speaker || typeof t?.text !== 'string') return null;
    turns.push({ speaker, text: t.text, ...(typeof t.time === 'string' ? { time: t.time } : {}) });
  }
  return turns;
}

/**
 * A dialogue written in one cell, in either of two ways: JSON (an array of `{speaker, text}` turns, or an object
 * with `turns`), or one turn per line as `customer: …` / `agent: …` / `bot: …` (Turkish `müşteri:` and
 * `temsilci:` too). A line without a speaker continues the turn before it; text before any speaker is the
 * customer's. Null when the cell holds nothing.
 */
export function parseDialogue(cell: string): Turn[] | null {
  const trimmed = cell.trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      const turns = turnsFromJson(JSON.parse(trimmed) as unknown);
      if (turns) return turns;
    } catch {
      // not JSON after all: read it as lines
    }
  }
  const turns: Turn[] = [];
  for (const line of trimmed.split(/\r?\n/)) {
    const m = SPEAKER_LINE.exec(line);
    const last = turns[turns.length - 1];
    if (m)
      turns.push({ speaker: SPEAKER_ALIASES[(m[1] as string).toLocaleLowerCase('tr')] as Turn['speaker'], text: m[2] ?? '' });
    else if (last) last.text = last.text === '' ? line : `${last.text}\n${line}`;
    else turns.push({ speaker: 'customer', text: line });
  }
  return turns.filter((t) => t.text.trim() !== '').length > 0 ? turns : null;
}

/**
 * The failed-rows `reason`: the code (stable, for support and scripts), the catalogue's English text so a person
 * reading the CSV understands it, and what in this row was wrong.
 */
export const rowFailure = (code: MessageCode, detail?: string): { reason: string } => ({
  reason: `${code}: ${defaultMessages[code]}${detail ? ` (${detail})` : ''}`,
});

/** A matched column and where it stands in the file (-1: not in the file, read as empty). */
export interface MatchedColumn {
  name: string;
  index: number;
}

/**
 * The columns a row reader uses: content, the first ID and date columns, and attribute columns (the areas read
 * their own, label or channel, with `column`). Cells are taken as they are: a text starting with `=`, `+`, `-` or
 * `@` ("@united (1/2) …") is ordinary text here; protection against spreadsheet formulas belongs to the files we
 * write (see `escapeForSpreadsheet`). With the date source `UPLOAD_TIME` no date column is read.
 */
export class RowColumns {
  readonly content: MatchedColumn[];
  readonly id: MatchedColumn | undefined;
  readonly date: MatchedColumn | undefined;
  readonly attributes: MatchedColumn[];
  private readonly at: Map<string, number>;

  /** `_own`: the area's own columns (label, channel); kept for the areas' call sites, nothing is checked on them. */
  constructor(
    columns: readonly string[],
    matching: Pick<BaseMatching, 'columns'> & { dateSource?: DateSource },
    _own: readonly (string | null)[] = [],
  ) {
    this.at = new Map(columns.map((c, i) => [c, i]));
    const byRole = (role: string) => matching.columns.filter((c) => c.role === role).map((c) => this.column(c.column));
    this.content = byRole('CONTENT');
    this.id = byRole('ID')[0];
    this.date = matching.dateSource === 'UPLOAD_TIME' ? undefined : byRole('DATE')[0];
    this.attributes = byRole('ATTRIBUTE');
  }

  column(name: string): MatchedColumn {
    return { name, index: this.at.get(name) ?? -1 };
  }

  /** A cell of `row` by column (empty when the column or the cell is missing). */
  static cell(row: readonly string[], column: MatchedColumn | undefined): string {
    return !column || column.index < 0 ? '' : (row[column.index] ?? '');
  }

  /** The part of a row every document has: content (text columns joined with a blank line, or dialogue cells' turns appended). */
  readContent(row: readonly string[], dialogue: boolean): { text: string; turns: Turn[] | null } | { reason: string } {
    if (dialogue) {
      const turns = this.content.flatMap((c) => parseDialogue(RowColumns.cell(row, c)) ?? []);
      if (turns.length === 0) return rowFailure('DOCUMENT_CONTENT_REQUIRED');
      return { text: flattenInput({ turns }), turns };
    }
    const text = this.content
      .map((c) => RowColumns.cell(row, c).trim())
      .filter((v) => v !== '')
      .join('\n\n');
    return text === '' ? rowFailure('DOCUMENT_CONTENT_REQUIRED') : { text, turns: null };
  }

  /** The date cell read with the matching's format: null when empty, a failure when it does not fit. */
  readDate(row: readonly string[], readDate: DateReader, format: string): { date: Date | null } | { reason: string } {
    const value = RowColumns.cell(row, this.date).trim();
    if (value === '') return { date: null };
    const date = readDate(value);
    return date ? { date } : rowFailure('UPLOAD_DATE_INVALID', `"${value}", format ${format}`);
  }
}

/**
 * The order documents are stored in: the file's, or by the chosen sort fields (ASC or DESC; dates of the date
 * column by time, numbers by value, the rest alphabetically with Turkish rules). Stable, so ties keep file order.
 * The import reads rows in this order on every attempt, which is what makes its resume cursor exact.
 */
export function sortRows(
  rows: readonly (readonly string[])[],
  columns: readonly string[],
  matching: Pick<BaseMatching, 'columns' | 'sortFields' | 'sortType'>,
  readDate: DateReader,
): (readonly string[])[] {
  const fields = matching.sortFields.map((f) => columns.indexOf(f)).filter((i) => i >= 0);
  if (fields.length === 0) return [...rows];
  const dateColumns = new Set(matching.columns.filter((c) => c.role === 'DATE').map((c) => columns.indexOf(c.column)));
  const direction = matching.sortType === 'DESC' ? -1 : 1;
  const keyOf = (value: string, field: number): number | string => {
    if (dateColumns.has(field)) return readDate(value)?.getTime() ?? Number.NEGATIVE_INFINITY;
    const n = Number(value.replace(',', '.'));
    return value.trim() !== '' && Number.isFinite(n) ? n : value;
  };
  const compare = (a: number | string, b: number | string): number =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : typeof a === 'number'
        ? -1
        : typeof b === 'number'
          ? 1
          : a.localeCompare(b, 'tr');
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      for (const f of fields) {
        const c = compare(keyOf(x.row[f] ?? '', f), keyOf(y.row[f] ?? '', f));
        if (c !== 0) return c * direction;
      }
      return x.index - y.index;
    })
    .map((x) => x.row);
}
