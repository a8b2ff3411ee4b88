import { useState } from 'react';
import { Alert, Button, Card, Flex, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, RootCauseAnalysis } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { formatDateTime } from '../../../app/dates';
import { formatCount } from '../../../shared/format';
import { LoadError } from '../../../shared/query/QueryState';
import { useDeleteAnalysis, useRunAnalysis } from '../api/mutations';
import { useAnalyses, useCategoryTree } from '../api/queries';
import { isRunning } from '../lib/state';
import { AnalysisForm } from './AnalysisForm';
import { StateTag } from './StateTag';

interface Props {
  project: ProjectDetail;
  canManage: boolean;
  onOpen: (id: string) => void;
}

/** The project's root cause analyses: what each reads, its state and what it found; new, edit, run again, delete. */
export function AnalysisList({ project, canManage, onOpen }: Props) {
  const { t, i18n } = useTranslation('rootCauses');
  const code = project.code;
  const analyses = useAnalyses(code);
  const tree = useCategoryTree(code);
  const run = useRunAnalysis(code);
  const remove = useDeleteAnalysis(code);
  const [editing, setEditing] = useState<RootCauseAnalysis | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const modelName = (modelCode: string) => project.projectModels.find((m) => m.code === modelCode)?.name ?? modelCode;
  const categoryName = (modelCode: string, id: string) =>
    tree.data?.find((m) => m.modelCode === modelCode)?.categories.find((c) => c.id === id)?.name ?? id;
  const onError = (e: unknown) => {
    const api = apiErrorOf(e);
    setProblem(api ? apiErrorText(t, api) : t('failed'));
  };

  if (analyses.isError)
    return <LoadError error={analyses.error} onRetry={() => void analyses.refetch()} testId="rca-list-error" />;

  return (
    <Card
      title={t('list.title')}
      data-testid="rca-list"
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="rca-new">
            {t('list.new')}
          </Button>
        )
      }
    >
      {problem && (
        <Alert
          type="error"
          showIcon
          closable
          title={problem}
          onClose={() => setProblem(null)}
          data-testid="rca-list-problem"
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<RootCauseAnalysis>
        rowKey="id"
        size="small"
        loading={analyses.isLoading}
        dataSource={analyses.data ?? []}
        pagination={false}
        locale={{ emptyText: t('list.empty') }}
        onRow={(a) => ({ 'data-testid': `rca-row-${a.name}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'name',
            title: t('list.name'),
            width: 280,
            render: (_, a) => (
              <Flex gap={6} align="center" wrap>
                <Typography.Link onClick={() => onOpen(a.id)} data-testid={`rca-open-${a.id}`}>
                  {a.name}
                </Typography.Link>
                {a.automated && (
                  <Tooltip title={t('list.automatedHelp')}>
                    <Tag icon={<ScheduleOutlined />} color="blue" data-testid={`rca-automated-${a.id}`}>
                      {t('list.automated')}
                    </Tag>
                  </Tooltip>
                )}
              </Flex>
            ),
          },
          {
            key: 'model',
            title: t('list.modelCategories'),
            render: (_, a) => (
              <Typography.Text>
                {modelName(a.modelCode)}
                <Typography.Text type="secondary">
                  {' · '}
                  {a.categoryIds.map((id) => categoryName(a.modelCode, id)).join(', ')}
                </Typography.Text>
              </Typography.Text>
            ),
          },
          { key: 'state', title: t('list.state'), render: (_, a) => <StateTag analysis={a} /> },
          { key: 'documents', title: t('list.documents'), align: 'right', render: (_, a) => formatCount(a.documentCount) },
          { key: 'topics', title: t('list.topics'), align: 'right', render: (_, a) => formatCount(a.topicCount) },
          {
            key: 'pending',
            title: t('list.pending'),
            align: 'right',
            render: (_, a) => <span data-testid={`rca-pending-${a.id}`}>{formatCount(a.pendingCount)}</span>,
          },
          { key: 'lastRun', title: t('list.lastRun'), render: (_, a) => formatDateTime(a.lastRunAt, i18n.language) || '—' },
          ...(canManage
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_: unknown, a: RootCauseAnalysis) => (
                    <Flex gap={4}>
                      <Tooltip title={t('list.edit')}>
                        <Button
                          size="small"
                          icon={<EditOutlined />}
                          aria-label={t('list.edit')}
                          onClick={() => setEditing(a)}
                          data-testid={`rca-edit-${a.id}`}
                        />
                      </Tooltip>
                      <Tooltip title={t('list.run')}>
                        <Button
                          size="small"
                          icon={<ReloadOutlined />}
                          aria-label={t('list.run')}
                          disabled={isRunning(a.state)}
                          data-testid={`rca-run-${a.id}`}
                          onClick={() => {
                            setProblem(null);
                            run.mutate(a.id, { onError });
                          }}
                        />
                      </Tooltip>
                      <Popconfirm
                        title={t('list.deleteConfirm', { name: a.name })}
                        okButtonProps={{ 'data-testid': 'rca-delete-confirm', danger: true }}
                        onConfirm={() => {
                          setProblem(null);
                          remove.mutate(a.id, { onError });
                        }}
                      >
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('list.delete')}
                          data-testid={`rca-delete-${a.id}`}
                        />
                      </Popconfirm>
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing !== null && (
        <AnalysisForm project={project} analysis={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
