import { useState } from 'react';
import { Card, Empty, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { documentTestResponse, ProjectModel } from '@sentio/domain';
import { percent } from '../../../../shared/format';
import { useLabelName, useLanguageName } from '../../../../shared/names/labels';
import { TestResultPanels, type TestedInput } from '../../../../shared/sources/TestResultPanels';
import { categoriesByModel, categoryKey } from '../../lib/test-result';

export type DocumentTestResult = z.infer<typeof documentTestResponse>;

export type { TestedInput };

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
  const labelName = useLabelName();
  const languageName = useLanguageName();
  const groups = categoriesByModel(result.categories, models);
  const [chosen, setChosen] = useState<string | null>(null);
  const all = groups.flatMap((g) => g.categories);
  const active = all.find((c) => categoryKey(c) === chosen) ?? all[0] ?? null;
  const spans = active?.spans ?? [];

  return (
    <TestResultPanels
      ns="projectSources"
      input={input}
      summary={
        <Space wrap>
          <Tag>{t('test.language', { language: languageName(result.language) })}</Tag>
          {result.sentiment ? (
            <Tag color="purple" data-testid="test-sentiment" data-label={result.sentiment.label}>
              {t('test.sentiment', { label: labelName(result.sentiment.label), score: percent(result.sentiment.score) })}
            </Tag>
          ) : (
            <Typography.Text type="secondary">{t('test.noSentiment')}</Typography.Text>
          )}
        </Space>
      }
      predictions={
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
                        {labelName(c.path || c.name)} · {percent(c.confidence)}
                        {c.sentiment ? ` · ${labelName(c.sentiment)}` : ''}
                      </Tag.CheckableTag>
                    ))}
                  </Space>
                </Flex>
              ))}
            </Flex>
          )}
        </Card>
      }
      spansTitle={active ? t('test.spansFor', { category: labelName(active.name) }) : t('test.spans')}
      spans={spans}
      showNoSpans={active !== null && spans.length === 0}
      entities={result.entities}
      masked={result.masked}
    />
  );
}
