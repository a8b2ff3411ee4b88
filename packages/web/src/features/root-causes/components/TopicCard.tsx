import { Button, Card, Checkbox, Dropdown, Flex, Tag, Typography } from 'antd';
import { CheckOutlined, FileTextOutlined, MoreOutlined, UndoOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RootCauseAnalysis, Topic } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { formatCount } from '../../../shared/format';
import { topicDocumentsSearch } from '../lib/links';
import { SentimentBar, Sparkline } from './TopicVisuals';

const statusColors = { PENDING: 'gold', CONFIRMED: 'green', PASSIVE: 'default' } as const;

export interface TopicActions {
  confirm: (topic: Topic) => void;
  assign: (topic: Topic) => void;
  rename: (topic: Topic) => void;
  passive: (topic: Topic, passive: boolean) => void;
  documents: (topic: Topic) => void;
  undo: (topic: Topic) => void;
}

interface Props {
  topic: Topic;
  proportional: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  canManage: boolean;
  /** A background update touches it: edits would be refused (RCA_UPDATE_UNFINISHED). */
  busy: boolean;
  rootCauseName: string | null;
  actions: TopicActions;
  /** The analysis's date range: the size links to the topic's documents in the data tab over it. */
  range?: Pick<RootCauseAnalysis, 'startDate' | 'endDate'>;
}

/**
 * One topic: label, key phrases, size (a link to its documents in the data tab; the in-tab drawer stays as an action),
 * sentiment, trend, representative documents and attribute values, with its actions.
 */
export function TopicCard({ topic, proportional, selected, onSelect, canManage, busy, rootCauseName, actions, range }: Props) {
  const { t } = useTranslation('rootCauses');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const pending = topic.status === 'PENDING';
  const menu = [
    ...(pending ? [{ key: 'assign', label: t('topic.assign') }] : []),
    { key: 'rename', label: t('topic.rename') },
    ...(topic.status !== 'CONFIRMED' ? [{ key: 'passive', label: pending ? t('topic.setPassive') : t('topic.setActive') }] : []),
  ];
  return (
    <Card
      size="small"
      data-testid={`topic-card-${topic.id}`}
      data-label={topic.label}
      data-status={topic.status}
      style={{ opacity: topic.status === 'PASSIVE' ? 0.6 : 1, height: '100%' }}
      title={
        <Flex gap={8} align="center">
          {canManage && topic.status !== 'CONFIRMED' && (
            <Checkbox
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              aria-label={t('topic.select', { label: topic.label })}
              data-testid={`topic-select-${topic.id}`}
            />
          )}
          <Typography.Text strong ellipsis={{ tooltip: topic.label }} data-testid={`topic-label-${topic.id}`}>
            {topic.label}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Flex gap={4} align="center">
          <Tag color={statusColors[topic.status]} data-testid={`topic-status-${topic.id}`}>
            {t(`status.${topic.status}`)}
          </Tag>
          {topic.algorithm === 'KEYWORD' && <Tag>{t('topic.keyword')}</Tag>}
        </Flex>
      }
    >
      <Flex vertical gap={6}>
        {rootCauseName && (
          <Typography.Text type="success" data-testid={`topic-root-cause-${topic.id}`}>
            {t('topic.rootCause', { name: rootCauseName })}
          </Typography.Text>
        )}
        <Flex gap={4} wrap>
          {topic.keyPhrases.slice(0, 6).map((k) => (
            <Tag key={k.phrase} bordered={false} color="blue">
              {k.phrase}
            </Tag>
          ))}
        </Flex>
        <Flex justify="space-between" align="center" gap={8}>
          <Link
            to={{ search: topicDocumentsSearch(topic.id, timeZone, range) }}
            title={t('topic.sizeLink')}
            data-testid={`topic-size-${topic.id}`}
          >
            {t('topic.size', { count: topic.size })}
          </Link>
          <Sparkline points={topic.trend} proportional={proportional} />
        </Flex>
        <SentimentBar sentiment={topic.sentiment} testId={`topic-sentiment-${topic.id}`} />
        {topic.representatives.map((d) => (
          <Typography.Paragraph key={d.id} type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 12 }}>
            “{d.content}”
          </Typography.Paragraph>
        ))}
        {topic.attributes
          .filter((a) => a.values.length > 0)
          .map((a) => (
            <Typography.Text key={a.code} style={{ fontSize: 12 }}>
              <Typography.Text type="secondary">{a.code}: </Typography.Text>
              {a.values.map((v) => `${v.value} (${formatCount(v.count)})`).join(', ')}
            </Typography.Text>
          ))}
        <Flex
          key="footer"
          justify="space-between"
          align="center"
          wrap
          gap={4}
          style={{ borderTop: '1px solid #f0f0f0', paddingTop: 6 }}
        >
          {[
            <Button
              key="docs"
              type="link"
              size="small"
              icon={<FileTextOutlined />}
              onClick={() => actions.documents(topic)}
              data-testid={`topic-documents-${topic.id}`}
            >
              {t('topic.documents', { count: topic.size })}
            </Button>,
            ...(canManage && pending
              ? [
                  <Button
                    key="confirm"
                    type="link"
                    size="small"
                    icon={<CheckOutlined />}
                    disabled={busy}
                    onClick={() => actions.confirm(topic)}
                    data-testid={`topic-confirm-${topic.id}`}
                  >
                    {t('topic.confirm')}
                  </Button>,
                ]
              : []),
            ...(canManage && topic.status === 'CONFIRMED'
              ? [
                  <Button
                    key="undo"
                    type="link"
                    size="small"
                    icon={<UndoOutlined />}
                    disabled={busy}
                    onClick={() => actions.undo(topic)}
                    data-testid={`topic-undo-${topic.id}`}
                  >
                    {t('topic.undo')}
                  </Button>,
                ]
              : []),
            ...(canManage
              ? [
                  <Dropdown
                    key="more"
                    trigger={['click']}
                    disabled={busy}
                    menu={{
                      items: menu.map((item) => ({ ...item, 'data-testid': `topic-${item.key}-${topic.id}` })),
                      onClick: ({ key }) => {
                        if (key === 'assign') actions.assign(topic);
                        else if (key === 'rename') actions.rename(topic);
                        else actions.passive(topic, pending);
                      },
                    }}
                  >
                    <Button
                      type="text"
                      size="small"
                      icon={<MoreOutlined />}
                      aria-label={t('topic.more')}
                      data-testid={`topic-more-${topic.id}`}
                    />
                  </Dropdown>,
                ]
              : []),
          ]}
        </Flex>
      </Flex>
    </Card>
  );
}
