import { Card, Flex, Tag, Typography } from 'antd';
import { AlertOutlined, ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Home, HomeAnalysis, HomeMover, HomeScore } from '@sentio/domain';
import { alertsLink, analysisLink } from '../lib/links';
import { formatCount, formatNumber, formatPercent, formatSigned } from '../lib/format';
import { SentimentTrend } from './SentimentTrend';

/** Good news is green whichever way the number moved: a falling negative share is good. */
const tone = (delta: number | null, higherIsBetter: boolean): 'success' | 'danger' | 'secondary' =>
  delta === null || delta === 0 ? 'secondary' : delta > 0 === higherIsBetter ? 'success' : 'danger';

function Score({ label, score, testId }: { label: string; score: HomeScore; testId: string }) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  return (
    <Flex vertical data-testid={testId}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong style={{ fontSize: 22 }} data-testid={`${testId}-value`}>
        {formatNumber(score.score, { language, maxDigits: 1 })}
      </Typography.Text>
      <Typography.Text type={tone(score.delta, true)} data-testid={`${testId}-delta`}>
        {score.delta === null
          ? t('score.noComparison')
          : t('score.change', {
              delta: formatSigned(score.delta, { language }),
              before: formatNumber(score.comparison, { language, maxDigits: 1 }),
            })}
      </Typography.Text>
    </Flex>
  );
}

function Movers({
  title,
  movers,
  code,
  range,
  up,
}: {
  title: string;
  movers: HomeMover[];
  code: string;
  range: Home['range'];
  up: boolean;
}) {
  const { t, i18n } = useTranslation('home');
  return (
    <Flex vertical gap={4} style={{ minWidth: 200, flex: 1 }} data-testid={`home-${up ? 'rising' : 'falling'}-${code}`}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      {movers.length === 0 && <Typography.Text type="secondary">{t('movers.none')}</Typography.Text>}
      {movers.map((m) => (
        <Link key={m.categoryId} to={analysisLink(code, range, m.drill)} data-testid={`home-mover-${m.categoryId}`}>
          <Flex gap={6} align="center">
            {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
            <span>{m.name}</span>
            <Typography.Text type="secondary">
              {t('movers.change', {
                delta: formatSigned(m.delta, { language: i18n.language }),
                main: formatCount(m.main, i18n.language),
              })}
            </Typography.Text>
          </Flex>
        </Link>
      ))}
    </Flex>
  );
}

/** One analysis on the home page: its window's numbers against the window before, and what moved. */
export function AnalysisCard({ analysis: a, range }: { analysis: HomeAnalysis; range: Home['range'] }) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const s = a.sentiment;
  return (
    <Card
      data-testid={`home-analysis-${a.code}`}
      title={
        <Link to={analysisLink(a.code, range)} data-testid={`home-analysis-link-${a.code}`}>
          <Tag color={a.color}>{a.name}</Tag>
        </Link>
      }
      extra={
        a.openAlerts > 0 ? (
          <Link to={alertsLink(a.code)} data-testid={`home-alerts-${a.code}`}>
            <Tag icon={<AlertOutlined />} color="red">
              {t('alerts', { formatted: formatCount(a.openAlerts, language) })}
            </Tag>
          </Link>
        ) : null
      }
    >
      <Flex vertical gap={16}>
        <Flex gap={32} wrap>
          <Flex vertical data-testid={`home-documents-${a.code}`}>
            <Typography.Text type="secondary">{t('documents')}</Typography.Text>
            <Typography.Text strong style={{ fontSize: 22 }}>
              {formatCount(a.documents, language)}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('before', { value: formatCount(a.comparisonDocuments, language) })}
            </Typography.Text>
          </Flex>
          {a.nps && <Score label="NPS" score={a.nps} testId={`home-nps-${a.code}`} />}
          {a.csat && <Score label="CSAT" score={a.csat} testId={`home-csat-${a.code}`} />}
          {s && (
            <Flex vertical gap={4} style={{ minWidth: 220, flex: 1 }} data-testid={`home-sentiment-${a.code}`}>
              <Typography.Text type="secondary">{t('sentiment.title')}</Typography.Text>
              <Flex gap={16} wrap>
                <Typography.Text type={tone(s.positiveDelta, true)} data-testid={`home-positive-${a.code}`}>
                  {t('sentiment.positive', {
                    share: formatPercent(s.positive, { language, maxDigits: 1 }),
                    delta: formatSigned(s.positiveDelta, { language }),
                  })}
                </Typography.Text>
                <Typography.Text type={tone(s.negativeDelta, false)} data-testid={`home-negative-${a.code}`}>
                  {t('sentiment.negative', {
                    share: formatPercent(s.negative, { language, maxDigits: 1 }),
                    delta: formatSigned(s.negativeDelta, { language }),
                  })}
                </Typography.Text>
              </Flex>
              <SentimentTrend trend={s.trend} />
            </Flex>
          )}
        </Flex>
        {a.documents === 0 && a.comparisonDocuments === 0 ? (
          <Typography.Text type="secondary" data-testid={`home-quiet-${a.code}`}>
            {t('quiet')}
          </Typography.Text>
        ) : (
          <Flex gap={24} wrap>
            <Movers title={t('movers.rising')} movers={a.rising} code={a.code} range={range} up />
            <Movers title={t('movers.falling')} movers={a.falling} code={a.code} range={range} up={false} />
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
