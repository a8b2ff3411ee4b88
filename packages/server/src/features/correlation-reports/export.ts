import type { CorrelationResult, ReportExportQuery } from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import { toCsv, toXlsxSheets } from '../../platform/uploads/parse.js';
import { exportMime } from '../project-documents/export-file.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { EfficiencyExports, ReportTable } from './ports.js';
import { storedResult } from './presenter.js';
import type { ReportService } from './service.js';

export interface ReportFile {
  fileName: string;
  mime: string;
  bytes: Buffer;
}

/**
 * A correlation report as tables (docs/reports.md): the count matrix, the percent matrix (x rows, y columns, as the
 * heat-map shows them) and one row per cell with its expected count, lift, residual and significance.
 */
export function correlationTables(result: CorrelationResult): ReportTable[] {
  const yNames = result.yItems.map((i) => i.name);
  const cell = new Map(result.cells.map((c) => [`${c.x}\u0000${c.y}`, c]));
  const matrix = (sheet: string, pick: (x: string, y: string) => number | null): ReportTable => ({
    sheet,
    header: ['', ...yNames],
    rows: result.xItems.map((x) => [x.name, ...result.yItems.map((y) => pick(x.key, y.key))]),
  });
  const xName = new Map(result.xItems.map((i) => [i.key, i.name]));
  const yName = new Map(result.yItems.map((i) => [i.key, i.name]));
  return [
    matrix('Counts', (x, y) => cell.get(`${x}\u0000${y}`)?.count ?? 0),
    matrix('Percent', (x, y) => cell.get(`${x}\u0000${y}`)?.percent ?? 0),
    {
      sheet: 'Cells',
      header: ['x', 'y', 'count', 'percent', 'expected', 'lift', 'residual', 'significant'],
      rows: result.cells.map((c) => [
        xName.get(c.x) ?? c.x,
        yName.get(c.y) ?? c.y,
        c.count,
        c.percent,
        c.expected,
        c.lift,
        c.residual,
        c.significant ? 'yes' : 'no',
      ]),
    },
  ];
}

/** Excel's sheet names: at most 31 characters, none of []:*?/\ — and unique in the book. */
function sheetNames(tables: readonly ReportTable[]): string[] {
  const used = new Set<string>();
  return tables.map((t, i) => {
    let name =
      t.sheet
        .replace(/[[\]:*?/\\]/g, ' ')
        .trim()
        .slice(0, 31) || `Sheet ${i + 1}`;
    if (used.has(name)) name = `${name.slice(0, 27)} ${i + 1}`;
    used.add(name);
    return name;
  });
}

/** CSV: the tables one after another with a blank line between them; XLSX: one sheet each. One writer for both. */
export async function renderTables(type: 'CSV' | 'XLSX', tables: readonly ReportTable[]): Promise<Buffer> {
  if (type === 'CSV')
    return Buffer.from('\uFEFF' + tables.map((t) => toCsv(t.header, t.rows, { style: 'EXCEL' })).join('\r\n'), 'utf8');
  const names = sheetNames(tables);
  return toXlsxSheets(tables.map((t, i) => ({ name: names[i] ?? t.sheet, columns: t.header, rows: t.rows })));
}

/**
 * GET efficiency/report/export: a ready correlation report (not ready: 400 REPORT_NOT_READY), or an efficiency or
 * marking report through the efficiency area's port.
 */
export async function exportReport(
  reports: ReportService,
  efficiency: EfficiencyExports | null,
  scope: ProjectScope,
  code: string,
  query: ReportExportQuery,
): Promise<ReportFile> {
  const type = query.fileType;
  const ext = type.toLowerCase();
  if (query.kind === 'CORRELATION') {
    const row = await reports.row(scope, code, query.id ?? '');
    const result = storedResult(row);
    if (!result) throw errors.badRequest('REPORT_NOT_READY');
    return { fileName: `${row.name}.${ext}`, mime: exportMime[type], bytes: await renderTables(type, correlationTables(result)) };
  }
  if (!efficiency) throw errors.badRequest('FIELD_INVALID_OPTION', 'kind');
  const tables = await efficiency.table(scope, code, query);
  const name = query.kind === 'EFFICIENCY' ? `efficiency-${query.modelCode ?? ''}` : `marking-${query.markingGoalId ?? ''}`;
  return { fileName: `${code}-${name}.${ext}`, mime: exportMime[type], bytes: await renderTables(type, tables) };
}
