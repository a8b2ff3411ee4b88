import { useState } from 'react';
import { Alert, App, Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Space, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { speechApiTypes, speechAudioTypes, speechChannels, speechImplementationTypes, type SpeechSetting } from '@sentio/domain';
import { messageText } from '../../../app/api/messages';
import { formFailure } from '../../../app/forms';
import { useSaveSpeechSetting } from '../api/speech';
import { settingBody, settingIssues, settingValues, type SettingValues } from '../lib/form';

/** Fields the form shows under their own name; other problems go above it. */
const fieldNames = [
  'apiType',
  'language',
  'audioType',
  'implementationType',
  'modelType',
  'modelName',
  'initialPrompt',
  'customerChannel',
  'agentChannel',
  'normalisations',
  'endpointUrl',
  'apiKey',
  'timeoutSeconds',
] as const;

const toName = (path: readonly (string | number)[]) => path.map((p) => (typeof p === 'number' ? p : String(p)));

/**
 * Adds or changes a speech setting (docs/speech.md). The body is checked with the server's own schema before it is
 * sent (channels different, lengths, the address); duplicates and the normalisation limit come back from the server
 * on their fields. The API key is write-only: the field stays empty, and leaving it empty keeps the stored key.
 */
export function SpeechSettingModal({
  code,
  setting,
  onClose,
}: {
  code: string;
  setting: SpeechSetting | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('speech');
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingValues>();
  const { create, update } = useSaveSpeechSetting(code);
  const [error, setError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const removeKey = Form.useWatch('removeKey', form) ?? false;

  const submit = (values: SettingValues) => {
    setError(null);
    form.setFields(fieldNames.map((name) => ({ name, errors: [] })));
    const body = settingBody(values);
    const issues = settingIssues(body);
    if (issues.length > 0) {
      // Issue paths reach into the normalisation rows: the form's typed names cannot spell them.
      (form as FormInstance).setFields(issues.map((i) => ({ name: toName(i.path), errors: [messageText(t, i.code)] })));
      return;
    }
    const handlers = {
      onSuccess: () => {
        void message.success(t('saved'));
        onClose();
      },
      onError: (e: Error) => setError(formFailure(form, e, t, fieldNames, t('failed'))),
    };
    if (setting) update.mutate({ id: setting.id, body }, handlers);
    else create.mutate(body, handlers);
  };

  const option = (group: string) => (value: string) => ({ value, label: t(`${group}.${value}`) });
  return (
    <Modal
      open
      width={760}
      title={setting ? t('editTitle') : t('addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'speech-save' }}
      destroyOnHidden
    >
      {error && <Alert type="warning" showIcon title={error} data-testid="speech-error" style={{ marginBottom: 12 }} />}
      <Form<SettingValues>
        form={form}
        layout="vertical"
        initialValues={settingValues(setting, i18n.language.startsWith('tr') ? 'tr' : 'en')}
        onFinish={submit}
      >
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="apiType" label={t('fields.apiType')}>
              <Select data-testid="speech-api-type" options={speechApiTypes.map(option('apiTypes'))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="language" label={t('fields.language')} extra={t('help.language')}>
              <Input data-testid="speech-language" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="audioType" label={t('fields.audioType')}>
              <Select
                allowClear
                data-testid="speech-audio-type"
                options={speechAudioTypes.map((v) => ({ value: v, label: v }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="implementationType" label={t('fields.implementationType')}>
              <Select allowClear options={speechImplementationTypes.map(option('implementationTypes'))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="customerChannel" label={t('fields.customerChannel')}>
              <Select data-testid="speech-customer-channel" options={speechChannels.map(option('channels'))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="agentChannel" label={t('fields.agentChannel')}>
              <Select data-testid="speech-agent-channel" options={speechChannels.map(option('channels'))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="modelType" label={t('fields.modelType')} extra={t('help.modelType')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="modelName" label={t('fields.modelName')} extra={t('help.modelName')}>
              <Input data-testid="speech-model-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="timeoutSeconds" label={t('fields.timeoutSeconds')}>
              <InputNumber min={1} max={3600} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="initialPrompt" label={t('fields.initialPrompt')} extra={t('help.initialPrompt')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={14}>
            <Form.Item name="endpointUrl" label={t('fields.endpointUrl')} extra={t('help.endpointUrl')}>
              <Input data-testid="speech-endpoint" placeholder="http://localhost:8000" />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="apiKey"
              label={t('fields.apiKey')}
              extra={setting?.hasApiKey ? t('help.apiKeySet') : t('help.apiKey')}
            >
              <Input.Password data-testid="speech-api-key" autoComplete="new-password" disabled={removeKey} />
            </Form.Item>
            {setting?.hasApiKey && (
              <Form.Item name="removeKey" valuePropName="checked" style={{ marginTop: -12 }}>
                <Checkbox data-testid="speech-remove-key">{t('removeKey')}</Checkbox>
              </Form.Item>
            )}
          </Col>
        </Row>
        <Form.Item label={t('fields.normalisations')} extra={t('help.normalisations')} style={{ marginBottom: 0 }}>
          <NormalisationRows />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The normalisation rows: text → target, added and removed one by one. */
function NormalisationRows() {
  const { t } = useTranslation('speech');
  return (
    <Form.List name="normalisations">
      {(rows, { add, remove }, { errors }) => (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="speech-normalisations">
          {rows.map((row, index) => (
            <Space key={row.key} align="start" style={{ display: 'flex' }}>
              <Form.Item name={[row.name, 'text']} style={{ marginBottom: 4 }}>
                <Input placeholder={t('fields.text')} data-testid={`speech-norm-text-${index}`} />
              </Form.Item>
              <span style={{ lineHeight: '32px' }}>→</span>
              <Form.Item name={[row.name, 'target']} style={{ marginBottom: 4 }}>
                <Input placeholder={t('fields.target')} data-testid={`speech-norm-target-${index}`} />
              </Form.Item>
              <Button icon={<DeleteOutlined />} aria-label={t('removeRow')} onClick={() => remove(row.name)} />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ text: '', target: '' })} data-testid="speech-norm-add">
            {t('addRow')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Space>
      )}
    </Form.List>
  );
}
