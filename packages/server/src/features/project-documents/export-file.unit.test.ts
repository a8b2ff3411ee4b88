import type { WidgetData } from '@sentio/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { widgetTable } from '../project-dashboard/export-table.js';
import { renderExport } from './export-file.js';

const summary = { n: 90, promoters: 10, passives: 42, detractors: 38, score: -31.1 };
const nps = {
  kind: 'NPS',
  main: summary,
  comparison: { ...summary, score: -5 },
  change: null,
  trend: [],
  comparisonTrend: [],
  bands: [],
} as unknown as WidgetData;

describe('widget export', () => {
  it('writes negative numbers as numbers in CSV, whatever the style', async () => {
    for (const style of ['EXCEL', 'RAW'] as const) {
      const lines = (await renderExport('CSV', widgetTable(nps), style))
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      expect(lines).toContain('score,-31.1');
      expect(lines).toContain('comparisonScore,-5');
    }
  });

  it('writes them as numeric XLSX cells', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await renderExport('XLSX', widgetTable(nps))) as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0]?.getRow(2).values).toEqual([undefined, 'score', -31.1]);
  });
});
