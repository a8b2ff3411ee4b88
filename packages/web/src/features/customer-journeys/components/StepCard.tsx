import { Button, Card, Dropdown, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  createFilterState,
  type Journey,
  type JourneyFigures,
  type JourneyMover,
  type JourneyScoreDisplay,
  type JourneyStepReport,
} from '@sentio/domain';
import { hasPermission } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { CreateActionButton, evidenceOf } from '../../actions';
import { Chart, type ChartOption } from '../../../shared/charts/Chart';
import { formatCount, formatNumber, formatSigned } from '../../../shared/format';
import { formatDate } from '../../../app/dates';
import { stepDocumentsUrl, type DrillContext } from '../lib/links';

interface Props {
  journey: Journey;
  step: JourneyStepReport;
  drill: DrillContext;
  /** Analysis code → name, for the per-analysis menu of a step with several analyses. */
  analysisName: (code: string) => string;
}

const scoreOf = (figures: JourneyFigures | null, score: JourneyScoreDisplay): number | null =>
  figures === null ? null : score === 'NPS' ? figures.nps : score === 'CSAT' ? figures.csat : figures.sentimentScore;

/**
 * A number that opens the step's documents in the data tab: a link for a step on one analysis, a menu of its analyses
 * otherwise (each analysis lists its own share of the step).
 */
function DrillNumber({
  codes,
  url,
  text,
  testId,
  analysisName,
}: {
  codes: readonly string[];
  url: (code: string) => string;
  text: string;
  testId: string;
  analysisName: (code: string) => string;
}) {
  const navigate = useNavigate();
  if (codes.length <= 1)
    return (
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        data-testid={testId}
        onClick={() => void navigate(url(codes[0] ?? ''))}
      >
        {text}
      </Button>
    );
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: codes.map((code) => ({ key: code, label: analysisName(code), 'data-testid': `${testId}-${code}` })),
        onClick: ({ key }) => void navigate(url(key)),
      }}
    >
      <Button type="link" size="small" style={{ padding: 0 }} data-testid={testId}>
        {text}
      </Button>
    </Dropdown>
  );
}

function Movers({
  title,
  movers,
  testId,
  url,
}: {
  title: string;
  movers: readonly JourneyMover[];
  testId: string;
  url: (mover: JourneyMover) => string;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation('journeys');
  return (
    <div data-testid={testId}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {title}
      </Typography.Text>
      {movers.length === 0 && <div style={{ fontSize: 12 }}>{t('report.none')}</div>}
      {movers.map((m) => (
        <Flex key={`${m.projectCode}:${m.id}`} justify="space-between" gap={8} style={{ fontSize: 12 }}>
          <Typography.Text ellipsis style={{ maxWidth: 150, fontSize: 12 }} title={m.name}>
            {m.name}
          </Typography.Text>
          <span>
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto', fontSize: 12 }}
              data-testid={`${testId}-${m.id}`}
              onClick={() => void navigate(url(m))}
            >
              {formatCount(m.count)}
            </Button>
            {m.change !== null && (
              <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 4 }}>
                {formatSigned(m.change, { maxDigits: 0 })}
              </Typography.Text>
            )}
          </span>
        </Flex>
      ))}
    </div>
  );
}

/**
 * What an action made from a step came from: the step's documents (`cj`/`cjs`, the search reads the step's condition)
 * on its first analysis over the report's range; none when the step has no analysis.
 */
function stepEvidence(journey: Journey, step: JourneyStepReport, drill: DrillContext, projectCode: string | undefined) {
  if (!projectCode) return null;
  const state = createFilterState({ tab: 'project_data', startDate: drill.range.start, endDate: drill.range.end });
  state.cj = journey.id;
  state.cjs = step.id;
  return evidenceOf(projectCode, state, `${journey.name} › ${step.name}`, drill.timeZone);
}

