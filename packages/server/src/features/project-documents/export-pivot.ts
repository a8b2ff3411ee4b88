import type { pivotBody, pivotDocumentFields } from '@sentio/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import type { SheetCell } from '../../platform/uploads/parse.js';
import type { Catalogue, CatalogueModel } from './catalogue.js';
import type { ExportTable } from './export-file.js';
import type { ExportRepository, PivotCount, PivotKey } from './export-repository.js';
import type { SearchFilter } from './search-filter.js';

export type Pivot = z.output<typeof pivotBody>;

/** The label of the row of documents without a value (no channel, no sentiment, no such attribute). */
export const PIVOT_NONE = '(none)';
export const PIVOT_TOTAL = 'Total';

const dateFields: ReadonlySet<string> = new Set(['contentMonth', 'contentWeek', 'contentDay']);
/** The row key of each document field of the contract (a field added there fails this record's type check). */
const documentKeys: Record<(typeof pivotDocumentFields)[number], (timeZone: string) => PivotKey> = {
  channel: () => ({ kind: 'channel' }),
  sentiment: () => ({ kind: 'sentiment' }),
  language: () => ({ kind: 'language' }),
  status: () => ({ kind: 'status' }),
  contentMonth: (timeZone) => ({ kind: 'contentMonth', timeZone }),
  contentWeek: (timeZone) => ({ kind: 'contentWeek', timeZone }),
  contentDay: (timeZone) => ({ kind: 'contentDay', timeZone }),
};
const documentKey = (field: string) =>
  Object.hasOwn(documentKeys, field) ? documentKeys[field as keyof typeof documentKeys] : undefined;

/**
 * The pivot's model and row key, checked against the analysis: an unknown model is ANALYSIS_MODEL_NOT_FOUND, one
 * without categories (sentiment, entities) and a field that is neither a document field nor an attribute are
 * FIELD_INVALID_OPTION (docs/reports.md#pivot-download).
 */
export function checkPivot(cat: Catalogue, pivot: Pivot, timeZone: string): { model: CatalogueModel; key: PivotKey } {
  const model = cat.byCode.get(pivot.modelCode);
  if (!model) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', 'pivot.modelCode');
  if (model.senseType === 'SENTIMENT' || model.senseType === 'NAMED_ENTITY')
    throw errors.badRequest('FIELD_INVALID_OPTION', 'pivot.modelCode');
  const { field } = pivot;
  const fromDocument = documentKey(field);
  let key: PivotKey;
  if (fromDocument) key = fromDocument(timeZone);
  else if (cat.attributes.has(field)) key = { kind: 'attribute', code: field };
  else throw errors.badRequest('FIELD_INVALID_OPTION', 'pivot.field');
  return { model, key };
}

/**
 * The pivot table: a row per value of the field (dates in order, other values by their total, then by value; the
 * documents without a value last), a column per category of the model — its leaves in tree order, then any other
 * category the documents still carry — each cell the documents with that value and category, a Total column
 * (documents of the row) and a Total row (documents of the category). Counts are of distinct documents, so with a
 * multi-label model a row's cells may add up to more than its Total (docs/reports.md#pivot-download).
 */
export async function pivotTable(
  repo: Pick<ExportRepository, 'pivotCounts' | 'channelNames'>,
  cat: Catalogue,
  filter: SearchFilter,
  pivot: Pivot,
  timeZone: string,
): Promise<ExportTable> {
  const { model, key } = checkPivot(cat, pivot, timeZone);
  const [counts, channels] = await Promise.all([
    repo.pivotCounts(filter, model.id, key),
    key.kind === 'channel' ? repo.channelNames(cat.project.workspace_id) : Promise.resolve(new Map<string, string>()),
  ]);
  return buildPivot(counts, model, pivot.field, (value) => channels.get(value) ?? value);
}

/** Pure: the table of `pivotTable` from the grouped counts. */
export function buildPivot(
  counts: readonly PivotCount[],
  model: Pick<CatalogueModel, 'labelIds' | 'names'>,
  field: string,
  label: (value: string) => string = (v) => v,
): ExportTable {
  const cells = new Map<string, number>();
  const rowTotals = new Map<string | null, number>();
  const columnTotals = new Map<string, number>();
  let total = 0;
  const cellKey = (k: string | null, c: string) => JSON.stringify([k, c]);
  for (const c of counts) {
    if (c.grouping === 0 && c.categoryId !== null) cells.set(cellKey(c.key, c.categoryId), c.n);
    else if (c.grouping === 1) rowTotals.set(c.key, c.n);
    else if (c.grouping === 2 && c.categoryId !== null) columnTotals.set(c.categoryId, c.n);
    else if (c.grouping === 3) total = c.n;
  }
  const leaves = [...model.labelIds];
  const others = [...columnTotals.keys()].filter((id) => !model.labelIds.has(id)).sort();
  const columns = [...leaves, ...others];
  const byDate = dateFields.has(field);
  const keys = [...rowTotals.keys()].sort((a, b) => {
    if (a === null || b === null) return a === null ? 1 : -1;
    if (byDate) return a.localeCompare(b);
    return (rowTotals.get(b) ?? 0) - (rowTotals.get(a) ?? 0) || a.localeCompare(b);
  });
  const rows: SheetCell[][] = keys.map((k) => [
    k === null ? PIVOT_NONE : label(k),
    ...columns.map((id) => cells.get(cellKey(k, id)) ?? 0),
    rowTotals.get(k) ?? 0,
  ]);
  rows.push([PIVOT_TOTAL, ...columns.map((id) => columnTotals.get(id) ?? 0), total]);
  return { columns: [field, ...columns.map((id) => model.names.get(id)?.path ?? id), PIVOT_TOTAL], rows };
}
