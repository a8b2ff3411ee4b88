import { Button, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Topic } from '@sentio/domain';
import { formatCount } from '../../../shared/format';
import { useApproveList } from '../api/queries';
import type { TopicActions } from './TopicCard';
import { SentimentBar } from './TopicVisuals';

interface Props {
  code: string;
  analysisId: string;
  canManage: boolean;
  categoryName: (id: string) => string;
  actions: TopicActions;
}

/** Topics waiting for approval, largest first: confirm one into a root cause, assign it to one, or set it aside. */
export function ApproveList({ code, analysisId, canManage, categoryName, actions }: Props) {
  const { t } = useTranslation('rootCauses');
  const list = useApproveList(code, analysisId);
  return (
    <Table<Topic>
      data-testid="approve-list"
      rowKey="id"
      size="small"
      loading={list.isLoading}
      dataSource={list.data?.content ?? []}
      pagination={false}
      locale={{ emptyText: t('approve.empty') }}
      columns={[
        {
          key: 'label',
          title: t('approve.topic'),
          render: (_, topic) => (
            <Flex vertical>
              <Typography.Link onClick={() => actions.documents(topic)}>{topic.label}</Typography.Link>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {topic.keyPhrases
                  .slice(0, 4)
                  .map((k) => k.phrase)
                  .join(', ')}
              </Typography.Text>
            </Flex>
          ),
        },
        { key: 'category', title: t('approve.category'), render: (_, topic) => categoryName(topic.categoryId) },
        { key: 'size', title: t('approve.size'), align: 'right', render: (_, topic) => formatCount(topic.size) },
        {
          key: 'sentiment',
          title: t('approve.sentiment'),
          width: 140,
          render: (_, topic) => <SentimentBar sentiment={topic.sentiment} />,
        },
        ...(canManage
          ? [
              {
                key: 'actions',
                title: '',
                render: (_: unknown, topic: Topic) => (
                  <Flex gap={4}>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => actions.confirm(topic)}
                      data-testid={`approve-confirm-${topic.id}`}
                    >
                      {t('topic.confirm')}
                    </Button>
                    <Button size="small" onClick={() => actions.assign(topic)}>
                      {t('topic.assign')}
                    </Button>
                    <Button size="small" onClick={() => actions.passive(topic, true)}>
                      {t('topic.setPassive')}
                    </Button>
                  </Flex>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
