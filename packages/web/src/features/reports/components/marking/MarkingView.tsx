import { useState } from 'react';
import { Button, Card, Empty, Flex, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MarkingTarget } from '@sentio/domain';
import { formatCount } from '../../../../shared/format';
import { LoadError } from '../../../../shared/query/QueryState';
import { useDeleteMarkingTarget } from '../../api/mutations';
import { useMarkingTargets } from '../../api/queries';
import type { TabContext } from '../../lib/context';
import { MarkingReportView } from './MarkingReportView';
import { MarkingTargetModal } from './MarkingTargetModal';

/** "March 2026", or "2026" for a whole-year target. */
export function usePeriodText() {
  const { t } = useTranslation('reports');
  return (target: Pick<MarkingTarget, 'year' | 'month'>) =>
    target.month === null ? String(target.year) : t('marking.period', { month: t(`months.${target.month}`), year: target.year });
}

/**
 * Marking efficiency (docs/reports.md): the analysis's targets, one per period; managers create and delete them. The
 * selected target (`markingGoalId`) shows its report below the list.
 */
export function MarkingView({ context }: { context: TabContext }) {
  const { t } = useTranslation('reports');
  const { code, state, write, canManage } = context;
  const targets = useMarkingTargets(code);
  const remove = useDeleteMarkingTarget(code);
  const [creating, setCreating] = useState(false);
  const periodText = usePeriodText();
  const selected = state.markingGoalId ?? targets.data?.[0]?.id ?? null;

  const columns: TableColumnsType<MarkingTarget> = [
    {
      key: 'name',
      title: t('marking.name'),
      render: (_, m) => (
        <Typography.Link
          onClick={() => write({ markingGoalId: m.id, quality: null })}
          data-testid={`marking-target-open-${m.id}`}
        >
          {m.name}
        </Typography.Link>
      ),
    },
    { key: 'period', title: t('marking.periodTitle'), render: (_, m) => periodText(m) },
    { key: 'total', title: t('marking.totalTarget'), align: 'right', render: (_, m) => formatCount(m.totalTarget) },
    {
      key: 'criteria',
      title: t('marking.criteria'),
      render: (_, m) => m.criteria.map((c) => <Tag key={c}>{t(`criteria.${c}`)}</Tag>),
    },
    { key: 'createdBy', title: t('marking.createdBy'), render: (_, m) => m.createdBy?.name ?? '—' },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('correlation.actions'),
            width: 80,
            render: (_: unknown, m: MarkingTarget) => (
              <Popconfirm
                title={t('marking.deleteConfirm', { name: m.name })}
                okText={t('actions.delete')}
                cancelText={t('actions.cancel')}
                okButtonProps={{ danger: true, 'data-testid': 'marking-target-delete-confirm' }}
                onConfirm={() =>
                  remove.mutate(m.id, {
                    onSuccess: () => (m.id === state.markingGoalId ? write({ markingGoalId: null, quality: null }) : undefined),
                  })
                }
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('marking.delete', { name: m.name })}
                  data-testid={`marking-target-delete-${m.id}`}
                />
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  if (targets.isError) return <LoadError error={targets.error} onRetry={() => void targets.refetch()} />;
  return (
    <Flex vertical gap={12} data-testid="marking">
      <Card
        size="small"
        title={t('marking.title')}
        extra={
          canManage && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="marking-target-create-open"
            >
              {t('marking.create.open')}
            </Button>
          )
        }
      >
        <Table<MarkingTarget>
          data-testid="marking-targets"
          rowKey="id"
          size="small"
          loading={targets.isLoading}
          pagination={false}
          dataSource={targets.data ?? []}
          columns={columns}
          rowClassName={(m) => (m.id === selected ? 'ant-table-row-selected' : '')}
          onRow={(m) => ({ 'data-testid': `marking-target-row-${m.id}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('marking.empty')} /> }}
        />
      </Card>
      {selected && <MarkingReportView key={selected} context={context} id={selected} />}
      {creating && (
        <MarkingTargetModal
          code={code}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            write({ markingGoalId: id, quality: null });
          }}
        />
      )}
    </Flex>
  );
}
