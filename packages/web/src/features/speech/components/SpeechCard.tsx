import { useState } from 'react';
import { Alert, App, Button, Card, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { AudioOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, SpeechSetting, Transcription, TranscriptionState } from '@sentio/domain';
import { messageText } from '../../../app/api/messages';
import { formatDateTime } from '../../../app/dates';
import { LoadError } from '../../../shared/query/QueryState';
import { useDeleteSpeechSetting, useSpeechSettings, useTranscriptions } from '../api/speech';
import { SpeechSettingModal } from './SpeechSettingModal';
import { TranscribeModal } from './TranscribeModal';

const stateColours: Record<TranscriptionState, string> = {
  QUEUED: 'default',
  RUNNING: 'processing',
  DONE: 'success',
  FAILED: 'error',
};

/**
 * The analysis's speech settings (docs/speech.md): how calls are transcribed by an OpenAI-compatible service, and the
 * upload of a call's audio with the recent transcriptions and their states. Dialogue analyses only.
 */
export function SpeechCard({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const { t, i18n } = useTranslation('speech');
  const { message } = App.useApp();
  const code = project.code;
  const settings = useSpeechSettings(code);
  const transcriptions = useTranscriptions(code);
  const remove = useDeleteSpeechSetting(code);
  const [editing, setEditing] = useState<SpeechSetting | 'new' | null>(null);
  const [uploading, setUploading] = useState<SpeechSetting | null>(null);
  const channels = project.channels;

  const settingColumns = [
    { title: t('columns.language'), dataIndex: 'language', key: 'language' },
    { title: t('columns.apiType'), key: 'apiType', render: (_: unknown, s: SpeechSetting) => t(`apiTypes.${s.apiType}`) },
    { title: t('columns.model'), key: 'model', render: (_: unknown, s: SpeechSetting) => s.modelName ?? '—' },
    {
      title: t('columns.channels'),
      key: 'channels',
      render: (_: unknown, s: SpeechSetting) =>
        t('channelPair', { customer: t(`channels.${s.customerChannel}`), agent: t(`channels.${s.agentChannel}`) }),
    },
    {
      title: t('columns.endpoint'),
      key: 'endpoint',
      render: (_: unknown, s: SpeechSetting) =>
        s.endpointUrl ? (
          <Space size={4}>
            <Typography.Text code>{s.endpointUrl}</Typography.Text>
            {s.hasApiKey && <Tag>{t('keySet')}</Tag>}
          </Space>
        ) : (
          <Tag color="warning">{t('noEndpoint')}</Tag>
        ),
    },
    {
      title: t('columns.normalisations'),
      key: 'normalisations',
      render: (_: unknown, s: SpeechSetting) => s.normalisations.length,
    },
    {
      title: '',
      key: 'actions',
      width: 132,
      render: (_: unknown, s: SpeechSetting) => (
        <Space>
          <Tooltip title={s.endpointUrl ? t('upload') : t('noEndpoint')}>
            <Button
              size="small"
              icon={<AudioOutlined />}
              aria-label={t('upload')}
              disabled={!s.endpointUrl}
              data-testid={`speech-upload-${s.id}`}
              onClick={() => setUploading(s)}
            />
          </Tooltip>
          {canManage && (
            <>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('edit')}
                data-testid={`speech-edit-${s.id}`}
                onClick={() => setEditing(s)}
              />
              <Popconfirm
                title={t('deleteConfirm')}
                okText={t('delete')}
                cancelText={t('cancel')}
                onConfirm={() => remove.mutate(s.id, { onSuccess: () => void message.success(t('deleted')) })}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('delete')}
                  data-testid={`speech-delete-${s.id}`}
                />
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ];

  const transcriptionColumns = [
    {
      title: t('columns.state'),
      key: 'state',
      render: (_: unknown, x: Transcription) => (
        <Space size={4} orientation="vertical">
          <Tag color={stateColours[x.state]} data-testid={`speech-state-${x.id}`}>
            {t(`states.${x.state}`)}
          </Tag>
          {x.messageCode && <Typography.Text type="danger">{messageText(t, x.messageCode)}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('columns.files'), key: 'files', render: (_: unknown, x: Transcription) => x.fileNames.join(', ') },
    { title: t('columns.callId'), key: 'callId', render: (_: unknown, x: Transcription) => x.callId ?? '—' },
    { title: t('columns.turns'), key: 'turns', render: (_: unknown, x: Transcription) => x.turnCount ?? '—' },
    {
      title: t('columns.duration'),
      key: 'duration',
      render: (_: unknown, x: Transcription) => (x.duration === null ? '—' : t('seconds', { count: Math.round(x.duration) })),
    },
    {
      title: t('columns.created'),
      key: 'created',
      render: (_: unknown, x: Transcription) => formatDateTime(x.createdAt, i18n.language),
    },
  ];

  return (
    <Card
      title={t('title')}
      data-testid="speech-card"
      extra={
        canManage && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="speech-add">
            {t('add')}
          </Button>
        )
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('intro')} />
        {settings.isError ? (
          <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <Table<SpeechSetting>
            size="small"
            rowKey="id"
            data-testid="speech-table"
            loading={settings.isLoading}
            dataSource={settings.data ?? []}
            columns={settingColumns}
            pagination={false}
            locale={{ emptyText: t('empty') }}
          />
        )}
        {(transcriptions.data?.length ?? 0) > 0 && (
          <>
            <Typography.Title level={5}>{t('transcriptions')}</Typography.Title>
            <Table<Transcription>
              size="small"
              rowKey="id"
              data-testid="speech-transcriptions"
              dataSource={transcriptions.data ?? []}
              columns={transcriptionColumns}
              pagination={false}
            />
          </>
        )}
      </Space>
      {editing && (
        <SpeechSettingModal code={code} setting={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {uploading && <TranscribeModal code={code} setting={uploading} channels={channels} onClose={() => setUploading(null)} />}
    </Card>
  );
}
