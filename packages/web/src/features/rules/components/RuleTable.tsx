import { Button, Flex, Popconfirm, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, HistoryOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Rule } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { formatCount } from '../../../shared/format';
import { isRuleRunning } from '../api/queries';
import type { RuleCatalog } from '../lib/fields';
import { actionsText, conditionsText } from '../lib/summary';
import { RunState } from './RunState';

interface Props {
  rules: Rule[];
  loading: boolean;
  catalog: RuleCatalog;
  canManage: boolean;
  personName: (id: string) => string;
  onEdit: (rule: Rule) => void;
  onHistory: (rule: Rule) => void;
  onToggle: (rule: Rule, enabled: boolean) => void;
  onRun: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
}

/** One row per rule: what it looks at, what it does, whether it is on, its last run, how often it applied, who changed it. */
export function RuleTable({
  rules,
  loading,
  catalog,
  canManage,
  personName,
  onEdit,
  onHistory,
  onToggle,
  onRun,
  onDelete,
}: Props) {
  const { t, i18n } = useTranslation('rules');
  return (
    <Table<Rule>
      rowKey="id"
      size="small"
      // Fixed: the name column keeps its width (a long description is ellipsised), the rule text gets the rest.
      tableLayout="fixed"
      loading={loading}
      dataSource={rules}
      pagination={false}
      locale={{ emptyText: t('list.empty') }}
      onRow={(r) => ({ 'data-testid': `rule-row-${r.name}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'name',
          title: t('list.name'),
          width: 200,
          render: (_, r) => (
            <Flex vertical gap={2}>
              <Typography.Text strong>{r.name}</Typography.Text>
              {r.description && (
                <Typography.Text type="secondary" ellipsis={{ tooltip: r.description }} style={{ fontSize: 12 }}>
                  {r.description}
                </Typography.Text>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`rule-updated-${r.id}`}>
                {t('list.changedBy', { name: r.updatedBy?.name ?? '—', date: formatDateTime(r.updatedAt, i18n.language) })}
              </Typography.Text>
              {r.pendingFrom && (
                <Tooltip title={t('list.pendingHelp')}>
                  <Tag color="gold" data-testid={`rule-pending-${r.id}`} style={{ alignSelf: 'flex-start' }}>
                    {t('list.pending', { date: formatDateTime(r.pendingFrom, i18n.language) })}
                  </Tag>
                </Tooltip>
              )}
            </Flex>
          ),
        },
        {
          key: 'definition',
          title: t('list.definition'),
          render: (_, r) => (
            <Flex vertical gap={4} style={{ fontSize: 13 }}>
              <div>
                <Typography.Text type="secondary">{t('list.if')} </Typography.Text>
                <Typography.Text data-testid={`rule-conditions-${r.id}`}>{conditionsText(t, catalog, r)}</Typography.Text>
              </div>
              <Flex gap={4} align="flex-start">
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {t('list.then')}
                </Typography.Text>
                <Flex vertical data-testid={`rule-actions-${r.id}`}>
                  {actionsText(t, catalog, r, personName).map((a, i) => (
                    <Typography.Text key={i}>{a}</Typography.Text>
                  ))}
                </Flex>
              </Flex>
            </Flex>
          ),
        },
        {
          key: 'enabled',
          title: t('list.enabled'),
          width: 56,
          render: (_, r) => (
            <Switch
              size="small"
              checked={r.enabled}
              disabled={!canManage}
              aria-label={t('list.enabled')}
              data-testid={`rule-enabled-${r.id}`}
              onChange={(checked) => onToggle(r, checked)}
            />
          ),
        },
        { key: 'run', title: t('list.lastRun'), width: 150, render: (_, r) => <RunState ruleId={r.id} run={r.lastRun} /> },
        {
          key: 'applied',
          title: t('list.applied'),
          align: 'right',
          width: 76,
          render: (_, r) => <span data-testid={`rule-applied-${r.id}`}>{formatCount(r.appliedCount, i18n.language)}</span>,
        },
        {
          key: 'buttons',
          title: '',
          width: 120,
          render: (_, r) => (
            <Flex gap={4} wrap>
              <Tooltip title={t('list.history')}>
                <Button
                  size="small"
                  icon={<HistoryOutlined />}
                  aria-label={t('list.history')}
                  data-testid={`rule-history-open-${r.id}`}
                  onClick={() => onHistory(r)}
                />
              </Tooltip>
              {canManage && (
                <>
                  <Tooltip title={t('list.edit')}>
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('list.edit')}
                      data-testid={`rule-edit-${r.id}`}
                      onClick={() => onEdit(r)}
                    />
                  </Tooltip>
                  <Popconfirm
                    title={t('list.runConfirm', { name: r.name })}
                    description={t('list.runConfirmHelp')}
                    okText={t('list.run')}
                    okButtonProps={{ 'data-testid': 'rule-run-confirm' }}
                    onConfirm={() => onRun(r)}
                    disabled={isRuleRunning(r)}
                  >
                    <Tooltip title={t('list.run')}>
                      <Button
                        size="small"
                        icon={<PlayCircleOutlined />}
                        aria-label={t('list.run')}
                        disabled={isRuleRunning(r)}
                        data-testid={`rule-run-button-${r.id}`}
                      />
                    </Tooltip>
                  </Popconfirm>
                  <Popconfirm
                    title={t('list.deleteConfirm', { name: r.name })}
                    description={t('list.deleteConfirmHelp')}
                    okText={t('list.delete')}
                    okButtonProps={{ 'data-testid': 'rule-delete-confirm', danger: true }}
                    onConfirm={() => onDelete(r)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('list.delete')}
                      data-testid={`rule-delete-${r.id}`}
                    />
                  </Popconfirm>
                </>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}
