import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDocument } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { notices } from '../../../app/notices';
import { useContentGroupTransactions, useTransformContentGroup, type GroupRef, type TransformInput } from '../api/mutations';
import { useContentGroup } from '../api/queries';

/** One content group's documents: remove some, then send them to training data or make a virtual category of them. */
export function ContentGroupModal({ code, group, onClose }: { code: string; group: GroupRef; onClose: () => void }) {
  const { t } = useTranslation('projectViews');
  const [page, setPage] = useState(0);
  const [virtualName, setVirtualName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = useContentGroup(code, group.model, group.category, page);
  const change = useContentGroupTransactions(code);
  const transform = useTransformContentGroup(code);
  const info = data.data?.group;
  const empty = (info?.documentCount ?? 0) === 0;

  const run = (body: TransformInput) => {
    setError(null);
    transform.mutate(
      { ...group, body },
      {
        onSuccess: (result) => {
          notices.success({
            title:
              result.target === 'TRAINING_DATA'
                ? t('group.sentToTraining', { count: result.affected })
                : t('group.madeVirtual', { count: result.affected }),
          });
          onClose();
        },
        onError: (e) => {
          const api = apiErrorOf(e);
          setError(api ? apiErrorText(t, api) : t('failed'));
        },
      },
    );
  };

  return (
    <Modal
      open
      width={760}
      title={t('group.title', { name: info?.categoryName ?? group.category })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          {virtualName === null ? (
            <Button
              data-testid="content-group-to-virtual"
              disabled={empty}
              onClick={() => setVirtualName(info?.categoryName ?? '')}
            >
              {t('group.toVirtual')}
            </Button>
          ) : (
            <Space.Compact>
              <Input
                data-testid="content-group-virtual-name"
                aria-label={t('virtual.name')}
                value={virtualName}
                maxLength={100}
                onChange={(e) => setVirtualName(e.target.value)}
              />
              <Button
                type="primary"
                data-testid="content-group-virtual-submit"
                disabled={virtualName.trim() === ''}
                loading={transform.isPending}
                onClick={() => run({ target: 'VIRTUAL_CATEGORY', name: virtualName.trim() })}
              >
                {t('save')}
              </Button>
            </Space.Compact>
          )}
          <Button
            type="primary"
            data-testid="content-group-to-training"
            disabled={empty}
            loading={transform.isPending && virtualName === null}
            onClick={() => run({ target: 'TRAINING_DATA' })}
          >
            {t('group.toTraining')}
          </Button>
        </Flex>
      }
    >
      {error && <Alert type="warning" showIcon title={error} data-testid="content-group-error" style={{ marginBottom: 12 }} />}
      {data.isError && <Alert type="error" showIcon title={t('loadFailed')} style={{ marginBottom: 12 }} />}
      <Table<ProjectDocument>
        rowKey="id"
        size="small"
        data-testid="content-group-documents"
        loading={data.isLoading}
        dataSource={data.data?.documents.content ?? []}
        locale={{ emptyText: t('group.empty') }}
        columns={[
          {
            key: 'content',
            title: t('group.content'),
            render: (_, doc) => (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                {doc.content}
              </Typography.Paragraph>
            ),
          },
          {
            key: 'remove',
            width: 100,
            render: (_, doc) => (
              <Button
                size="small"
                danger
                data-testid={`content-group-remove-${doc.id}`}
                loading={change.isPending && change.variables.remove?.includes(doc.id)}
                onClick={() => change.mutate({ ...group, remove: [doc.id] })}
              >
                {t('group.remove')}
              </Button>
            ),
          },
        ]}
        pagination={{
          current: page + 1,
          pageSize: 10,
          total: data.data?.documents.total ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        }}
      />
    </Modal>
  );
}
