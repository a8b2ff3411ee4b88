import type { WidgetConfig, WidgetKind, WidgetResult } from '@sentio/domain';
import { categoryComparison, categoryDistribution } from './categories.js';
import { widgetContext, type DashboardBase, type KindComputers } from './context.js';
import { impact, quadrant } from './impact.js';
import { rootCauseImpact, rootCauseTrend, rootCauseVolume } from './root-causes.js';
import { attributeDistribution, keywords } from './scan.js';
import { csat, nps } from './score.js';
import { sentiment } from './sentiment.js';
import { categoryChannel, scoreTable } from './tables.js';
import { timeTrend } from './trend.js';

const computers: KindComputers = {
  NPS: nps,
  CSAT: csat,
  SENTIMENT: sentiment,
  CATEGORY_DISTRIBUTION: categoryDistribution,
  CATEGORY_COMPARISON: categoryComparison,
  IMPACT: impact,
  CATEGORY_CHANNEL: categoryChannel,
  QUADRANT: quadrant,
  SCORE_TABLE: scoreTable,
  TIME_TREND: timeTrend,
  ATTRIBUTE_BASED_KEYWORDS: keywords,
  ATTRIBUTE_DISTRIBUTION: attributeDistribution,
  ROOT_CAUSE_VOLUME: rootCauseVolume,
  ROOT_CAUSE_IMPACT: rootCauseImpact,
  ROOT_CAUSE_TREND: rootCauseTrend,
};

export interface WidgetToCompute {
  id: string;
  kind: WidgetKind;
  name: string;
  builtIn: boolean;
  config: WidgetConfig;
}

/**
 * One widget under the context's request. A widget that cannot be computed as configured (no NPS field, no
 * category model…) answers with `problem` and no data instead of failing the dashboard; noData / noComparisonData
 * say that the main / the asked-for comparison period holds no documents.
 */
export async function computeWidget(widget: WidgetToCompute, base: DashboardBase, now: Date): Promise<WidgetResult> {
  const { ctx, scanned } = widgetContext(base, widget.config);
  const [outcome, main, comparison] = await Promise.all([
    computers[widget.kind](ctx),
    ctx.total('main'),
    ctx.comparison ? ctx.total('comparison') : Promise.resolve(null),
  ]);
  return {
    widgetId: widget.id,
    kind: widget.kind,
    name: widget.name,
    builtIn: widget.builtIn,
    noData: main.n === 0,
    noComparisonData: comparison !== null && comparison.n === 0,
    source: scanned() ? 'SCAN' : 'ROLLUP',
    problem: 'problem' in outcome ? outcome.problem : null,
    data: 'data' in outcome ? outcome.data : null,
    computedAt: now.toISOString(),
  };
}
