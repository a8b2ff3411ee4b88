import { useState } from 'react';
import { Alert, Button, Drawer, Flex, List, Pagination, Select, Checkbox, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Topic } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { formatDate } from '../../../app/dates';
import { percent } from '../../../shared/format';
import { useMoveDocuments } from '../api/mutations';
import { useTopicDocuments, useTopicsToAdd } from '../api/queries';

interface Props {
  code: string;
  analysisId: string;
  topic: Topic;
  canManage: boolean;
  onClose: () => void;
}

/** A topic's documents, most similar first; selected ones can move to another topic of the same category. */
export function TopicDocumentsDrawer({ code, analysisId, topic, canManage, onClose }: Props) {
  const { t, i18n } = useTranslation('rootCauses');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const documents = useTopicDocuments(code, analysisId, topic.id, page);
  const targets = useTopicsToAdd(code, topic.id, canManage);
  const move = useMoveDocuments(code, analysisId);

  const moveSelected = () => {
    if (target === undefined || selected.length === 0) return;
    setProblem(null);
    move.mutate(
      { documentIds: selected, fromTopicId: topic.id, toTopicId: target },
      {
        onSuccess: () => setSelected([]),
        onError: (e) => {
          const api = apiErrorOf(e);
          setProblem(api ? apiErrorText(t, api) : t('failed'));
        },
      },
    );
  };

  return (
    <Drawer
      open
      width={640}
      title={t('documents.title', { label: topic.label })}
      onClose={onClose}
      data-testid="topic-documents-drawer"
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      {canManage && (
        <Flex gap={8} align="center" style={{ marginBottom: 12 }} wrap>
          <Typography.Text>{t('documents.moveTo', { count: selected.length })}</Typography.Text>
          <Select
            data-testid="topic-move-target"
            style={{ minWidth: 220 }}
            value={target}
            onChange={setTarget}
            loading={targets.isLoading}
            options={(targets.data ?? []).map((b) => ({ value: b.id, label: b.label }))}
            placeholder={t('documents.target')}
          />
          <Button
            data-testid="topic-move-submit"
            disabled={selected.length === 0 || target === undefined}
            loading={move.isPending}
            onClick={moveSelected}
          >
            {t('documents.move')}
          </Button>
        </Flex>
      )}
      <List
        loading={documents.isLoading}
        dataSource={documents.data?.content ?? []}
        locale={{ emptyText: t('documents.empty') }}
        renderItem={(d) => (
          <List.Item data-testid={`topic-document-${d.id}`}>
            <Flex gap={8} align="start" style={{ width: '100%' }}>
              {canManage && (
                <Checkbox
                  checked={selected.includes(d.id)}
                  aria-label={t('documents.select')}
                  onChange={(e) => setSelected((s) => (e.target.checked ? [...s, d.id] : s.filter((id) => id !== d.id)))}
                />
              )}
              <Flex vertical gap={2} style={{ flex: 1 }}>
                <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
                  {d.content}
                </Typography.Paragraph>
                <Flex gap={8}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDate(d.contentDate, i18n.language)}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('documents.similarity', { value: percent(d.similarity) })}
                  </Typography.Text>
                  {d.sentiment && <Tag>{t(`sentimentLabel.${d.sentiment}`, { defaultValue: d.sentiment })}</Tag>}
                </Flex>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
      {(documents.data?.total ?? 0) > 10 && (
        <Pagination
          size="small"
          current={page + 1}
          pageSize={10}
          total={documents.data?.total ?? 0}
          showSizeChanger={false}
          onChange={(p) => setPage(p - 1)}
        />
      )}
    </Drawer>
  );
}
