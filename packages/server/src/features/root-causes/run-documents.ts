import { searchRequestSchema } from '@sentio/domain';
import type { StoredRcaSettings } from '../../platform/db/schema-root-causes.js';
import type { Catalogue } from '../project-documents/catalogue.js';
import { buildSearchFilter, type SearchFilter } from '../project-documents/search-filter.js';
import type { RunTaskDocument } from './run-task.js';

/**
 * An analysis reads its documents as the search reads them: its query, attribute filters and content date range
 * go through the search's one planner (a filter the search refuses, the analysis refuses with the same 400).
 */
export function analysisSearchFilter(settings: StoredRcaSettings, cat: Catalogue): SearchFilter {
  const iso = (d: string | null) => (d === null ? null : new Date(d).toISOString());
  const request = searchRequestSchema.parse({
    query: settings.query,
    fieldQueries: settings.fieldQueries,
    startDate: iso(settings.startDate),
    endDate: iso(settings.endDate),
    searchByDate: 'CONTENT_DATE',
  });
  return buildSearchFilter(request, cat.searchContext);
}

/** A document as the run reads it. */
export interface RunDocumentRow {
  id: string;
  content: string;
  turns: { speaker: string; text: string }[] | null;
  sentiment: string | null;
  content_date: Date | string;
  attributes: Record<string, unknown> | null;
}

const speakerOf = { CUSTOMER: 'customer', AGENT: 'agent', BOT: 'bot' } as const;

/** The text the clustering reads: with an actor type, only that speaker's turns of a dialogue. */
export function runDocument(
  row: RunDocumentRow,
  actorType: keyof typeof speakerOf | null,
  attributeCodes: readonly string[],
): RunTaskDocument {
  const speaker = actorType === null ? null : speakerOf[actorType];
  const text =
    speaker !== null && row.turns
      ? row.turns
          .filter((t) => t.speaker === speaker)
          .map((t) => t.text)
          .join('\n')
      : row.content;
  return {
    id: row.id,
    text,
    sentiment: row.sentiment,
    date: new Date(row.content_date).getTime(),
    attributes: attributeCodes.map((code) => attributeText(row.attributes?.[code])),
  };
}

function attributeText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.length === 0 ? null : v.map(String).join(', ');
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}
