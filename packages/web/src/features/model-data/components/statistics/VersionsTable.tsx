import { App, Button, Popconfirm, Space, Table, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VersionSummary } from '@sentio/domain';
import { accessOf } from '../../../../app/access';
import { apiErrorOf } from '../../../../app/api/errors';
import { apiErrorText } from '../../../../app/api/messages';
import { formatDateTime } from '../../../../app/dates';
import { notices } from '../../../../app/notices';
import { useAppStore } from '../../../../app/store/appStore';
import { useVersionAction, type VersionAction } from '../../api/mutations';
import { percent } from '../../lib/metrics';
import { versionActionsFor, type VersionActionKind } from '../../lib/versions';
import { VersionTags } from '../tags';

const endpointOf: Record<VersionActionKind, VersionAction> = {
  deploy: 'deploy',
  rollback: 'deploy',
  submit: 'submit',
  approve: 'approve',
  reject: 'reject',
};

const confirmProps = (kind: VersionActionKind): ButtonProps & { 'data-testid': string } => ({
  danger: kind === 'reject',
  'data-testid': `version-${kind}-confirm`,
});

/** Every version with its quality and the deploy / submit / approve / reject / roll-back actions the user may take. */
export function VersionsTable({
  modelId,
  versions,
  loading,
  selectedId,
  onSelect,
}: {
  modelId: string;
  versions: VersionSummary[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('modelData');
  const { message } = App.useApp();
  const access = accessOf(useAppStore((s) => s.user));
  const actions = {
    deploy: useVersionAction(modelId, 'deploy'),
    submit: useVersionAction(modelId, 'submit'),
    approve: useVersionAction(modelId, 'approve'),
    reject: useVersionAction(modelId, 'reject'),
  };
  const deployedNumber = versions.find((v) => v.deployed)?.number ?? null;

  const run = (kind: VersionActionKind, version: VersionSummary) =>
    actions[endpointOf[kind]].mutate(version.id, {
      onSuccess: () => void message.success(t(`versions.done.${kind}`, { name: version.name })),
      onError: (error) => {
        const api = apiErrorOf(error);
        if (api && (api.status === 400 || api.status === 409))
          notices.warning({ key: 'version', title: t('versions.failed'), description: apiErrorText(t, api) });
      },
    });

  const columns: TableColumnsType<VersionSummary> = [
    {
      title: t('versions.name'),
      key: 'name',
      render: (_, v) => (
        <Space orientation="vertical" size={0}>
          <Typography.Link onClick={() => onSelect(v.id)} disabled={v.status !== 'SUCCESS'} strong={v.id === selectedId}>
            {v.name}
          </Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            #{v.number} · {formatDateTime(v.createdAt, i18n.language)} · {v.createdBy.name}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('versions.status'), key: 'status', render: (_, v) => <VersionTags version={v} /> },
    { title: t('stats.accuracy'), dataIndex: 'accuracy', align: 'right', render: (a: number | null) => percent(a) },
    { title: t('stats.macroF1'), dataIndex: 'macroF1', align: 'right', render: (a: number | null) => percent(a) },
    { title: t('versions.documents'), dataIndex: 'trainingDocuments', align: 'right' },
    {
      title: t('versions.actions'),
      key: 'actions',
      render: (_, v) => (
        <Space size={4} wrap>
          {versionActionsFor(v, deployedNumber, access).map((kind) => {
            const button = (
              <Button
                key={kind}
                size="small"
                type={kind === 'deploy' || kind === 'approve' ? 'primary' : 'default'}
                danger={kind === 'reject'}
                loading={actions[endpointOf[kind]].isPending && actions[endpointOf[kind]].variables === v.id}
                onClick={kind === 'submit' || kind === 'approve' ? () => run(kind, v) : undefined}
                data-testid={`version-${kind}`}
                data-version-id={v.id}
              >
                {t(`versions.action.${kind}`)}
              </Button>
            );
            if (kind === 'submit' || kind === 'approve') return button;
            return (
              <Popconfirm
                key={kind}
                title={t(`versions.confirm.${kind}`, { name: v.name })}
                onConfirm={() => run(kind, v)}
                okText={t(`versions.action.${kind}`)}
                cancelText={t('common.cancel')}
                okButtonProps={confirmProps(kind)}
              >
                {button}
              </Popconfirm>
            );
          })}
        </Space>
      ),
    },
  ];
  return (
    <Table<VersionSummary>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={versions}
      loading={loading}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('versions.empty') }}
      rowClassName={(v) => (v.id === selectedId ? 'ant-table-row-selected' : '')}
      scroll={{ x: true }}
      data-testid="versions-table"
    />
  );
}
