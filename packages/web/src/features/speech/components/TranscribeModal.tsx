import { useState } from 'react';
import { Alert, App, Button, Col, DatePicker, Form, Input, Modal, Radio, Row, Select, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SpeechSetting, TranscriptionMode } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { messageText } from '../../../app/api/messages';
import { applyFieldErrors } from '../../../app/forms';
import { useUploadCall } from '../api/speech';

interface Values {
  mode: TranscriptionMode;
  file?: File;
  customer?: File;
  agent?: File;
  channelCode?: string;
  callId?: string;
  agentId?: string;
  agentName?: string;
  customerName?: string;
  callStartedAt?: Dayjs | null;
  endedBy?: 'customer' | 'agent';
}

type Slot = 'file' | 'customer' | 'agent';
const fieldNames = [
  'file',
  'customer',
  'agent',
  'channelCode',
  'callId',
  'agentId',
  'agentName',
  'customerName',
  'callStartedAt',
  'endedBy',
] as const;

/**
 * Uploads a call for transcription (docs/speech.md "Uploading a call"): one stereo WAV (split by the setting's
 * channels) or a WAV/MP3/OGG per speaker, with the optional call fields. The transcription then runs in the
 * background; its state shows in the card's list.
 */
export function TranscribeModal({
  code,
  setting,
  channels,
  onClose,
}: {
  code: string;
  setting: SpeechSetting;
  channels: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('speech');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadCall(code);
  const mode = Form.useWatch('mode', form) ?? (setting.implementationType === 'SEPARATE_FILES' ? 'SEPARATE_FILES' : 'STEREO');
  const slots: Slot[] = mode === 'STEREO' ? ['file'] : ['customer', 'agent'];

  const submit = (v: Values) => {
    setError(null);
    form.setFields(fieldNames.map((name) => ({ name, errors: [] })));
    const missing = slots.filter((s) => !v[s]);
    if (missing.length > 0) {
      form.setFields(missing.map((name) => ({ name, errors: [messageText(t, 'FIELD_REQUIRED')] })));
      return;
    }
    upload.mutate(
      {
        settingId: setting.id,
        files: Object.fromEntries(slots.map((s) => [s, v[s]])),
        fields: {
          channelCode: v.channelCode,
          callId: v.callId,
          agentId: v.agentId,
          agentName: v.agentName,
          customerName: v.customerName,
          callStartedAt: v.callStartedAt?.toISOString(),
          endedBy: v.endedBy,
        },
      },
      {
        onSuccess: () => {
          void message.success(t('uploaded'));
          onClose();
        },
        onError: (e) => {
          const shown = applyFieldErrors(form, e, t, fieldNames);
          const api = apiErrorOf(e);
          if (!shown) setError(api ? messageText(t, api.messageCode, api.message) : t('failed'));
        },
      },
    );
  };

  return (
    <Modal
      open
      width={640}
      title={t('uploadTitle', { language: setting.language })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('upload')}
      cancelText={t('cancel')}
      confirmLoading={upload.isPending}
      okButtonProps={{ 'data-testid': 'speech-upload-send' }}
      destroyOnHidden
    >
      {error && <Alert type="warning" showIcon title={error} data-testid="speech-upload-error" style={{ marginBottom: 12 }} />}
      <Form<Values> form={form} layout="vertical" initialValues={{ mode, channelCode: channels[0] }} onFinish={submit}>
        <Form.Item name="mode" label={t('fields.mode')} extra={mode === 'STEREO' ? t('help.stereo') : t('help.separate')}>
          <Radio.Group data-testid="speech-upload-mode">
            <Radio.Button value="STEREO">{t('modes.STEREO')}</Radio.Button>
            <Radio.Button value="SEPARATE_FILES">{t('modes.SEPARATE_FILES')}</Radio.Button>
          </Radio.Group>
        </Form.Item>
        {slots.map((slot) => (
          <Form.Item key={slot} name={slot} label={t(`files.${slot}`)}>
            <FilePick slot={slot} />
          </Form.Item>
        ))}
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="channelCode" label={t('fields.channelCode')}>
              <Select options={channels.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="callId" label={t('fields.callId')}>
              <Input data-testid="speech-upload-call-id" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="agentId" label={t('fields.agentId')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="agentName" label={t('fields.agentName')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="customerName" label={t('fields.customerName')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="callStartedAt" label={t('fields.callStartedAt')}>
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="endedBy" label={t('fields.endedBy')}>
              <Select
                allowClear
                options={(['customer', 'agent'] as const).map((v) => ({ value: v, label: t(`endedBy.${v}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

/** A form control holding one chosen file (nothing is sent until the form is). */
function FilePick({ slot, value, onChange }: { slot: Slot; value?: File; onChange?: (file: File) => void }) {
  const { t } = useTranslation('speech');
  return (
    <Space>
      <Upload
        accept={slot === 'file' ? '.wav,audio/wav' : '.wav,.mp3,.ogg,audio/*'}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          onChange?.(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} data-testid={`speech-upload-${slot}`}>
          {t('chooseFile')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{value?.name ?? t('noFile')}</Typography.Text>
    </Space>
  );
}
