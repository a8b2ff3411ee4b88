import type { TFunction } from 'i18next';
import type { Change, Drill, TrendPoint, WidgetData } from '@sentio/domain';
import { mergeDrills } from '@sentio/domain';
import { formatBucket, formatCount, formatScore, formatShare, isHourly } from './format';
import { rootCauseLabel } from './rootCauses';

/** One clickable element of a chart: what it is, how many documents it stands for, and the filter selecting them. */
export interface WidgetElement {
  key: string;
  label: string;
  count: number;
  /** The element's metric beside the count (a score, a share), when it has one. */
  detail: string | null;
  drill: Drill;
}

/** Band keys as the server may spell them (DETRACTORS, detractor…) → the translation key. */
export function bandKey(key: string): string {
  const k = key.toLowerCase();
  return k.endsWith('s') ? k.slice(0, -1) : k;
}

export function bandLabel(t: TFunction, key: string): string {
  return t(`dashboard:band.${bandKey(key)}`, { defaultValue: key });
}

/** What the elements' labels and drills depend on besides the data. */
export interface ElementContext {
  language: string;
  /** The reporting zone: trend buckets are its local days (labels must name the day their drill opens). */
  timeZone: string;
  /** The comparison range as URL dates (`csd`/`ced`), when the widget was computed with one. */
  comparison?: { sd: string; ed: string } | null;
}

function trendElements(t: TFunction, ctx: ElementContext, points: readonly TrendPoint[], comparison: boolean): WidgetElement[] {
  const hourly = isHourly(points);
  return points.map((p, i) => ({
    key: `${comparison ? 'c' : 'm'}${i}`,
    label: comparison
      ? t('dashboard:elements.comparisonBucket', { bucket: formatBucket(p.bucket, ctx.language, ctx.timeZone, hourly) })
      : formatBucket(p.bucket, ctx.language, ctx.timeZone, hourly),
    count: p.count,
    detail: p.value === null ? null : formatScore(p.value, ctx.language),
    drill: p.drill,
  }));
}

export const sentimentPolarities = ['positive', 'neutral', 'negative'] as const;
export type Polarity = (typeof sentimentPolarities)[number];

/** Key of the sentiment trend's segment of bucket `index` and one polarity (the chart finds its element by it). */
export const segmentKey = (index: number, polarity: Polarity): string => `s${index}-${polarity}`;

/**
 * The sentiment trend's stacked segments: one per bucket and polarity with documents. A segment is the bucket's
 * documents of that polarity, so its drill is the bucket's dates AND the polarity band's sentiment filter.
 */
function segmentElements(
  t: TFunction,
  ctx: ElementContext,
  data: Extract<WidgetData, { kind: 'SENTIMENT' }>,
): WidgetElement[] {
  const hourly = isHourly(data.trend);
  const bands = new Map(data.bands.map((b) => [bandKey(b.key), b]));
  return data.trend.flatMap((p, i) =>
    sentimentPolarities.flatMap((polarity) => {
      const band = bands.get(polarity);
      const count = p[polarity] ?? 0;
      if (!band || count === 0) return [];
      return [
        {
          key: segmentKey(i, polarity),
          label: `${formatBucket(p.bucket, ctx.language, ctx.timeZone, hourly)} · ${bandLabel(t, polarity)}`,
          count,
          detail: null,
          drill: mergeDrills(band.drill, p.drill),
        },
      ];
    }),
  );
}

/**
 * The root cause trend: first each root cause (all its documents in range), then each one's points in series order —
 * a point is the root cause's documents in that bucket (its drill carries both).
 */
function rootCauseTrendElements(data: Extract<WidgetData, { kind: 'ROOT_CAUSE_TREND' }>, ctx: ElementContext): WidgetElement[] {
  const labels = data.series.map((s) => rootCauseLabel(s, ctx.language));
  const hourly = isHourly(data.series.flatMap((s) => s.trend));
  return [
    ...data.series.map((s, i) => ({ key: s.rootCauseId, label: labels[i] ?? s.name, count: s.count, detail: null, drill: s.drill })),
    ...data.series.flatMap((s, i) =>
      s.trend.map((p, j) => ({
        key: `${s.rootCauseId}|${j}`,
        label: `${labels[i] ?? s.name} · ${formatBucket(p.bucket, ctx.language, ctx.timeZone, hourly)}`,
        count: p.count,
        detail: null,
        drill: p.drill,
      })),
    ),
  ];
}

/** Key of a category comparison row's comparison bar. */
export const comparisonBarKey = (categoryId: string): string => `c|${categoryId}`;

/**
 * Every clickable element of a widget in a fixed order: the chart's click handlers, the "show as table" rows and the
 * `widget-drill-{kind}-{index}` test ids all use this index.
 */
