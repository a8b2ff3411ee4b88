import {
  quadrantAxisTypes,
  singleWidgetKinds,
  widgetConfigSchema,
  widgetKinds,
  type QuadrantAxisType,
  type WidgetConfig,
  type WidgetKind,
  type widgetKindInfoSchema,
} from '@sentio/domain';
import type { z } from 'zod';
import { axisNeeds } from './compute/impact.js';

type KindInfo = z.infer<typeof widgetKindInfoSchema>;
type ConfigField = keyof WidgetConfig;

const defaults = (): WidgetConfig => widgetConfigSchema.parse({});

/** What each kind reads of its config, whether it needs an NPS/CSAT field, and its name as a built-in widget. */
const kinds: Record<WidgetKind, { fields: ConfigField[]; needsScore: boolean; name: string }> = {
  NPS: { fields: ['period', 'customDays'], needsScore: true, name: 'NPS' },
  CSAT: { fields: ['period', 'customDays'], needsScore: true, name: 'CSAT' },
  SENTIMENT: { fields: ['period', 'customDays'], needsScore: false, name: 'Sentiment' },
  CATEGORY_DISTRIBUTION: { fields: ['modelCode', 'limit'], needsScore: false, name: 'Category distribution' },
  CATEGORY_COMPARISON: { fields: ['modelCode', 'limit'], needsScore: false, name: 'Category comparison' },
  IMPACT: { fields: ['modelCode', 'metric', 'limit'], needsScore: true, name: 'Impact' },
  CATEGORY_CHANNEL: { fields: ['modelCode', 'limit'], needsScore: false, name: 'Category × channel' },
  QUADRANT: { fields: ['modelCode', 'xAxis', 'yAxis', 'limit'], needsScore: true, name: 'Quadrant' },
  SCORE_TABLE: { fields: ['metric', 'groupBy', 'modelCode', 'limit'], needsScore: true, name: 'Score table' },
  TIME_TREND: { fields: ['period', 'customDays'], needsScore: false, name: 'Time trend' },
  ATTRIBUTE_BASED_KEYWORDS: { fields: ['attributeCode', 'limit'], needsScore: false, name: 'Keywords' },
  ATTRIBUTE_DISTRIBUTION: { fields: ['attributeCode'], needsScore: false, name: 'Attribute distribution' },
  ROOT_CAUSE_VOLUME: { fields: ['limit'], needsScore: false, name: 'Root causes by volume' },
  ROOT_CAUSE_IMPACT: { fields: ['metric', 'limit'], needsScore: true, name: 'Root causes by impact' },
  ROOT_CAUSE_TREND: { fields: ['period', 'customDays', 'limit'], needsScore: false, name: 'Root cause trend' },
};

export const builtInName = (kind: WidgetKind): string => kinds[kind].name;

/** `allWidget`: every kind with the config fields it reads and its defaults. */
export function widgetKindInfos(): KindInfo[] {
  return widgetKinds.map((kind) => ({
    kind,
    fields: [...kinds[kind].fields],
    needsScore: kinds[kind].needsScore,
    single: singleWidgetKinds.includes(kind),
    defaultConfig: defaults(),
  }));
}

/** `quadrant-chart-axis-types`. */
export const quadrantAxes = (): { code: QuadrantAxisType; needsScore: boolean }[] =>
  quadrantAxisTypes.map((code) => ({ code, needsScore: axisNeeds(code) !== null }));
