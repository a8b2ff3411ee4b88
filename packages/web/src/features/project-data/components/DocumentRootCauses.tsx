import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTopics } from '../api/queries';
import { rootCauseName, rrIdOf } from '../lib/rootCauses';

const sentimentColors: Record<string, string> = { POSITIVE: 'green', NEUTRAL: 'default', NEGATIVE: 'red' };

interface Props {
  code: string;
  documentId: string;
  /** Filters the data tab by one root cause (an `rrId` value carrying its name) or one topic. */
  onFilter: (change: { rrId: string } | { topic: string }) => void;
}

/**
 * The document's root causes (alias in the interface language when set, else the name, with its sentiment) and the
 * topics it belongs to (docs/root-causes.md). A root cause or a topic opens its documents in the list. The section is an aid:
 * when the call fails it is left out rather than shown as an error.
 */
export function DocumentRootCauses({ code, documentId, onFilter }: Props) {
  const { t, i18n } = useTranslation('projectData');
  const topics = useDocumentTopics(code, documentId);
  if (!topics.data) return null;
  const { rootCauses } = topics.data;
  // A root cause reached through several topics is listed once.
  const unique = [...new Map(rootCauses.map((r) => [r.rootCauseId, r])).values()];
  // Topics people set aside (passive) say nothing about the document.
  const topicList = topics.data.topics.filter((topic) => topic.status !== 'PASSIVE');
  return (
    <Flex vertical gap={6} data-testid="drawer-root-causes">
      <Typography.Text strong>{t('rootCause.drawerTitle')}</Typography.Text>
      {unique.length === 0 ? (
        <Typography.Text type="secondary" data-testid="drawer-no-root-cause">
          {t('rootCause.none')}
        </Typography.Text>
      ) : (
        <Flex gap={8} wrap>
          {unique.map((r) => {
            const name = rootCauseName(r, i18n.language);
            return (
              <Flex key={r.rootCauseId} gap={4} align="center" data-testid={`drawer-root-cause-${r.rootCauseId}`}>
                <Typography.Link
                  data-testid={`drawer-root-cause-link-${r.rootCauseId}`}
                  title={t('rootCause.showDocuments', { name })}
                  onClick={() => onFilter({ rrId: rrIdOf(r.rootCauseId, name) })}
                >
                  {name}
                </Typography.Link>
                {r.sentiment && (
                  <Tag color={sentimentColors[r.sentiment]} style={{ marginInlineEnd: 0 }}>
                    {t(`sentiment.${r.sentiment}`)}
                  </Tag>
                )}
              </Flex>
            );
          })}
        </Flex>
      )}
      {topicList.length > 0 && (
        <Flex gap={4} wrap align="center" data-testid="drawer-topics">
          <Typography.Text type="secondary">{t('rootCause.topics')}:</Typography.Text>
          {topicList.map((topic) => (
            <Tag
              key={topic.id}
              data-testid={`drawer-topic-${topic.id}`}
              role="button"
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              title={t('rootCause.showDocuments', { name: topic.label })}
              onClick={() => onFilter({ topic: topic.id })}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onFilter({ topic: topic.id });
                }
              }}
            >
              {topic.label}
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
