import type { projectColumnMatchingBody } from '@sentio/domain';
import type { z } from 'zod';
import type { AttributeValue } from '../../platform/db/schema-projects.js';
import { dateReader, type DateReader } from '../ingest/dates.js';
import type { StoredCall } from '../../platform/db/schema-calls.js';
import { callFieldOf } from '../ingest/dialogue.js';
import { RowColumns, rowFailure, type RowResult, type Turn } from '../ingest/rows.js';

export type ProjectMatching = z.output<typeof projectColumnMatchingBody>;

/** A row read as a document, before classification. */
export interface ReadDocument {
  externalId: string;
  text: string;
  turns: Turn[] | null;
  /** A dialogue's call metadata (docs/dialogue-format.md). */
  call: StoredCall | null;
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

export type ProjectRowResult = RowResult<ReadDocument>;

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
 * no content, an empty ID, the same ID as an earlier row, a date not in the chosen format, an
 * attribute value not of its type, or a channel that is not the analysis's. Stateful: it remembers the IDs seen.
 */
export function projectRowReader(ctx: ProjectRowContext): (row: readonly string[]) => ProjectRowResult {
  const cols = new RowColumns(ctx.columns, ctx.matching, [ctx.matching.channelColumn]);
  const mapped = new Map(ctx.matching.attributes.map((a) => [a.column, a]));
  const attributes = cols.attributes.map((c) => {
    const m = mapped.get(c.name);
    const code = m?.code ?? c.name;
    return { ...c, code, type: m?.type ?? ctx.attributeTypes.get(code) ?? 'TEXT' };
  });
  const channel = ctx.matching.channelColumn === null ? undefined : cols.column(ctx.matching.channelColumn);
  const seen = new Set<string>();
  // Columns named after a call field (callId, agent_id, …) are read as such on a dialogue analysis.
  const callFields = ctx.columns.flatMap((name) => {
    const field = callFieldOf(name);
    return field ? [{ field, column: cols.column(name) }] : [];
  });

  return (row) => {
    const content: { text: string; turns: Turn[] | null; call: StoredCall | null } | { reason: string } = ctx.dialogue
      ? cols.readTimedDialogue(row, callFields)
      : withoutCall(cols.readContent(row, false));
    if ('reason' in content) return content;

    const externalId = RowColumns.cell(row, cols.id).trim().slice(0, 200);
    if (externalId === '') return rowFailure('DOCUMENT_ID_REQUIRED');
    if (seen.has(externalId)) return rowFailure('DOCUMENT_DUPLICATE_ID', `"${externalId}"`);

    const date = cols.readDate(row, ctx.readDate, ctx.matching.dateFormat);
    if ('reason' in date) return date;

    const attrs: Record<string, AttributeValue> = {};
    for (const a of attributes) {
      const raw = RowColumns.cell(row, a).trim();
      if (raw === '') continue;
      const value = attributeValue(raw, a.type, ctx.matching.multiValueSeparator);
      if (value === undefined) return rowFailure('ATTRIBUTE_VALUE_INVALID', `column "${a.name}", ${a.type}: "${raw}"`);
      attrs[a.code] = value;
    }

    let channelCode = ctx.defaultChannel;
    const written = RowColumns.cell(row, channel).trim();
    if (written !== '') {
      if (!ctx.channels.has(written)) return rowFailure('ANALYSIS_CHANNEL_UNKNOWN', `"${written}"`);
      channelCode = written;
    }
    seen.add(externalId);
    const doc = {
      externalId,
      text: content.text,
      turns: content.turns,
      call: content.call,
      contentDate: date.date ?? ctx.now,
      channelCode,
      attributes: attrs,
    };
    return { doc };
  };
}

const withoutCall = <T extends object>(r: T): (T & { call: null }) | { reason: string } =>
  'reason' in r ? (r as { reason: string }) : { ...r, call: null };

/** Role and attribute-type guesses of an upload's columns from their names and sample values. */
export function guessType(values: readonly string[]): 'NUMERIC' | 'DATE' | 'MULTI_TEXT' | 'TEXT' {
  const filled = values.map((v) => v.trim()).filter((v) => v !== '');
  if (filled.length === 0) return 'TEXT';
  if (filled.every((v) => attributeValue(v, 'NUMERIC', ';') !== undefined)) return 'NUMERIC';
  if (filled.every((v) => attributeValue(v, 'DATE', ';') !== undefined)) return 'DATE';
  if (filled.some((v) => v.includes(';'))) return 'MULTI_TEXT';
  return 'TEXT';
}
