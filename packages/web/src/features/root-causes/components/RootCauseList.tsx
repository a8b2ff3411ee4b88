import { useState } from 'react';
import { Alert, Button, Flex, Popconfirm, Select, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, FileSearchOutlined, MergeCellsOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RootCause, RootCauseAnalysis } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { hasPermission } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { CreateActionFromFilter } from '../../actions';
import { formatCount } from '../../../shared/format';
import { useDeleteRootCause, useMergeRootCauses, useRenameRootCause } from '../api/mutations';
import { useRootCauses } from '../api/queries';
import { rootCauseDocumentsSearch, rootCauseFilterState } from '../lib/links';
import { NameModal } from './NameModal';

interface Props {
  code: string;
  analysis: RootCauseAnalysis;
  canManage: boolean;
}

/** The confirmed root causes of the project: rename, merge several into one, delete, and their documents in the data tab. */
export function RootCauseList({ code, analysis, canManage }: Props) {
  const { t } = useTranslation('rootCauses');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const canAct = useAppStore((s) => hasPermission(s.user, 'ACTION/MANAGE'));
  const rootCauses = useRootCauses(code);
  const rename = useRenameRootCause(code);
  const merge = useMergeRootCauses(code);
  const remove = useDeleteRootCause(code);
  const [renaming, setRenaming] = useState<RootCause | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (e: unknown) => {
    const api = apiErrorOf(e);
    setProblem(api ? apiErrorText(t, api) : t('failed'));
  };
  const sources = selected.filter((id) => id !== target);

  return (
    <Flex vertical gap={12} data-testid="root-cause-list">
      {problem && (
        <Alert type="error" showIcon closable title={problem} onClose={() => setProblem(null)} data-testid="root-cause-problem" />
      )}
      {canManage && selected.length >= 2 && (
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('rootCauses.mergeInto', { count: selected.length })}</Typography.Text>
          <Select
            data-testid="root-cause-merge-target"
            style={{ minWidth: 220 }}
            value={target}
            onChange={setTarget}
            options={(rootCauses.data ?? []).filter((r) => selected.includes(r.id)).map((r) => ({ value: r.id, label: r.name }))}
          />
          <Button
            icon={<MergeCellsOutlined />}
            disabled={target === undefined || sources.length === 0}
            loading={merge.isPending}
            data-testid="root-cause-merge"
            onClick={() => {
              if (target === undefined) return;
              setProblem(null);
              merge.mutate({ targetId: target, sourceIds: sources }, { onSuccess: () => setSelected([]), onError });
            }}
          >
            {t('rootCauses.merge')}
          </Button>
        </Flex>
      )}
      <Table<RootCause>
        rowKey="id"
        size="small"
        loading={rootCauses.isLoading}
        dataSource={rootCauses.data ?? []}
        pagination={false}
        locale={{ emptyText: t('rootCauses.empty') }}
        rowSelection={canManage ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        onRow={(r) => ({ 'data-testid': `root-cause-row-${r.name}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'name',
            title: t('rootCauses.name'),
            render: (_, r) => (
              <Flex vertical>
                <Typography.Text strong>{r.name}</Typography.Text>
                {r.description && <Typography.Text type="secondary">{r.description}</Typography.Text>}
              </Flex>
            ),
          },
          {
            key: 'alias',
            title: t('rootCauses.alias'),
            render: (_, r) =>
              [r.alias.tr && `TR: ${r.alias.tr}`, r.alias.en && `EN: ${r.alias.en}`].filter(Boolean).join(' · ') || '—',
          },
          { key: 'documents', title: t('rootCauses.documents'), align: 'right', render: (_, r) => formatCount(r.documentCount) },
          { key: 'topics', title: t('rootCauses.topics'), align: 'right', render: (_, r) => formatCount(r.topicIds.length) },
          {
            key: 'actions',
            title: '',
            render: (_, r) => (
              <Flex gap={4} align="center">
                <Link
                  to={{ search: rootCauseDocumentsSearch(r, timeZone, analysis) }}
                  data-testid={`root-cause-documents-${r.id}`}
                >
                  <FileSearchOutlined /> {t('rootCauses.showDocuments')}
                </Link>
                {canAct && (
                  <CreateActionFromFilter
                    projectCode={code}
                    state={rootCauseFilterState(r, analysis)}
                    defaultName={r.name}
                    size="small"
                    type="link"
                    testId={`create-action-root-cause-${r.id}`}
                  />
                )}
                {canManage && (
                  <>
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('rootCauses.rename')}
                      onClick={() => setRenaming(r)}
                      data-testid={`root-cause-rename-${r.id}`}
                    />
                    <Popconfirm
                      title={t('rootCauses.deleteConfirm', { name: r.name })}
                      okButtonProps={{ danger: true, 'data-testid': 'root-cause-delete-confirm' }}
                      onConfirm={() => {
                        setProblem(null);
                        remove.mutate(r.id, { onError });
                      }}
                    >
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('rootCauses.delete')}
                        data-testid={`root-cause-delete-${r.id}`}
                      />
                    </Popconfirm>
                  </>
                )}
              </Flex>
            ),
          },
        ]}
      />
      {renaming && (
        <NameModal
          title={t('rootCauses.renameTitle')}
          label={t('rootCauses.name')}
          initial={renaming.name}
          pending={rename.isPending}
          testId="root-cause-rename"
          onSubmit={(name, handlers) => rename.mutate({ rootCause: renaming, name }, handlers)}
          onClose={() => setRenaming(null)}
        />
      )}
    </Flex>
  );
}
