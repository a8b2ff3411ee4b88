import { defaultMessages, type MessageCode, type modelColumnMatchingBody } from '@sentio/domain';
import { flattenInput } from '@sentio/ml';
import type { z } from 'zod';
import { formulaInjection } from '../../platform/uploads/parse.js';
import type { DateReader } from './dates.js';
import type { LabelResolver } from './labels.js';
import type { NewDocument } from './repository.js';

export type Matching = z.output<typeof modelColumnMatchingBody>;
export type Turn = { speaker: 'customer' | 'agent' | 'bot'; text: string; time?: string };

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

export interface RowContext {
  columns: readonly string[];
  matching: Matching;
  dialogue: boolean;
  multiLabel: boolean;
  resolver: LabelResolver;
  readDate: DateReader;
  userId: string | null;
}

export type RowResult = { doc: NewDocument } | { reason: string };

/**
 * The failed-rows `reason`: the code (stable, for support and scripts), the catalogue's English text so a person
 * reading the CSV understands it, and what in this row was wrong.
 */
export const rowFailure = (code: MessageCode, detail?: string): { reason: string } => ({
  reason: `${code}: ${defaultMessages[code]}${detail ? ` (${detail})` : ''}`,
});

/**
 * Reads one uploaded row as a document, or says why it cannot be one: no content, a date that does not match
 * the chosen format, a label the model lacks, two labels on a single-label model, or a cell that a spreadsheet
 * would run as a formula. Content columns are joined (dialogue cells: their turns appended); the first ID and
 * date columns are used; attribute columns become attributes.
 */
export function rowReader(ctx: RowContext): (row: readonly string[]) => RowResult {
  const at = new Map(ctx.columns.map((c, i) => [c, i]));
  const byRole = (role: string) =>
    ctx.matching.columns.filter((c) => c.role === role).map((c) => ({ name: c.column, index: at.get(c.column) ?? -1 }));
  const content = byRole('CONTENT');
  const id = byRole('ID')[0];
  const date = byRole('DATE')[0];
  const attributes = byRole('ATTRIBUTE');
  const label =
    ctx.matching.labelColumn === null
      ? undefined
      : { name: ctx.matching.labelColumn, index: at.get(ctx.matching.labelColumn) ?? -1 };
  const checked = [...content, ...(id ? [id] : []), ...(date ? [date] : []), ...attributes, ...(label ? [label] : [])];
  const labelStatus = ctx.matching.labelStatus;

  return (row) => {
    const cell = (index: number): string => (index < 0 ? '' : (row[index] ?? ''));
    const formula = checked.find((c) => formulaInjection(cell(c.index)));
    if (formula) return rowFailure('UPLOAD_FORMULA_CELL', `column "${formula.name}"`);

    let text: string;
    let turns: Turn[] | null = null;
    if (ctx.dialogue) {
      turns = content.flatMap((c) => parseDialogue(cell(c.index)) ?? []);
      if (turns.length === 0) return rowFailure('DOCUMENT_CONTENT_REQUIRED');
      text = flattenInput({ turns });
    } else {
      text = content
        .map((c) => cell(c.index).trim())
        .filter((v) => v !== '')
        .join('\n\n');
      if (text === '') return rowFailure('DOCUMENT_CONTENT_REQUIRED');
    }

    let contentDate: Date | null = null;
    const dateValue = date ? cell(date.index).trim() : '';
    if (dateValue !== '') {
      contentDate = ctx.readDate(dateValue);
      if (!contentDate) return rowFailure('UPLOAD_DATE_INVALID', `"${dateValue}", format ${ctx.matching.dateFormat}`);
    }

    const written = label
      ? cell(label.index)
          .split(ctx.matching.labelSeparator)
          .map((v) => v.trim())
          .filter((v) => v !== '')
      : [];
    if (!ctx.multiLabel && written.length > 1) return rowFailure('MODEL_SINGLE_LABEL_ONE_CATEGORY');
    const labelIds: string[] = [];
    for (const w of written) {
      const resolved = ctx.resolver.resolve(w);
      if (!resolved) return rowFailure('MODEL_LABEL_UNKNOWN', `"${w}"`);
      if (!labelIds.includes(resolved)) labelIds.push(resolved);
    }

    const attrs: Record<string, string> = {};
    for (const a of attributes) {
      const v = cell(a.index).trim();
      if (v !== '') attrs[a.name] = v;
    }
    const externalId = id ? cell(id.index).trim() : '';
    return {
      doc: {
        externalId: externalId === '' ? null : externalId.slice(0, 200),
        text,
        turns,
        contentDate,
        labelIds,
        status: labelIds.length > 0 ? labelStatus : 'UNMARKED',
        labelledBy: ctx.userId,
        attributes: attrs,
      },
    };
  };
}

/**
 * The order documents are stored in: the file's, or by the chosen sort fields (ASC or DESC; dates of the date
 * column by time, numbers by value, the rest alphabetically with Turkish rules). Stable, so ties keep file order.
 */
export function sortRows(
  rows: readonly (readonly string[])[],
  columns: readonly string[],
  matching: Matching,
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
