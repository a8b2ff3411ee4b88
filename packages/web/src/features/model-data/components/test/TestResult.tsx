import { useState } from 'react';
import { Card, Empty, Flex, Progress, Space, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelTestResponse } from '@sentio/domain';
import { TestResultPanels, type TestedInput } from '../../../../shared/sources/TestResultPanels';
import { percent } from '../../lib/metrics';
import { useLabelName, useLanguageName } from '../../../../shared/names/labels';

export type { TestedInput };

/** What the model made of a text: labels, every score, the spans behind a chosen label, entities and the masked text. */
export function TestResult({
  result,
  input,
  versionName,
}: {
  result: ModelTestResponse;
  input: TestedInput;
  versionName: string | null;
}) {
  const { t } = useTranslation('modelData');
  const name = useLabelName();
  const languageName = useLanguageName();
  const { token } = theme.useToken();
  const [chosen, setChosen] = useState<string | null>(null);
  const scores = [...result.scores].sort((a, b) => b.score - a.score);
  const labelId = chosen ?? result.predicted[0]?.labelId ?? scores[0]?.labelId ?? null;
  const spans = result.spans.filter((s) => s.labelId === labelId);
  const labelName = name(scores.find((s) => s.labelId === labelId)?.name ?? '');
  const predicted = new Set(result.predicted.map((p) => p.labelId));

  return (
    <TestResultPanels
      ns="modelData"
      input={input}
      summary={
        <Space wrap>
          <Typography.Text strong>{t('test.predicted')}</Typography.Text>
          {result.predicted.length === 0 ? (
            <Typography.Text type="secondary">{t('test.nothingPredicted')}</Typography.Text>
          ) : (
            result.predicted.map((p) => (
              <Tag key={p.labelId} color="blue" data-testid="test-predicted" data-label-id={p.labelId}>
                {name(p.name)} · {percent(p.score)}
              </Tag>
            ))
          )}
          <Tag>{t('test.language', { language: languageName(result.language) })}</Tag>
          {versionName && <Tag>{t('test.usedVersion', { name: versionName })}</Tag>}
        </Space>
      }
      predictions={
        <Card size="small" title={t('test.scores')}>
          <Flex vertical gap={4} data-testid="test-scores">
            {scores.length === 0 && <Empty description={t('test.noScores')} />}
            {scores.map((s) => (
              <Flex
                key={s.labelId}
                align="center"
                gap={8}
                role="button"
                tabIndex={0}
                aria-pressed={s.labelId === labelId}
                onMouseEnter={() => setChosen(s.labelId)}
                onFocus={() => setChosen(s.labelId)}
                onClick={() => setChosen(s.labelId)}
                style={{
                  cursor: 'pointer',
                  padding: '2px 4px',
                  borderRadius: 4,
                  background: s.labelId === labelId ? 'rgba(22,119,255,0.06)' : undefined,
                }}
                data-testid="test-score"
                data-label-id={s.labelId}
              >
                <Typography.Text
                  strong={predicted.has(s.labelId)}
                  style={{ width: 150, flexShrink: 0 }}
                  ellipsis={{ tooltip: name(s.name) }}
                >
                  {name(s.name)}
                </Typography.Text>
                <Progress
                  percent={Math.round(s.score * 100)}
                  showInfo={false}
                  size="small"
                  strokeColor={predicted.has(s.labelId) ? token.colorPrimary : token.colorTextQuaternary}
                  style={{ flex: 1, margin: 0 }}
                />
                <Typography.Text type="secondary" style={{ width: 52, textAlign: 'right' }}>
                  {percent(s.score)}
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        </Card>
      }
      spansTitle={labelName ? t('test.spansFor', { label: labelName }) : t('test.spans')}
      spans={spans}
      showNoSpans={spans.length === 0}
      entities={result.entities}
      masked={result.masked}
    />
  );
}
