import type { JsonDocument } from '@sentio/domain';
import { csvCell } from './csv.js';
import type { CxChannel, CxRow } from './cx.js';

/**
 * The CX rows in the two forms a user brings them in: an upload CSV and the JSON documents of
 * `POST /api/project/{code}/json` (grouped by channel, since a JSON call names one channel). Both stream.
 */

export const CX_CSV_HEADER = ['id', 'date', 'channel', 'text', 'customer_id', 'segment', 'nps', 'csat', 'city'] as const;

/** The analysis attributes the CX rows carry, with the types the column matching gives them. */
export const CX_ATTRIBUTES = [
  { code: 'customer_id', name: 'Müşteri / Customer', type: 'TEXT' },
  { code: 'segment', name: 'Segment', type: 'TEXT' },
  { code: 'nps', name: 'NPS', type: 'NUMERIC' },
  { code: 'csat', name: 'CSAT', type: 'NUMERIC' },
  { code: 'city', name: 'Şehir / City', type: 'TEXT' },
] as const;

/** The demo analysis's agent attribute: who took a call-centre contact (FCR by agent, docs/first-call-resolution.md). */
export const CX_AGENT_ATTRIBUTE = { code: 'agent', name: 'Temsilci / Agent', type: 'TEXT' } as const;
export const CX_AGENTS = ['Ayşe Yılmaz', 'Mehmet Kaya', 'Zeynep Demir', 'Can Öztürk', 'Elif Şahin', 'Burak Aydın'] as const;

/**
 * The agent of a call-centre row (null on other channels): one of six, from a hash of the row id (FNV-1a), so the
 * rows' random streams — and every figure drawn from them — stay as they were.
 */
export function cxAgent(row: Pick<CxRow, 'id' | 'channel'>): string | null {
  if (row.channel !== 'CALL_CENTER') return null;
  let h = 0x811c9dc5;
  for (let i = 0; i < row.id.length; i++) h = Math.imul(h ^ row.id.charCodeAt(i), 0x01000193);
  return CX_AGENTS[(h >>> 0) % CX_AGENTS.length] ?? null;
}

/** "2025-03-01 14:22:05": what spreadsheets export, read by the ISO date format (no zone: UTC). */
export const cxDateCell = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** A dialogue in one cell, a "speaker: text" line per turn (the form the upload reads). */
const turnsCell = (row: CxRow): string => (row.turns ?? []).map((t) => `${t.speaker}: ${t.text}`).join('\n');

/** One CSV record (without its line end). */
export function cxCsvRecord(row: CxRow): string {
  return [
    row.id,
    cxDateCell(row.date),
    row.channel,
    row.text ?? turnsCell(row),
    row.customerId,
    row.segment,
    String(row.nps),
    String(row.csat),
    row.city,
  ]
    .map(csvCell)
    .join(',');
}

/**
 * The CSV in chunks of `recordsPerChunk` records (CRLF line ends, header first), for writing a file of any size
 * without building it in memory.
 */
export function* cxCsvChunks(rows: Iterable<CxRow>, recordsPerChunk = 1000): Generator<string> {
  let chunk = CX_CSV_HEADER.join(',') + '\r\n';
  let n = 0;
  for (const row of rows) {
    chunk += cxCsvRecord(row) + '\r\n';
    if (++n % recordsPerChunk === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}

/** The whole CSV as one string: for small files (tests, the browser test's upload). */
export const cxCsv = (rows: Iterable<CxRow>): string => [...cxCsvChunks(rows)].join('');

/** A row as a JSON document (jsonDocumentSchema): text or turns, the date, and the attributes. */
export function cxJsonDocument(row: CxRow): JsonDocument {
  return {
    id: row.id,
    ...(row.turns ? { turns: row.turns.map((t) => ({ speaker: t.speaker, text: t.text, time: t.time })) } : { text: row.text }),
    date: row.date.toISOString(),
    attributes: { customer_id: row.customerId, segment: row.segment, nps: row.nps, csat: row.csat, city: row.city },
  };
}

/** The JSON document of a row naming its agent when it has one (the demo analysis has the attribute). */
function withAgent(row: CxRow): JsonDocument {
  const doc = cxJsonDocument(row);
  const agent = cxAgent(row);
  return agent === null ? doc : { ...doc, attributes: { ...doc.attributes, agent } };
}

export interface CxJsonBatch {
  channelCode: CxChannel;
  documents: JsonDocument[];
}

/**
 * Documents grouped by channel in batches of at most `size` (a JSON call takes up to 5,000 of one channel). Holds
 * at most one partial batch per channel. `agents`: call-centre documents name their agent.
 */
export function* cxJsonBatches(rows: Iterable<CxRow>, size = 1000, options: { agents?: boolean } = {}): Generator<CxJsonBatch> {
  const open = new Map<CxChannel, JsonDocument[]>();
  for (const row of rows) {
    const batch = open.get(row.channel) ?? [];
    batch.push(options.agents ? withAgent(row) : cxJsonDocument(row));
    if (batch.length >= size) {
      open.delete(row.channel);
      yield { channelCode: row.channel, documents: batch };
    } else open.set(row.channel, batch);
  }
  for (const [channelCode, documents] of open) yield { channelCode, documents };
}
