import type { TFunction } from 'i18next';
import type { Change, Drill, TrendPoint, WidgetData } from '@sentio/domain';
import { formatBucket, formatScore, formatShare, isHourly } from './format';

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

function trendElements(t: TFunction, language: string, points: readonly TrendPoint[], comparison: boolean): WidgetElement[] {
  const hourly = isHourly(points);
  return points.map((p, i) => ({
    key: `${comparison ? 'c' : 'm'}${i}`,
    label: comparison
      ? t('dashboard:elements.comparisonBucket', { bucket: formatBucket(p.bucket, language, hourly) })
      : formatBucket(p.bucket, language, hourly),
    count: p.count,
    detail: p.value === null ? null : formatScore(p.value, language),
    drill: p.drill,
  }));
}

/**
 * Every clickable element of a widget in a fixed order: the chart's click handlers, the "show as table" rows and the
 * `widget-drill-{kind}-{index}` test ids all use this index.
 */
export function widgetElements(data: WidgetData, t: TFunction, language: string): WidgetElement[] {
  switch (data.kind) {
    case 'NPS':
    case 'CSAT':
      return [
        ...data.bands.map((b) => ({ key: `b${b.key}`, label: bandLabel(t, b.key), count: b.count, detail: null, drill: b.drill })),
        ...trendElements(t, language, data.trend, false),
        ...trendElements(t, language, data.comparisonTrend, true),
      ];
    case 'SENTIMENT':
      return [
        ...data.bands.map((b) => ({ key: `b${b.key}`, label: bandLabel(t, b.key), count: b.count, detail: null, drill: b.drill })),
        ...trendElements(t, language, data.trend, false),
      ];
    case 'CATEGORY_DISTRIBUTION':
      return data.categories.map((c) => ({
        key: c.categoryId,
        label: c.name,
        count: c.count,
        detail: formatShare(c.share, language),
        drill: c.drill,
      }));
    case 'CATEGORY_COMPARISON':
      return data.rows.map((r) => ({
        key: r.categoryId,
        label: r.name,
        count: r.main,
        detail: formatShare(r.mainShare, language),
        drill: r.drill,
      }));
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
      return [...trendElements(t, language, data.trend, false), ...trendElements(t, language, data.comparisonTrend, true)];
    case 'ATTRIBUTE_BASED_KEYWORDS':
      return data.words.map((w) => ({ key: w.text, label: w.text, count: w.count, detail: null, drill: w.drill }));
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
      return String(data.main.n);
    case 'CATEGORY_DISTRIBUTION':
      return String(data.total);
    case 'IMPACT':
      return formatScore(data.overall, language);
    case 'ATTRIBUTE_DISTRIBUTION':
      return String(data.n);
    case 'ATTRIBUTE_BASED_KEYWORDS':
      return String(data.sampled);
    case 'TIME_TREND':
      return String(data.trend.reduce((sum, p) => sum + p.count, 0));
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
      return data.comparison ? { value: String(data.comparison.n), change: null } : null;
    case 'TIME_TREND':
      return data.comparisonTrend.length > 0
        ? { value: String(data.comparisonTrend.reduce((sum, p) => sum + p.count, 0)), change: null }
        : null;
    default:
      return null;
  }
}
