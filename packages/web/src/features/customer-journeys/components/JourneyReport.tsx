import { Fragment, useMemo } from 'react';
import { Empty, Flex, Spin, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FilterState, Journey, JourneyStepReport } from '@sentio/domain';
import { formatPercent } from '../../../shared/format';
import { LoadError } from '../../../shared/query/QueryState';
import { useAnalysisOptions, useJourneyReport } from '../api/queries';
import { reportBody } from '../lib/links';
import { StepCard } from './StepCard';

interface Props {
  journey: Journey;
  /** The filter state of the URL: its range and comparison (and, with `projectCode`, its filters) drive the report. */
  state: FilterState;
  timeZone: string;
  /** The cj tab's analysis: its filters narrow that analysis's documents. Null on the page and the ws tab. */
  projectCode: string | null;
  ready: boolean;
}

/** The arrow between two steps: the customers of a step who then reached the next one, and their share. */
function Conversion({ step }: { step: JourneyStepReport }) {
  const { t } = useTranslation('journeys');
  if (!step.conversion) return null;
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{ minWidth: 90, flex: '0 0 auto' }}
      data-testid={`journey-conversion-${step.position}`}
    >
      <Typography.Text strong data-testid={`journey-conversion-${step.position}-rate`}>
        {formatPercent(step.conversion.rate === null ? null : step.conversion.rate / 100)}
      </Typography.Text>
      <ArrowRightOutlined style={{ fontSize: 24 }} />
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
        {t('report.converted', { count: step.conversion.customers })}
      </Typography.Text>
    </Flex>
  );
}

/**
 * A journey's report, shared by the `/customer-journey` page and both project tabs: the steps left to right as a funnel
 * with the conversion between them. Every number opens its documents in the data tab (`cj`, `cjs`).
 */
export function JourneyReport({ journey, state, timeZone, projectCode, ready }: Props) {
  const { t } = useTranslation('journeys');
  const body = useMemo(() => reportBody(state, timeZone, projectCode), [state, timeZone, projectCode]);
  const report = useJourneyReport(journey.id, body ?? { startDate: '', endDate: '' }, ready && body !== null);
  const analyses = useAnalysisOptions();
  const analysisName = (code: string) => analyses.data?.content.find((a) => a.code === code)?.name ?? code;

  if (report.isError && !report.data)
    return <LoadError error={report.error} onRetry={() => void report.refetch()} testId="journey-report-error" />;
  if (!report.data) return <Spin data-testid="journey-report-loading" />;
  const drill = {
    journeyId: journey.id,
    timeZone,
    state,
    filteredProjectCode: projectCode,
    range: { start: new Date(report.data.startDate), end: new Date(report.data.endDate) },
  };
  if (report.data.steps.length === 0) return <Empty description={t('report.noSteps')} />;
  return (
    <Flex vertical gap={8} data-testid="journey-report">
      <Flex gap={4} align="stretch" style={{ overflowX: 'auto', paddingBottom: 8, opacity: report.isFetching ? 0.6 : 1 }}>
        {report.data.steps.map((step) => (
          <Fragment key={step.id}>
            <StepCard journey={journey} step={step} drill={drill} analysisName={analysisName} />
            <Conversion step={step} />
          </Fragment>
        ))}
      </Flex>
    </Flex>
  );
}
