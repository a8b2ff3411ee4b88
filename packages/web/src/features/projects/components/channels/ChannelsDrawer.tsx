import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Drawer,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { channelBody, type Channel } from '@sentio/domain';
import { apiErrorOf } from '../../../../app/api/errors';
import { failureText } from '../../../../app/api/messages';
import { formFailure, zodRule } from '../../../../app/forms';
import { useDeleteChannel, useSaveChannel } from '../../api/mutations';
import { useChannels } from '../../api/queries';
import { ProjectIcon, projectIconPresets } from '../ProjectIcon';

type Values = { code: string; name: string; description: string; image: string | null };

/** The text of a refused delete: how many analyses and models use the channel (CHANNEL_IN_USE carries the counts). */
export function channelDeleteFailure(t: TFunction, error: unknown): string {
  const api = apiErrorOf(error);
  const data = api?.data as { projects?: number; models?: number } | undefined;
  if (api?.messageCode === 'CHANNEL_IN_USE' && data && typeof data.projects === 'number' && typeof data.models === 'number')
    return t('channels.inUse', { projects: data.projects, models: data.models });
  return failureText(t, error, 'INTERNAL_ERROR');
}

function ChannelForm({ channel, onDone }: { channel: Channel | 'new'; onDone: () => void }) {
  const { t } = useTranslation('projects');
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveChannel();
  const isNew = channel === 'new';
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={isNew ? { code: '', name: '', description: '', image: null } : channel}
      onFinish={(values) =>
        save.mutate(
          { ...values, image: values.image ?? null },
          {
            onSuccess: onDone,
            onError: (e) =>
              setProblem(formFailure(form, e, t, ['code', 'name', 'description', 'image'], t('channels.saveFailed'))),
          },
        )
      }
      data-testid="channel-form"
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form.Item
        name="code"
        label={t('channels.code')}
        rules={[zodRule(channelBody.shape.code, t)]}
        extra={t('channels.codeHint')}
      >
        <Input disabled={!isNew} maxLength={60} data-testid="channel-code" />
      </Form.Item>
      <Form.Item name="name" label={t('channels.name')} rules={[zodRule(channelBody.shape.name, t)]}>
        <Input maxLength={100} data-testid="channel-name" />
      </Form.Item>
      <Form.Item name="description" label={t('channels.description')} rules={[zodRule(channelBody.shape.description, t)]}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="channel-description" />
      </Form.Item>
      <Form.Item name="image" label={t('channels.image')}>
        <Select
          allowClear
          placeholder={t('channels.noImage')}
          options={projectIconPresets.map((name) => ({
            value: `preset:${name}`,
            label: (
              <Space>
                <ProjectIcon icon={`preset:${name}`} color="#f0f0f0" size={20} />
                {name}
              </Space>
            ),
          }))}
          data-testid="channel-image"
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="channel-save">
          {t('channels.save')}
        </Button>
        <Button onClick={onDone}>{t('channels.cancel')}</Button>
      </Space>
    </Form>
  );
}

/**
 * The workspace's channels (where documents come from): code, name, description, image, and how many analyses and
 * models use each. Managers add, edit and delete them; a channel in use cannot be deleted (the refusal says how many
 * analyses and models use it).
 */
export function ChannelsDrawer({ open, onClose, canManage }: { open: boolean; onClose: () => void; canManage: boolean }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const channels = useChannels();
  const remove = useDeleteChannel();
  const [editing, setEditing] = useState<Channel | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const columns: TableColumnsType<Channel> = [
    {
      title: t('channels.name'),
      key: 'name',
      render: (_, c) => (
        <Space>
          {c.image && <ProjectIcon icon={c.image} color="#f0f0f0" size={24} />}
          <Space orientation="vertical" size={0}>
            <span>{c.name}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {c.code}
              {c.description ? ` · ${c.description}` : ''}
            </Typography.Text>
          </Space>
        </Space>
      ),
    },
    { title: t('channels.usage'), dataIndex: 'usage', width: 90, align: 'right' },
    ...(canManage
      ? [
          {
            key: 'actions',
            width: 90,
            render: (_: unknown, c: Channel) => (
              <Space size={0}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('channels.edit')}
                  onClick={() => setEditing(c)}
                  data-testid={`channel-edit-${c.code}`}
                />
                <Popconfirm
                  title={t('channels.deleteConfirm', { name: c.name })}
                  okText={t('channels.delete')}
                  cancelText={t('channels.cancel')}
                  onConfirm={() =>
                    remove.mutate(c.code, {
                      onSuccess: () => void message.success(t('channels.deleted', { name: c.name })),
                      onError: (e) => setProblem(channelDeleteFailure(t, e)),
                    })
                  }
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('channels.delete')}
                    data-testid={`channel-delete-${c.code}`}
                  />
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Drawer open={open} onClose={onClose} title={t('channels.title')} size="large" destroyOnHidden data-testid="channels-drawer">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('channels.intro')}</Typography.Paragraph>
        {problem && (
          <Alert
            type="warning"
            showIcon
            closable
            title={problem}
            onClose={() => setProblem(null)}
            data-testid="channel-problem"
          />
        )}
        {editing ? (
          <ChannelForm key={editing === 'new' ? 'new' : editing.code} channel={editing} onDone={() => setEditing(null)} />
        ) : (
          canManage && (
            <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="channel-add">
              {t('channels.add')}
            </Button>
          )
        )}
        <Table<Channel>
          rowKey="code"
          size="small"
          pagination={false}
          loading={channels.isFetching}
          dataSource={channels.data ?? []}
          columns={columns}
          data-testid="channels-table"
        />
      </Space>
    </Drawer>
  );
}
