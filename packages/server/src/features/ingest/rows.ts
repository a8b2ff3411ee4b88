import { defaultMessages, type MessageCode } from '@sentio/domain';
import { flattenInput } from '@sentio/ml';
import type { DateReader } from './dates.js';
import type { StoredCall } from '../../platform/db/schema-calls.js';
import {
  problemDetail,
  readCallField,
  readDialogueCell,
  storedCall,
  type CallFields,
  type ReadDialogue,
  type Turn,
} from './dialogue.js';

export type { Turn } from './dialogue.js';

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

/**
 * A dialogue written in one cell (docs/dialogue-format.md): JSON turns or `speaker: text` lines, with or without
 * times. Hold turns, call fields and timing problems are left out here (model training data reads only speaker and
 * text); an analysis's import reads them with `readDialogueCell`. Null when the cell holds nothing.
 */
export function parseDialogue(cell: string): Turn[] | null {
  return readDialogueCell(cell)?.turns ?? null;
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
      return { text: flattenInput({ turns: turns.map((t) => ({ speaker: t.speaker, text: t.text })) }), turns };
    }
    const text = this.content
      .map((c) => RowColumns.cell(row, c).trim())
      .filter((v) => v !== '')
      .join('\n\n');
    return text === '' ? rowFailure('DOCUMENT_CONTENT_REQUIRED') : { text, turns: null };
  }

  /**
   * A dialogue row of an analysis (docs/dialogue-format.md): the turns of its dialogue cells with their times and
   * holds, and the call fields of the cells' JSON, then of the columns named after them (`callFields`: field →
   * column). A timing or endedBy problem fails the row with its code.
   */
  readTimedDialogue(
    row: readonly string[],
    callFields: readonly { field: keyof CallFields; column: MatchedColumn }[],
  ): { text: string; turns: Turn[]; call: StoredCall | null } | { reason: string } {
    const read: ReadDialogue = { turns: [], holds: [], call: {}, problems: [] };
    for (const c of this.content) {
      const cell = readDialogueCell(RowColumns.cell(row, c));
      if (!cell) continue;
      read.turns.push(...cell.turns);
      read.holds.push(...cell.holds);
      read.problems.push(...cell.problems);
      for (const [field, value] of Object.entries(cell.call))
        readCallField(field as keyof CallFields, value, read.call, read.problems);
    }
    if (read.turns.length === 0) return rowFailure('DOCUMENT_CONTENT_REQUIRED');
    for (const { field, column } of callFields) readCallField(field, RowColumns.cell(row, column), read.call, read.problems);
    const problem = read.problems[0];
    if (problem) return rowFailure(problem.code, problemDetail(problem));
    const text = flattenInput({ turns: read.turns.map((t) => ({ speaker: t.speaker, text: t.text })) });
    return { text, turns: read.turns, call: storedCall(read.call, read.holds) };
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
