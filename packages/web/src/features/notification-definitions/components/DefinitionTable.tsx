import type { HTMLAttributes } from 'react';
import { Button, Flex, Popconfirm, Switch, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NotificationDefinition, ProjectDetail } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { useReceiverPeople } from '../api/queries';
import { scheduleText, zonedDateTime } from '../lib/schedule';
import { RunHistory, runStatusColor } from './RunHistory';

/** What a row can be busy with. */
export type RowAction = 'toggle' | 'test' | 'delete';

interface Props {
  project: ProjectDetail;
  definitions: NotificationDefinition[];
  loading: boolean;
  canManage: boolean;
  /** The definition whose switch, test or delete is in flight, and which of them. */
  busy: { id: string; action: RowAction } | null;
  onEdit: (definition: NotificationDefinition) => void;
  onToggle: (definition: NotificationDefinition, enabled: boolean) => void;
  onTest: (definition: NotificationDefinition) => void;
  onDelete: (definition: NotificationDefinition) => void;
}

/** The analysis's definitions: what, when, to whom, on or off, when last sent and next due; runs when expanded. */
export function DefinitionTable({ project, definitions, loading, canManage, busy, onEdit, onToggle, onTest, onDelete }: Props) {
  const { t, i18n } = useTranslation('notificationDefinitions');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const when = (iso: string) => zonedDateTime(iso, i18n.language, timeZone);
  const busyWith = (d: NotificationDefinition, action: RowAction) => busy?.id === d.id && busy.action === action;
  const people = useReceiverPeople(definitions.some((d) => d.receivers.type === 'USER'));
  const personName = (id: string) => {
    const p = people.data?.find((x) => x.id === id);
    return p ? p.name || p.email : id;
  };
  const receivers = (d: NotificationDefinition) => {
    const names = d.receivers.values.map((v) =>
      d.receivers.type === 'ROLE' ? t(`workspace:roles.${v}`, { defaultValue: v }) : personName(v),
    );
    const shown = names.slice(0, 3).join(', ');
    return names.length > 3 ? `${shown} ${t('receiversMore', { count: names.length - 3 })}` : shown;
  };

  const columns: TableColumnsType<NotificationDefinition> = [
    {
      title: t('columns.name'),
      dataIndex: 'name',
      render: (name: string, d) => (
        <Flex vertical>
          {canManage ? (
            <Typography.Link onClick={() => onEdit(d)} data-testid={`nd-name-${d.id}`}>
              {name}
            </Typography.Link>
          ) : (
            <Typography.Text strong data-testid={`nd-name-${d.id}`}>
              {name}
            </Typography.Text>
          )}
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 280, fontSize: 12 }}>
            {d.description}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('columns.type'),
      dataIndex: 'type',
      width: 170,
      render: (type: NotificationDefinition['type']) => <Tag>{t(`type.${type}`)}</Tag>,
    },
    {
      title: t('columns.schedule'),
      key: 'schedule',
      width: 200,
      render: (_: unknown, d) => <span data-testid={`nd-schedule-${d.id}`}>{scheduleText(t, i18n.language, d)}</span>,
    },
    {
      title: t('columns.receivers'),
      key: 'receivers',
      render: (_: unknown, d) => <span data-testid={`nd-receivers-${d.id}`}>{receivers(d)}</span>,
    },
    {
      title: t('columns.enabled'),
      dataIndex: 'enabled',
      width: 70,
      render: (enabled: boolean, d) => (
        <Switch
          size="small"
          checked={enabled}
          disabled={!canManage}
          loading={busyWith(d, 'toggle')}
          aria-label={t('actions.enable', { name: d.name })}
          onChange={(next) => onToggle(d, next)}
          data-testid={`nd-enabled-${d.id}`}
        />
      ),
    },
    {
      title: t('columns.lastSent'),
      key: 'lastSent',
      width: 190,
      render: (_: unknown, d) => (
        <Flex vertical gap={2} data-testid={`nd-last-sent-${d.id}`}>
          <span>{d.lastSentAt ? when(d.lastSentAt) : t('never')}</span>
          {d.lastRun && (
            <span>
              <Tag color={runStatusColor[d.lastRun.status]} title={d.lastRun.error ?? undefined}>
                {t(`runKind.${d.lastRun.kind}`)} · {t(`runStatus.${d.lastRun.status}`)}
              </Tag>
            </span>
          )}
        </Flex>
      ),
    },
    {
      title: t('columns.nextRun'),
      dataIndex: 'nextRunAt',
      width: 150,
      render: (next: string | null) =>
        next ? when(next) : <Typography.Text type="secondary">{t('notScheduled')}</Typography.Text>,
    },
  ];
  if (canManage)
    columns.push({
      title: t('columns.actions'),
      key: 'actions',
      width: 130,
      render: (_: unknown, d) => (
        <Flex gap={4}>
          <Tooltip title={t('actions.test')}>
            <Button
              size="small"
              icon={<SendOutlined />}
              aria-label={t('actions.test')}
              loading={busyWith(d, 'test')}
              onClick={() => onTest(d)}
              data-testid={`nd-test-${d.id}`}
            />
          </Tooltip>
          <Tooltip title={t('actions.edit')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('actions.edit')}
              onClick={() => onEdit(d)}
              data-testid={`nd-edit-${d.id}`}
            />
          </Tooltip>
          <Popconfirm
            title={t('confirmDelete.title', { name: d.name })}
            description={t('confirmDelete.description')}
            okText={t('confirmDelete.ok')}
            cancelText={t('confirmDelete.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'nd-delete-confirm' }}
            onConfirm={() => onDelete(d)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('actions.delete')}
              data-testid={`nd-delete-${d.id}`}
            />
          </Popconfirm>
        </Flex>
      ),
    });

  return (
    <Table<NotificationDefinition>
      rowKey="id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={definitions}
      pagination={false}
      locale={{ emptyText: t('empty') }}
      expandable={{ expandedRowRender: (d) => <RunHistory code={project.code} definitionId={d.id} /> }}
      onRow={(d) => ({ 'data-testid': `nd-row-${d.id}` }) as HTMLAttributes<HTMLElement>}
      data-testid="nd-table"
    />
  );
}
