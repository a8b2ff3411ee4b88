import type { CSSProperties } from 'react';
import EChartsReactCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, HeatmapChart, LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, HeatmapSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';

// Only what the statistics page and the dashboards draw: the full echarts bundle is several times larger.
echarts.use([
  HeatmapChart,
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  VisualMapComponent,
  LegendComponent,
  ScatterChart,
  MarkLineComponent,
  CanvasRenderer,
  SVGRenderer,
]);

export type ChartOption = ComposeOption<
  | HeatmapSeriesOption
  | BarSeriesOption
  | LineSeriesOption
  | ScatterSeriesOption
  | MarkLineComponentOption
  | GridComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
  | LegendComponentOption
>;

export interface ChartClick {
  componentType: string;
  seriesType?: string;
  data?: unknown;
  value?: unknown;
  seriesIndex?: number;
  dataIndex?: number;
}

/** An echarts chart from the tree-shaken core; `onClick` receives echarts' click parameters. */
export function Chart({
  option,
  style,
  onClick,
  testId,
  renderer = 'canvas',
}: {
  option: ChartOption;
  style?: CSSProperties;
  onClick?: (params: ChartClick) => void;
  testId?: string;
  /** SVG draws each element as a DOM node (dashboards: small charts, clickable in browser tests). */
  renderer?: 'canvas' | 'svg';
}) {
  return (
    <div data-testid={testId}>
      <EChartsReactCore
        echarts={echarts}
        option={option}
        notMerge
        opts={{ renderer }}
        style={{ height: 320, width: '100%', ...style }}
        onEvents={onClick ? { click: onClick } : undefined}
      />
    </div>
  );
}
