import { toWall, type TrendPoint, type WidgetData } from '@sentio/domain';

export interface Table {
  columns: string[];
  rows: (string | number)[][];
}

/** Numbers stay numbers, so the file writer never turns them into (escaped) text. */
const cell = (v: number | string | null | undefined): string | number => (v === null || v === undefined ? '' : v);
/**
 * A bucket as the chart labels it: its start in the reporting zone (a day as `YYYY-MM-DD`, an hour with its time),
 * never the UTC instant, whose date is the day before for every zone east of UTC (docs/dashboards.md).
 */
export function localBucket(iso: string | undefined, timeZone: string): string {
  if (iso === undefined) return '';
  const wall = toWall(new Date(iso), timeZone);
  return wall.format(wall.hour() === 0 && wall.minute() === 0 ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm');
}

const trendTable = (points: TrendPoint[], comparison: TrendPoint[], timeZone: string): Table => ({
  columns: ['bucket', 'count', 'value', 'comparisonBucket', 'comparisonCount', 'comparisonValue'],
  rows: points.map((p, i) => {
    const c = comparison[i];
    return [
      localBucket(p.bucket, timeZone),
      cell(p.count),
      cell(p.value),
      localBucket(c?.bucket, timeZone),
      cell(c?.count),
      cell(c?.value),
    ];
  }),
});

/** The rows a widget shows, as a table for CSV/XLSX (`widget/{id}/export/result`); empty without data. */
/** An impact table (categories or root causes): the row's id under `idColumn`, then the same measures. */
interface ImpactRow {
  name: string;
  count: number;
  scoreWith: number | null;
  scoreWithout: number | null;
  impact: number | null;
  change: { pValue: number | null; significant: boolean };
}
const impactTable = <R extends ImpactRow>(idColumn: string, rows: R[], idOf: (r: R) => string): Table => ({
  columns: [idColumn, 'name', 'count', 'scoreWith', 'scoreWithout', 'impact', 'pValue', 'significant'],
  rows: rows.map((r) => [
    idOf(r),
    r.name,
    cell(r.count),
    cell(r.scoreWith),
    cell(r.scoreWithout),
    cell(r.impact),
    cell(r.change.pValue),
    String(r.change.significant),
  ]),
});

export function widgetTable(data: WidgetData | null, timeZone = 'UTC'): Table {
  if (!data) return { columns: [], rows: [] };
  switch (data.kind) {
    case 'NPS':
    case 'CSAT':
      return {
        columns: ['band', 'count'],
        rows: [
          ...data.bands.map((b) => [b.key, cell(b.count)]),
          ['score', cell(data.main.score)],
          ['comparisonScore', cell(data.comparison?.score)],
        ],
      };
    case 'SENTIMENT':
      return { columns: ['polarity', 'count'], rows: data.bands.map((b) => [b.key, cell(b.count)]) };
    case 'CATEGORY_DISTRIBUTION':
      return {
        columns: ['categoryId', 'name', 'parentId', 'count', 'share', 'positive', 'negative', 'nps', 'csat'],
        rows: data.categories.map((c) => [
          c.categoryId,
          c.name,
          cell(c.parentId),
          cell(c.count),
          cell(c.share),
          cell(c.positive),
          cell(c.negative),
          cell(c.nps),
          cell(c.csat),
        ]),
      };
    case 'CATEGORY_COMPARISON':
      return {
        columns: ['categoryId', 'name', 'main', 'comparison', 'mainShare', 'comparisonShare', 'delta', 'pValue', 'significant'],
        rows: data.rows.map((r) => [
          r.categoryId,
          r.name,
          cell(r.main),
          cell(r.comparison),
          cell(r.mainShare),
          cell(r.comparisonShare),
          cell(r.change.delta),
          cell(r.change.pValue),
          String(r.change.significant),
        ]),
      };
    case 'IMPACT':
      return impactTable('categoryId', data.rows, (r) => r.categoryId);
    case 'CATEGORY_CHANNEL':
      return {
        columns: ['categoryId', 'name', ...data.channels.map((c) => c.name || c.code)],
        rows: data.rows.map((r) => [r.categoryId, r.name, ...r.cells.map((c) => cell(c.count))]),
      };
    case 'QUADRANT':
      return {
        columns: ['categoryId', 'name', data.xAxis, data.yAxis, 'count'],
        rows: data.points.map((p) => [p.categoryId, p.name, cell(p.x), cell(p.y), cell(p.count)]),
      };
    case 'SCORE_TABLE':
      return {
        columns: ['key', 'name', 'n', 'score', 'mean', 'p25', 'p50', 'p75'],
        rows: data.rows.map((r) => [
          r.key,
          r.name,
          cell(r.n),
          cell(r.score),
          cell(r.mean),
          cell(r.p25),
          cell(r.p50),
          cell(r.p75),
        ]),
      };
    case 'TIME_TREND':
      return trendTable(data.trend, data.comparisonTrend, timeZone);
    case 'ATTRIBUTE_BASED_KEYWORDS':
      return {
        columns: ['word', 'count', 'weight', 'negativeShare'],
        rows: data.words.map((w) => [w.text, cell(w.count), cell(w.weight), cell(w.negativeShare)]),
      };
    case 'ATTRIBUTE_DISTRIBUTION':
      return { columns: ['from', 'to', 'count'], rows: data.buckets.map((b) => [cell(b.from), cell(b.to), cell(b.count)]) };
    case 'ROOT_CAUSE_VOLUME':
      return {
        columns: ['rootCauseId', 'name', 'count', 'share', 'comparison', 'comparisonShare', 'delta', 'pValue', 'significant'],
        rows: data.rows.map((r) => [
          r.rootCauseId,
          r.name,
          cell(r.count),
          cell(r.share),
          cell(r.comparison),
          cell(r.comparisonShare),
          cell(r.change?.delta),
          cell(r.change?.pValue),
          r.change ? String(r.change.significant) : '',
        ]),
      };
    case 'ROOT_CAUSE_IMPACT':
      return impactTable('rootCauseId', data.rows, (r) => r.rootCauseId);
    case 'ROOT_CAUSE_TREND':
      return {
        columns: ['rootCauseId', 'name', 'bucket', 'count'],
        rows: data.series.flatMap((s) =>
          s.trend.map((p) => [s.rootCauseId, s.name, localBucket(p.bucket, timeZone), cell(p.count)]),
        ),
      };
  }
}
