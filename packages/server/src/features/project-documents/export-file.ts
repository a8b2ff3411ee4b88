import ExcelJS from 'exceljs';
import type { SearchRequest } from '@sentio/domain';
import type { AttributeValue } from '../../platform/db/schema-projects.js';
import { toCsv } from '../../platform/uploads/parse.js';
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

const cell = (v: AttributeValue | undefined): string =>
  v === null || v === undefined ? '' : Array.isArray(v) ? v.join('; ') : String(v);

/** Dialogues read as one "speaker: text" line per turn. */
const contentOf = (row: DocumentRow): string =>
  row.turns && row.turns.length > 0 ? row.turns.map((t) => `${t.speaker}: ${t.text}`).join('\n') : row.content;

/** The export's header and rows: document columns, one column per model (category paths), then the chosen attributes. */
export async function exportTable(
  repo: ExportRepository,
  cat: Catalogue,
  filter: SearchFilter,
  fields: readonly string[],
): Promise<{ columns: string[]; rows: string[][] }> {
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
  const rows: string[][] = [];
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

/** The same escaping as the CSV writer: a spreadsheet must show formula-like cells as text. */
const formulaStart = /^[=+\-@\t\r]/;
const safe = (v: string): string => (formulaStart.test(v) ? `'${v}` : v);

export async function renderExport(type: ExportType, table: { columns: string[]; rows: string[][] }): Promise<Buffer> {
  if (type === 'CSV') return Buffer.from(toCsv(table.columns, table.rows, { bom: true }), 'utf8');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Documents');
  sheet.addRow(table.columns.map(safe));
  for (const row of table.rows) sheet.addRow(row.map(safe));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const exportMime: Record<ExportType, string> = {
  CSV: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
