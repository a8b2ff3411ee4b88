import { useState } from 'react';
import { Card, Col, Empty, Flex, Row, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { documentTestResponse, ProjectModel } from '@sentio/domain';
import { DialogueView, DocumentContent, EntityText } from '../../../../shared/document/DocumentContent';
import type { EditableTurn } from '../../../../shared/document/DialogueEditor';
import { percent } from '../../../../shared/format';
import { entityColor, weightScale } from '../../../../shared/document/spans';
import { categoriesByModel, categoryKey } from '../../lib/test-result';

export type DocumentTestResult = z.infer<typeof documentTestResponse>;

export interface TestedInput {
  text: string;
  turns: EditableTurn[] | null;
}

/**
 * What the analysis's models made of a text: the categories of each model with confidence, the words behind a chosen
 * category, sentiment, entities and the masked text (what would be stored when masking is on).
 */
export function ProjectTestResult({
  result,
  input,
  models,
}: {
  result: DocumentTestResult;
  input: TestedInput;
  models: readonly Pick<ProjectModel, 'code' | 'name'>[];
}) {
  const { t } = useTranslation('projectSources');
  const groups = categoriesByModel(result.categories, models);
  const [chosen, setChosen] = useState<string | null>(null);
  const all = groups.flatMap((g) => g.categories);
  const active = all.find((c) => categoryKey(c) === chosen) ?? all[0] ?? null;
  const spans = active?.spans ?? [];

  return (
    <Flex vertical gap={16} data-testid="test-result">
      <Card size="small">
        <Space wrap>
          <Tag>{t('test.language', { language: result.language })}</Tag>
          {result.sentiment ? (
            <Tag color="purple" data-testid="test-sentiment" data-label={result.sentiment.label}>
              {t('test.sentiment', { label: result.sentiment.label, score: percent(result.sentiment.score) })}
            </Tag>
          ) : (
            <Typography.Text type="secondary">{t('test.noSentiment')}</Typography.Text>
          )}
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('test.categories')}>
            {groups.length === 0 ? (
              <Empty description={t('test.noCategories')} data-testid="test-no-categories" />
            ) : (
              <Flex vertical gap={12}>
                {groups.map((group) => (
                  <Flex key={group.modelCode} vertical gap={4} data-testid={`test-model-${group.modelCode}`}>
                    <Typography.Text strong>{group.modelName}</Typography.Text>
                    <Space size={[4, 4]} wrap>
                      {group.categories.map((c) => (
                        <Tag.CheckableTag
                          key={categoryKey(c)}
                          checked={active !== null && categoryKey(c) === categoryKey(active)}
                          onChange={() => setChosen(categoryKey(c))}
                          data-testid="test-category"
                          data-category-id={c.categoryId}
                        >
                          {c.path || c.name} · {percent(c.confidence)}
                          {c.sentiment ? ` · ${c.sentiment}` : ''}
                        </Tag.CheckableTag>
                      ))}
                    </Space>
                  </Flex>
                ))}
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={active ? t('test.spansFor', { category: active.name }) : t('test.spans')}>
            <DocumentContent
              text={input.text}
              turns={input.turns}
              spans={spans}
              scale={weightScale(spans)}
              testId="test-highlighted"
            />
            {active && spans.length === 0 && (
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
