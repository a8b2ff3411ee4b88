import type { CSSProperties } from 'react';
import EChartsReactCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, HeatmapChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, HeatmapSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';

// Only what the statistics page draws: the full echarts bundle is several times larger.
echarts.use([
  HeatmapChart,
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  VisualMapComponent,
  LegendComponent,
  CanvasRenderer,
]);

export type ChartOption = ComposeOption<
  | HeatmapSeriesOption
  | BarSeriesOption
  | LineSeriesOption
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
}

/** An echarts chart from the tree-shaken core; `onClick` receives echarts' click parameters. */
export function Chart({
  option,
  style,
  onClick,
  testId,
}: {
  option: ChartOption;
  style?: CSSProperties;
  onClick?: (params: ChartClick) => void;
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <EChartsReactCore
        echarts={echarts}
        option={option}
        notMerge
        style={{ height: 320, width: '100%', ...style }}
        onEvents={onClick ? { click: onClick } : undefined}
      />
    </div>
  );
}
