import { Button, Col, Flex, Row, Typography } from 'antd';
import { MergeCellsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RootCause, RootCauseAnalysis, Topic, TopicUpdate } from '@sentio/domain';
import { TopicCard, type TopicActions } from './TopicCard';

export interface CategoryTopicsData {
  categoryId: string;
  documentCount: number;
  outlierCount: number;
  topics: Topic[];
}

interface Props {
  category: CategoryTopicsData;
  title: string;
  proportional: boolean;
  canManage: boolean;
  selected: ReadonlySet<string>;
  onSelect: (topicId: string, selected: boolean) => void;
  onMerge: (topics: Topic[]) => void;
  rootCauses: readonly RootCause[];
  updates: readonly TopicUpdate[];
  actions: TopicActions;
  attributeName: (code: string) => string;
  /** The analysis's date range, carried by the topics' links to the data tab. */
  range: Pick<RootCauseAnalysis, 'startDate' | 'endDate'>;
}

const open = (u: TopicUpdate) => u.state === 'QUEUED' || u.state === 'RUNNING';

/** One category of an analysis: what it read, its outliers, its topics as cards, and merging the selected ones. */
export function CategoryTopics({
  category,
  title,
  proportional,
  canManage,
  selected,
  onSelect,
  onMerge,
  rootCauses,
  updates,
  actions,
  attributeName,
  range,
}: Props) {
  const { t } = useTranslation('rootCauses');
  const chosen = category.topics.filter((topic) => selected.has(topic.id));
  const busy = (topic: Topic) =>
    updates.some(
      (u) => open(u) && (u.topicIds.includes(topic.id) || (topic.rootCauseId !== null && u.rootCauseId === topic.rootCauseId)),
    );
  const rootCauseName = (topic: Topic) => rootCauses.find((r) => r.id === topic.rootCauseId)?.name ?? null;
  return (
    <section data-testid={`rca-category-${category.categoryId}`} style={{ marginBottom: 24 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }} wrap gap={8}>
        <Flex vertical>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('detail.categoryFacts', {
              count: category.documentCount,
              topics: category.topics.length,
              outliers: category.outlierCount,
            })}
          </Typography.Text>
        </Flex>
        {canManage && chosen.length >= 2 && (
          <Button icon={<MergeCellsOutlined />} onClick={() => onMerge(chosen)} data-testid={`rca-merge-${category.categoryId}`}>
            {t('detail.mergeSelected', { count: chosen.length })}
          </Button>
        )}
      </Flex>
      {category.topics.length === 0 ? (
        <Typography.Text type="secondary">{t('detail.noTopics')}</Typography.Text>
      ) : (
        <Row gutter={[12, 12]}>
          {category.topics.map((topic) => (
            <Col key={topic.id} xs={24} md={12} xl={8}>
              <TopicCard
                topic={{ ...topic, attributes: topic.attributes.map((a) => ({ ...a, code: attributeName(a.code) })) }}
                proportional={proportional}
                selected={selected.has(topic.id)}
                onSelect={(value) => onSelect(topic.id, value)}
                canManage={canManage}
                busy={busy(topic)}
                rootCauseName={rootCauseName(topic)}
                actions={actions}
                range={range}
              />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