/** One step of the funnel: volume, customers, scores with their change, top moving categories and root causes, trend. */
export function StepCard({ journey, step, drill, analysisName }: Props) {
  const { t, i18n } = useTranslation('journeys');
  const codes = journey.steps.find((s) => s.id === step.id)?.conditions.map((c) => c.projectCode) ?? [];
  const testId = `journey-step-${step.position}`;
  const canAct = useAppStore((s) => hasPermission(s.user, 'ACTION/MANAGE'));
  const scores: JourneyScoreDisplay[] = journey.scoreDisplay.length > 0 ? journey.scoreDisplay : ['SENTIMENT'];
  const option: ChartOption = {
    grid: { left: 4, right: 4, top: 8, bottom: 4 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', show: false, data: step.trend.map((p) => formatDate(p.date, i18n.language)) },
    yAxis: { type: 'value', show: false },
    series: [
      { type: 'line', name: t('report.documents'), smooth: true, showSymbol: false, data: step.trend.map((p) => p.documents) },
      ...(step.trend.some((p) => p.comparisonDocuments !== null)
        ? [
            {
              type: 'line' as const,
              name: t('report.comparison'),
              smooth: true,
              showSymbol: false,
              lineStyle: { type: 'dashed' as const },
              data: step.trend.map((p) => p.comparisonDocuments ?? 0),
            },
          ]
        : []),
    ],
  };
  return (
    <Card
      size="small"
      style={{ width: 260, flex: '0 0 auto' }}
      title={step.name}
      data-testid={testId}
      extra={
        canAct && (
          <CreateActionButton
            size="small"
            type="link"
            testId={`create-action-step-${step.position}`}
            journeyStep={{ journeyId: journey.id, stepId: step.id }}
            evidence={stepEvidence(journey, step, drill, codes[0])}
            defaultName={`${journey.name} › ${step.name}`}
          />
        )
      }
    >
      <Flex vertical gap={8}>
        <Flex justify="space-between">
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('report.documents')}
            </Typography.Text>
            <div style={{ fontSize: 20 }}>
              <DrillNumber
                codes={codes}
                url={(code) => stepDocumentsUrl(drill, code, step.id)}
                text={formatCount(step.figures.documents)}
                testId={`${testId}-documents`}
                analysisName={analysisName}
              />
            </div>
            {step.comparison && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`${testId}-documents-change`}>
                {formatSigned(step.figures.documents - step.comparison.documents, { maxDigits: 0 })}
              </Typography.Text>
            )}
          </div>
          <div style={{ textAlign: 'right' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('report.customers')}
            </Typography.Text>
            <div style={{ fontSize: 20 }} data-testid={`${testId}-customers`}>
              {formatCount(step.figures.customers)}
            </div>
          </div>
        </Flex>
        <Flex gap={12} wrap>
          {scores.map((score) => {
            const value = scoreOf(step.figures, score);
            const before = scoreOf(step.comparison, score);
            return (
              <div key={score} data-testid={`${testId}-score-${score}`}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`score.${score}`)}
                </Typography.Text>
                <div>
                  {formatNumber(value, { maxDigits: 1 })}
                  {value !== null && before !== null && (
                    <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 4 }}>
                      {formatSigned(value - before)}
                    </Typography.Text>
                  )}
                </div>
              </div>
            );
          })}
        </Flex>
        <Movers
          title={t('report.categories')}
          movers={step.categories}
          testId={`${testId}-category`}
          url={(m) => stepDocumentsUrl(drill, m.projectCode, step.id, { category: m })}
        />
        <Movers
          title={t('report.rootCauses')}
          movers={step.rootCauses}
          testId={`${testId}-rootcause`}
          url={(m) => stepDocumentsUrl(drill, m.projectCode, step.id, { rootCause: m })}
        />
        {step.trend.length > 1 && <Chart option={option} renderer="svg" style={{ height: 80 }} testId={`${testId}-trend`} />}
      </Flex>
    </Card>
  );
}
