import type { projectColumnMatchingBody } from '@sentio/domain';
import { flattenInput } from '@sentio/ml';
import type { z } from 'zod';
import type { AttributeValue } from '../../platform/db/schema-projects.js';
import { formulaInjection } from '../../platform/uploads/parse.js';
import { dateReader, type DateReader } from '../model-sources/dates.js';
import { parseDialogue, rowFailure } from '../model-sources/rows.js';
import type { Turn } from './classify-core.js';

export type ProjectMatching = z.output<typeof projectColumnMatchingBody>;

/** A row read as a document, before classification. */
export interface ReadDocument {
  externalId: string;
  text: string;
  turns: Turn[] | null;
  contentDate: Date;
  channelCode: string;
  attributes: Record<string, AttributeValue>;
}

export interface ProjectRowContext {
  columns: readonly string[];
  matching: ProjectMatching;
  dialogue: boolean;
  readDate: DateReader;
  /** Attribute code → type, for the ATTRIBUTE columns (the matching's own, else the analysis's, else TEXT). */
  attributeTypes: ReadonlyMap<string, string>;
  /** Channels a row may name in the channel column. */
  channels: ReadonlySet<string>;
  /** The upload's channel (switchCode), for rows without a channel cell. */
  defaultChannel: string;
  /** When a row has no date: the import's time. */
  now: Date;
}

export type ProjectRowResult = { doc: ReadDocument } | { reason: string };

const readIso = dateReader('ISO') as DateReader;
const readDotted = dateReader('DD.MM.YYYY') as DateReader;

/** An attribute cell as its type says, or undefined when it does not fit. */
export function attributeValue(raw: string, type: string, separator: string): AttributeValue | undefined {
  const number = (v: string): number | undefined => {
    const n = Number(v.replace(',', '.'));
    return v !== '' && Number.isFinite(n) ? n : undefined;
  };
  const parts = () =>
    raw
      .split(separator)
      .map((p) => p.trim())
      .filter((p) => p !== '');
  switch (type) {
    case 'NUMERIC':
      return number(raw);
    case 'MULTI_TEXT':
      return parts();
    case 'MULTI_NUMERIC': {
      const values = parts().map(number);
      return values.every((v) => v !== undefined) ? values : undefined;
    }
    case 'DATE': {
      const date = readIso(raw) ?? readDotted(raw);
      return date ? date.toISOString() : undefined;
    }
    default:
      return raw;
  }
}

/**
 * Reads one uploaded row of an analysis as a document, or says why it cannot be one (the failed-rows reason):
 * a formula cell, no content, an empty ID, the same ID as an earlier row, a date not in the chosen format, an
 * attribute value not of its type, or a channel that is not the analysis's. Stateful: it remembers the IDs seen.
 */
export function projectRowReader(ctx: ProjectRowContext): (row: readonly string[]) => ProjectRowResult {
  const at = new Map(ctx.columns.map((c, i) => [c, i]));
  const byRole = (role: string) =>
    ctx.matching.columns.filter((c) => c.role === role).map((c) => ({ name: c.column, index: at.get(c.column) ?? -1 }));
  const content = byRole('CONTENT');
  const id = byRole('ID')[0];
  const date = byRole('DATE')[0];
  const mapped = new Map(ctx.matching.attributes.map((a) => [a.column, a]));
  const attributes = byRole('ATTRIBUTE').map((c) => {
    const m = mapped.get(c.name);
    const code = m?.code ?? c.name;
    return { ...c, code, type: m?.type ?? ctx.attributeTypes.get(code) ?? 'TEXT' };
  });
  const channel =
    ctx.matching.channelColumn === null
      ? undefined
      : { name: ctx.matching.channelColumn, index: at.get(ctx.matching.channelColumn) ?? -1 };
  const checked = [...content, ...(id ? [id] : []), ...(date ? [date] : []), ...attributes, ...(channel ? [channel] : [])];
  const seen = new Set<string>();

  return (row) => {
    const cell = (index: number): string => (index < 0 ? '' : (row[index] ?? ''));
    const formula = checked.find((c) => formulaInjection(cell(c.index)));
    if (formula) return rowFailure('UPLOAD_FORMULA_CELL', `column "${formula.name}"`);

    let text: string;
    let turns: Turn[] | null = null;
    if (ctx.dialogue) {
      turns = content.flatMap((c) => parseDialogue(cell(c.index)) ?? []);
      if (turns.length === 0) return rowFailure('DOCUMENT_CONTENT_REQUIRED');
      text = flattenInput({ turns: turns.map((t) => ({ speaker: t.speaker, text: t.text })) });
    } else {
      text = content
        .map((c) => cell(c.index).trim())
        .filter((v) => v !== '')
        .join('\n\n');
      if (text === '') return rowFailure('DOCUMENT_CONTENT_REQUIRED');
    }

    const externalId = id ? cell(id.index).trim().slice(0, 200) : '';
    if (externalId === '') return rowFailure('DOCUMENT_ID_REQUIRED');
    if (seen.has(externalId)) return rowFailure('DOCUMENT_DUPLICATE_ID', `"${externalId}"`);

    let contentDate = ctx.now;
    const dateValue = date ? cell(date.index).trim() : '';
    if (dateValue !== '') {
      const read = ctx.readDate(dateValue);
      if (!read) return rowFailure('UPLOAD_DATE_INVALID', `"${dateValue}", format ${ctx.matching.dateFormat}`);
      contentDate = read;
    }

    const attrs: Record<string, AttributeValue> = {};
    for (const a of attributes) {
      const raw = cell(a.index).trim();
      if (raw === '') continue;
      const value = attributeValue(raw, a.type, ctx.matching.multiValueSeparator);
      if (value === undefined) return rowFailure('ATTRIBUTE_VALUE_INVALID', `column "${a.name}", ${a.type}: "${raw}"`);
      attrs[a.code] = value;
    }

    let channelCode = ctx.defaultChannel;
    const written = channel ? cell(channel.index).trim() : '';
    if (written !== '') {
      if (!ctx.channels.has(written)) return rowFailure('ANALYSIS_CHANNEL_UNKNOWN', `"${written}"`);
      channelCode = written;
    }
    seen.add(externalId);
    return { doc: { externalId, text, turns, contentDate, channelCode, attributes: attrs } };
  };
}

/** Role and attribute-type guesses of an upload's columns from their names and sample values. */
export function guessType(values: readonly string[]): 'NUMERIC' | 'DATE' | 'MULTI_TEXT' | 'TEXT' {
  const filled = values.map((v) => v.trim()).filter((v) => v !== '');
  if (filled.length === 0) return 'TEXT';
  if (filled.every((v) => attributeValue(v, 'NUMERIC', ';') !== undefined)) return 'NUMERIC';
  if (filled.every((v) => attributeValue(v, 'DATE', ';') !== undefined)) return 'DATE';
  if (filled.some((v) => v.includes(';'))) return 'MULTI_TEXT';
  return 'TEXT';
}
