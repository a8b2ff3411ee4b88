import type { CsvStyle, SearchRequest } from '@sentio/domain';
import type { AttributeValue } from '../../platform/db/schema-projects.js';
import { toCsv, toXlsx, type SheetCell } from '../../platform/uploads/parse.js';
import type { Catalogue } from './catalogue.js';
import type { ExportRepository } from './export-repository.js';
import type { DocumentRow } from './hydrate.js';
import { buildSearchFilter, type SearchFilter } from './search-filter.js';

export type ExportType = 'CSV' | 'XLSX';
const BATCH = 1000;

/** Only successful predictions are exported (a failed or pending document has nothing to show), under the list's filters. */
export function exportFilter(search: SearchRequest, cat: Catalogue): SearchFilter {
  const filter = buildSearchFilter({ ...search, predictionStatus: null }, cat.searchContext);
  return {
    query: filter.query,
    where: (eb) => eb.and([filter.where(eb), eb('project_document.prediction_status', '=', 'SUCCESS')]),
  };
}

/** A numeric attribute stays a number (a numeric XLSX cell, never escaped as text). */
const cell = (v: AttributeValue | undefined): SheetCell =>
  v === null || v === undefined ? '' : Array.isArray(v) ? v.join('; ') : typeof v === 'number' ? v : String(v);

/** Dialogues read as one "speaker: text" line per turn. */
const contentOf = (row: DocumentRow): string =>
  row.turns && row.turns.length > 0 ? row.turns.map((t) => `${t.speaker}: ${t.text}`).join('\n') : row.content;

/** The export's header and rows: document columns, one column per model (category paths), then the chosen attributes. */
export async function exportTable(
  repo: ExportRepository,
  cat: Catalogue,
  filter: SearchFilter,
  fields: readonly string[],
): Promise<ExportTable> {
  const models = cat.models.filter((m) => m.senseType !== 'SENTIMENT' && m.senseType !== 'NAMED_ENTITY');
  const columns = [
    'id',
    'externalId',
    'contentDate',
    'channel',
    'language',
    'content',
    'status',
    'sentiment',
    ...models.map((m) => m.name),
    ...fields,
  ];
  const rows: SheetCell[][] = [];
  for (let offset = 0; ; offset += BATCH) {
    const page = await repo.page(filter, offset, BATCH);
    if (page.length === 0) break;
    const cats = await repo.categories(page.map((r) => r.id));
    const byDoc = new Map<string, { model_id: string; category_id: string }[]>();
    for (const c of cats) byDoc.set(c.document_id, [...(byDoc.get(c.document_id) ?? []), c]);
    for (const r of page) {
      const own = byDoc.get(r.id) ?? [];
      rows.push([
        r.id,
        r.external_id ?? '',
        new Date(r.content_date).toISOString(),
        r.channel_code ?? '',
        r.language,
        contentOf(r),
        r.status,
        r.sentiment ?? '',
        ...models.map((m) =>
          own
            .filter((c) => c.model_id === m.id)
            .map((c) => m.names.get(c.category_id)?.path ?? c.category_id)
            .join('; '),
        ),
        ...fields.map((f) => cell(r.attributes[f])),
      ]);
    }
    if (page.length < BATCH) break;
  }
  return { columns, rows };
}

/** A table to write: a header and rows of texts and numbers. */
export interface ExportTable {
  columns: string[];
  rows: SheetCell[][];
}

/**
 * The file of an export (documents or a widget's table), written by the one CSV/XLSX writer of the server, which
 * escapes formula-like texts for spreadsheets (CSV `EXCEL`, the default) or not at all (CSV `RAW`, for programs).
 */
export async function renderExport(
  type: ExportType,
  table: ExportTable,
  csvStyle: CsvStyle = 'EXCEL',
  sheet = 'Documents',
): Promise<Buffer> {
  if (type === 'CSV') return Buffer.from(toCsv(table.columns, table.rows, { bom: true, style: csvStyle }), 'utf8');
  return toXlsx(sheet, table.columns, table.rows);
}

export const exportMime: Record<ExportType, string> = {
  CSV: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
