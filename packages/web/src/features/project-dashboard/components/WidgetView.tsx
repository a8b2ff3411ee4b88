import type { WidgetData } from '@sentio/domain';
import type { WidgetElement } from '../lib/elements';
import {
  CategoryChannelWidget,
  CategoryComparisonWidget,
  CategoryDistributionWidget,
  ImpactWidget,
} from './widgets/CategoryWidgets';
import {
  AttributeDistributionWidget,
  KeywordsWidget,
  QuadrantWidget,
  ScoreTableWidget,
  TimeTrendWidget,
} from './widgets/OtherWidgets';
import { RootCauseImpactWidget, RootCauseTrendWidget, RootCauseVolumeWidget } from './widgets/RootCauseWidgets';
import { CsatWidget, NpsWidget, SentimentWidget } from './widgets/ScoreWidgets';

/** The chart of one widget kind. */
export function WidgetView({
  data,
  elements,
  onDrill,
}: {
  data: WidgetData;
  elements: readonly WidgetElement[];
  onDrill: (index: number) => void;
}) {
  const common = { kind: data.kind, elements, onDrill };
  switch (data.kind) {
    case 'NPS':
      return <NpsWidget {...common} data={data} />;
    case 'CSAT':
      return <CsatWidget {...common} data={data} />;
    case 'SENTIMENT':
      return <SentimentWidget {...common} data={data} />;
    case 'CATEGORY_DISTRIBUTION':
      return <CategoryDistributionWidget {...common} data={data} />;
    case 'CATEGORY_COMPARISON':
      return <CategoryComparisonWidget {...common} data={data} />;
    case 'IMPACT':
      return <ImpactWidget {...common} data={data} />;
    case 'CATEGORY_CHANNEL':
      return <CategoryChannelWidget {...common} data={data} />;
    case 'QUADRANT':
      return <QuadrantWidget {...common} data={data} />;
    case 'SCORE_TABLE':
      return <ScoreTableWidget {...common} data={data} />;
    case 'TIME_TREND':
      return <TimeTrendWidget {...common} data={data} />;
    case 'ATTRIBUTE_BASED_KEYWORDS':
      return <KeywordsWidget {...common} data={data} />;
    case 'ATTRIBUTE_DISTRIBUTION':
      return <AttributeDistributionWidget {...common} data={data} />;
    case 'ROOT_CAUSE_VOLUME':
      return <RootCauseVolumeWidget {...common} data={data} />;
    case 'ROOT_CAUSE_IMPACT':
      return <RootCauseImpactWidget {...common} data={data} />;
    case 'ROOT_CAUSE_TREND':
      return <RootCauseTrendWidget {...common} data={data} />;
  }
}