export function widgetElements(data: WidgetData, t: TFunction, ctx: ElementContext): WidgetElement[] {
  const { language } = ctx;
  switch (data.kind) {
    case 'NPS':
    case 'CSAT':
      return [
        ...data.bands.map((b) => ({ key: `b${b.key}`, label: bandLabel(t, b.key), count: b.count, detail: null, drill: b.drill })),
        ...trendElements(t, ctx, data.trend, false),
        ...trendElements(t, ctx, data.comparisonTrend, true),
      ];
    case 'SENTIMENT':
      return [
        ...data.bands.map((b) => ({ key: `b${b.key}`, label: bandLabel(t, b.key), count: b.count, detail: null, drill: b.drill })),
        ...segmentElements(t, ctx, data),
      ];
    case 'CATEGORY_DISTRIBUTION':
      return data.categories.map((c) => ({
        key: c.categoryId,
        label: c.name,
        count: c.count,
        detail: formatShare(c.share, language),
        drill: c.drill,
      }));
    case 'CATEGORY_COMPARISON': {
      const main = data.rows.map((r) => ({
        key: r.categoryId,
        label: r.name,
        count: r.main,
        detail: formatShare(r.mainShare, language),
        drill: r.drill,
      }));
      // The comparison bars: the category in the comparison range (which the drill makes the list's range).
      const range = ctx.comparison;
      const comparison = range
        ? data.rows.map((r) => ({
            key: comparisonBarKey(r.categoryId),
            label: t('dashboard:elements.comparisonBucket', { bucket: r.name }),
            count: r.comparison,
            detail: formatShare(r.comparisonShare, language),
            drill: mergeDrills(r.drill, { fq: [], cq: [], names: {}, sd: range.sd, ed: range.ed }),
          }))
        : [];
      return [...main, ...comparison];
    }
    case 'IMPACT':
      return data.rows.map((r) => ({
        key: r.categoryId,
        label: r.name,
        count: r.count,
        detail: formatScore(r.impact, language),
        drill: r.drill,
      }));
    case 'CATEGORY_CHANNEL': {
      const names = new Map(data.channels.map((c) => [c.code, c.name]));
      return data.rows.flatMap((r) =>
        r.cells.map((c) => ({
          key: `${r.categoryId}|${c.channelCode}`,
          label: `${r.name} × ${names.get(c.channelCode) ?? c.channelCode}`,
          count: c.count,
          detail: null,
          drill: c.drill,
        })),
      );
    }
    case 'QUADRANT':
      return data.points.map((p) => ({
        key: p.categoryId,
        label: p.name,
        count: p.count,
        detail: `${formatScore(p.x, language)} / ${formatScore(p.y, language)}`,
        drill: p.drill,
      }));
    case 'SCORE_TABLE':
      return data.rows.map((r) => ({ key: r.key, label: r.name, count: r.n, detail: formatScore(r.score, language), drill: r.drill }));
    case 'TIME_TREND':
      return [...trendElements(t, ctx, data.trend, false), ...trendElements(t, ctx, data.comparisonTrend, true)];
    case 'ATTRIBUTE_BASED_KEYWORDS':
      return data.words.map((w) => ({ key: w.text, label: w.text, count: w.count, detail: null, drill: w.drill }));
    case 'ROOT_CAUSE_VOLUME':
      return data.rows.map((r) => ({
        key: r.rootCauseId,
        label: rootCauseLabel(r, language),
        count: r.count,
        detail: formatShare(r.share, language),
        drill: r.drill,
      }));
    case 'ROOT_CAUSE_IMPACT':
      return data.rows.map((r) => ({
        key: r.rootCauseId,
        label: rootCauseLabel(r, language),
        count: r.count,
        detail: formatScore(r.impact, language),
        drill: r.drill,
      }));
    case 'ROOT_CAUSE_TREND':
      return rootCauseTrendElements(data, ctx);
    case 'ATTRIBUTE_DISTRIBUTION':
      return data.buckets.map((b) => ({
        key: `${b.from}`,
        label: `${formatScore(b.from, language)} – ${formatScore(b.to, language)}`,
        count: b.count,
        detail: null,
        drill: b.drill,
      }));
  }
}

/** The headline number a card shows (`widget-{kind}-value`): the score, or the documents counted. */
export function headline(data: WidgetData, language: string): string | null {
  switch (data.kind) {
    case 'NPS':
    case 'CSAT':
      return formatScore(data.main.score, language);
    case 'SENTIMENT':
      return formatCount(data.main.n, language);
    case 'CATEGORY_DISTRIBUTION':
      return formatCount(data.total, language);
    case 'IMPACT':
      return formatScore(data.overall, language);
    case 'ATTRIBUTE_DISTRIBUTION':
      return formatCount(data.n, language);
    case 'ROOT_CAUSE_VOLUME':
      return formatCount(data.total, language);
    case 'ROOT_CAUSE_IMPACT':
      return formatScore(data.overall, language);
    case 'ATTRIBUTE_BASED_KEYWORDS':
      return formatCount(data.sampled, language);
    case 'TIME_TREND':
      return formatCount(data.trend.reduce((sum, p) => sum + p.count, 0), language);
    default:
      return null;
  }
}

/** The comparison period's headline (`widget-{kind}-comparison`) with its change, when the kind has one. */
export function comparisonHeadline(data: WidgetData, language: string): { value: string; change: Change | null } | null {
  switch (data.kind) {
    case 'NPS':
    case 'CSAT':
      return data.comparison ? { value: formatScore(data.comparison.score, language), change: data.change } : null;
    case 'SENTIMENT':
      return data.comparison ? { value: formatCount(data.comparison.n, language), change: null } : null;
    case 'TIME_TREND':
      return data.comparisonTrend.length > 0
        ? { value: formatCount(data.comparisonTrend.reduce((sum, p) => sum + p.count, 0), language), change: null }
        : null;
    case 'ROOT_CAUSE_VOLUME':
      return data.comparisonTotal !== null ? { value: formatCount(data.comparisonTotal, language), change: null } : null;
    default:
      return null;
  }
}
