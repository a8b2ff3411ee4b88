import * as echarts from 'echarts';
import type { NotificationChart } from '@sentio/domain';
import type { Report } from './evaluate.js';
import type { MailTexts } from './mail-texts.js';

export interface RenderedChart {
  title: string;
  svg: string;
}

const WIDTH = 600;
const HEIGHT = 300;
const COLORS = ['#2563eb', '#16a34a', '#dc2626', '#f59e0b', '#7c3aed', '#0891b2'];

/** The x-axis text of a trend bucket (`YYYY-MM-DD HH`): the hour for hourly reports, the day otherwise. */
const axisLabel = (bucket: string, hourly: boolean): string =>
  hourly ? `${bucket.slice(5, 10)} ${bucket.slice(11, 13)}:00` : bucket.slice(0, 10);

type Option = Record<string, unknown>;

function optionOf(chart: NotificationChart, r: Report, t: MailTexts, hourly: boolean): Option {
  const x = r.trend.map((p) => axisLabel(p.bucket, hourly));
  const grid = { left: 48, right: 24, top: 40, bottom: 48, containLabel: true };
  const legend = { top: 8 };
  switch (chart.type) {
    case 'NPS_TREND':
      return {
        grid,
        xAxis: { type: 'category', data: x },
        yAxis: { type: 'value', min: -100, max: 100 },
        series: [{ type: 'line', name: t.nps, data: r.trend.map((p) => p.nps), connectNulls: true, label: { show: true } }],
      };
    case 'VOLUME_TREND':
      return {
        grid,
        legend,
        xAxis: { type: 'category', data: x },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { type: 'bar', name: t.documents, data: r.trend.map((p) => p.documents) },
          { type: 'line', name: t.negative, data: r.trend.map((p) => p.negative) },
        ],
      };
    case 'SENTIMENT_SHARE':
      return {
        legend,
        series: [
          {
            type: 'pie',
            radius: ['35%', '65%'],
            top: 24,
            label: { formatter: '{b}: {c} ({d}%)' },
            data: [
              { name: t.positive, value: r.current.positive, itemStyle: { color: '#16a34a' } },
              { name: t.neutral, value: r.current.neutral, itemStyle: { color: '#9ca3af' } },
              { name: t.negative, value: r.current.negative, itemStyle: { color: '#dc2626' } },
            ],
          },
        ],
      };
    case 'TOP_CATEGORIES': {
      const rows = [...r.categories].reverse();
      return {
        grid: { ...grid, left: 16 },
        legend,
        xAxis: { type: 'value', minInterval: 1 },
        yAxis: { type: 'category', data: rows.map((c) => c.name) },
        series: [
          { type: 'bar', name: t.period, data: rows.map((c) => c.n) },
          { type: 'bar', name: t.previous, data: rows.map((c) => c.previous) },
        ],
      };
    }
    case 'CATEGORY_TREND':
      return {
        grid,
        legend,
        xAxis: { type: 'category', data: x },
        yAxis: { type: 'value', minInterval: 1 },
        series: r.categoryTrend.map((c) => ({ type: 'line', name: c.name, data: c.points })),
      };
    case 'CUSTOMER_INSIGHT': {
      const rows = r.insights.find((i) => i.attribute === chart.baseParameter)?.rows ?? [];
      return {
        grid,
        legend,
        xAxis: { type: 'category', data: rows.map((v) => v.value), axisLabel: { interval: 0, rotate: rows.length > 5 ? 30 : 0 } },
        yAxis: [
          { type: 'value', minInterval: 1 },
          { type: 'value', min: -100, max: 100 },
        ],
        series: [
          { type: 'bar', name: t.documents, data: rows.map((v) => v.documents) },
          { type: 'line', name: t.nps, yAxisIndex: 1, data: rows.map((v) => v.nps), connectNulls: true },
        ],
      };
    }
  }
}

/** Renders one chart to an SVG document on the server (echarts' server-side SVG renderer: no browser, no canvas). */
export function renderChart(chart: NotificationChart, r: Report, t: MailTexts, hourly: boolean): RenderedChart {
  const title =
    chart.type === 'CUSTOMER_INSIGHT' && chart.baseParameter
      ? `${t.charts[chart.type]}: ${chart.baseParameter}`
      : t.charts[chart.type];
  const instance = echarts.init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height: HEIGHT });
  try {
    instance.setOption({
      animation: false,
      backgroundColor: '#ffffff',
      color: COLORS,
      textStyle: { fontFamily: 'Arial, Helvetica, sans-serif' },
      ...optionOf(chart, r, t, hourly),
    });
    return { title, svg: instance.renderToSVGString() };
  } finally {
    instance.dispose();
  }
}

/** An `<img>` source for an SVG: mail clients show data URIs where they cannot run scripts or fetch images. */
export const svgDataUri = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
