import { useState } from 'react';
import { Card, Col, Empty, Flex, Progress, Row, Space, Table, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelTestResponse } from '@sentio/domain';
import { percent } from '../../lib/metrics';
import { entityColor, weightScale } from '../../../../shared/document/spans';
import { DialogueView, DocumentContent, EntityText } from '../../../../shared/document/DocumentContent';
import type { EditableTurn } from '../../../../shared/document/DialogueEditor';

export interface TestedInput {
  text: string;
  turns: EditableTurn[] | null;
}

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
  const { token } = theme.useToken();
  const [chosen, setChosen] = useState<string | null>(null);
  const scores = [...result.scores].sort((a, b) => b.score - a.score);
  const labelId = chosen ?? result.predicted[0]?.labelId ?? scores[0]?.labelId ?? null;
  const spans = result.spans.filter((s) => s.labelId === labelId);
  const labelName = scores.find((s) => s.labelId === labelId)?.name ?? '';
  const predicted = new Set(result.predicted.map((p) => p.labelId));

  return (
    <Flex vertical gap={16} data-testid="test-result">
      <Card size="small">
        <Space wrap>
          <Typography.Text strong>{t('test.predicted')}</Typography.Text>
          {result.predicted.length === 0 ? (
            <Typography.Text type="secondary">{t('test.nothingPredicted')}</Typography.Text>
          ) : (
            result.predicted.map((p) => (
              <Tag key={p.labelId} color="blue" data-testid="test-predicted" data-label-id={p.labelId}>
                {p.name} · {percent(p.score)}
              </Tag>
            ))
          )}
          <Tag>{t('test.language', { language: result.language })}</Tag>
          {versionName && <Tag>{t('test.usedVersion', { name: versionName })}</Tag>}
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
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
                    ellipsis={{ tooltip: s.name }}
                  >
                    {s.name}
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
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={labelName ? t('test.spansFor', { label: labelName }) : t('test.spans')}>
            <DocumentContent
              text={input.text}
              turns={input.turns}
              spans={spans}
              scale={weightScale(spans)}
              testId="test-highlighted"
            />
            {spans.length === 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('test.noSpans')}
              </Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('test.entities')}>
            {result.entities.length === 0 ? (
              <Empty description={t('test.noEntities')} data-testid="test-no-entities" />
            ) : (
              <Flex vertical gap={12}>
                <div style={{ lineHeight: 2 }} data-testid="test-entity-text">
                  {input.turns ? (
                    <DialogueView
                      turns={input.turns}
                      render={(text, segment) => <EntityText text={text} entities={result.entities} segment={segment} />}
                    />
                  ) : (
                    <EntityText text={input.text} entities={result.entities} />
                  )}
                </div>
                <Table
                  size="small"
                  pagination={false}
                  rowKey={(e) => `${e.segment}:${e.start}:${e.type}`}
                  dataSource={result.entities}
                  data-testid="test-entities"
                  columns={[
                    {
                      title: t('test.entityType'),
                      dataIndex: 'type',
                      render: (type: string) => (
                        <Tag color={entityColor(type)}>{t(`entityType.${type}`, { defaultValue: type })}</Tag>
                      ),
                    },
                    { title: t('test.entityText'), dataIndex: 'text' },
                  ]}
                />
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('test.masked')}>
            {result.masked === null ? (
              <Typography.Text type="secondary">{t('test.notMasked')}</Typography.Text>
            ) : (
              <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'inherit' }} data-testid="test-masked">
                {result.masked}
              </pre>
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
