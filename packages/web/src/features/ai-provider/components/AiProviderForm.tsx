import { useState } from 'react';
import { Alert, Button, Checkbox, Col, Flex, Form, Input, InputNumber, Row, Switch } from 'antd';
import { ApiOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AiProvider, AiProviderSave } from '@sentio/domain';
import { messageText } from '../../../app/api/messages';
import { formFailure } from '../../../app/forms';
import { notices } from '../../../app/notices';
import { formatCount } from '../../../shared/format';
import { useCheckAiProvider } from '../api/aiProvider';
import { formField, providerBody, providerIssues, providerValues, type ProviderValues } from '../lib/form';

const fieldNames = [
  'enabled',
  'baseUrl',
  'apiKey',
  'chatModel',
  'embeddingModel',
  'timeoutSeconds',
  'monthlyTokenBudget',
] as const;

export type SaveProvider = Pick<UseMutationResult<AiProvider, Error, AiProviderSave>, 'mutate' | 'isPending'>;

/**
 * The settings of one provider — the installation default or an account's override (docs/ai-provider.md). The body
 * is checked with the server's own schema before it is sent; the key is write-only: the field stays empty, leaving
 * it empty keeps the stored key. "Check connection" sends one tiny call with the SAVED setting.
 */
export function AiProviderForm({
  provider,
  accountId,
  save,
  testId,
}: {
  provider: AiProvider | null;
  /** The account of an override; null for the installation default. */
  accountId: string | null;
  save: SaveProvider;
  testId: string;
}) {
  const { t } = useTranslation('ai-provider');
  const [form] = Form.useForm<ProviderValues>();
  const [error, setError] = useState<string | null>(null);
  const check = useCheckAiProvider();
  const removeKey = Form.useWatch('removeKey', form) ?? false;

  const submit = (values: ProviderValues) => {
    setError(null);
    form.setFields(fieldNames.map((name) => ({ name, errors: [] })));
    const body = providerBody(values);
    const issues = providerIssues(body);
    if (issues.length > 0) {
      form.setFields(issues.map((i) => ({ name: formField(String(i.path[0] ?? '')), errors: [messageText(t, i.code)] })));
      return;
    }
    save.mutate(body, {
      onSuccess: (saved) => {
        notices.success({ title: t('saved') });
        check.reset();
        form.setFieldsValue({ ...providerValues(saved), apiKey: '', removeKey: false });
      },
      onError: (e) => setError(formFailure(form, e, t, [...fieldNames, 'timeoutMs'], t('saveFailed'))),
    });
  };

  const result = check.data;
  return (
    <Form<ProviderValues>
      form={form}
      layout="vertical"
      initialValues={providerValues(provider)}
      onFinish={submit}
      data-testid={testId}
    >
      {error && <Alert type="warning" showIcon title={error} style={{ marginBottom: 12 }} data-testid={`${testId}-error`} />}
      <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked" extra={t('help.enabled')}>
        <Switch data-testid={`${testId}-enabled`} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={14}>
          <Form.Item name="baseUrl" label={t('fields.baseUrl')} extra={t('help.baseUrl')}>
            <Input data-testid={`${testId}-base-url`} placeholder="http://localhost:11434/v1" />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            name="apiKey"
            label={t('fields.apiKey')}
            extra={provider?.hasApiKey ? t('help.apiKeySet') : t('help.apiKey')}
          >
            <Input.Password data-testid={`${testId}-api-key`} autoComplete="new-password" disabled={removeKey} />
          </Form.Item>
          {provider?.hasApiKey && (
            <Form.Item name="removeKey" valuePropName="checked" style={{ marginTop: -12 }}>
              <Checkbox data-testid={`${testId}-remove-key`}>{t('removeKey')}</Checkbox>
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="chatModel" label={t('fields.chatModel')} extra={t('help.chatModel')}>
            <Input data-testid={`${testId}-chat-model`} placeholder="llama3.1:8b" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="embeddingModel" label={t('fields.embeddingModel')} extra={t('help.embeddingModel')}>
            <Input data-testid={`${testId}-embedding-model`} placeholder="nomic-embed-text" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="timeoutSeconds" label={t('fields.timeoutSeconds')}>
            <InputNumber min={1} max={600} style={{ width: '100%' }} data-testid={`${testId}-timeout`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="monthlyTokenBudget" label={t('fields.monthlyTokenBudget')} extra={t('help.monthlyTokenBudget')}>
            <InputNumber min={0} step={10_000} style={{ width: '100%' }} data-testid={`${testId}-budget`} />
          </Form.Item>
        </Col>
      </Row>
      {result && (
        <Alert
          type={result.ok ? 'success' : 'warning'}
          showIcon
          style={{ marginBottom: 12 }}
          data-testid={`${testId}-check-result`}
          title={
            result.ok
              ? t('check.ok', { model: result.model ?? '', ms: formatCount(result.latencyMs) })
              : t('check.failed', { message: messageText(t, result.code ?? 'INTERNAL_ERROR') })
          }
        />
      )}
      <Flex gap={8} justify="end">
        <Button
          icon={<ApiOutlined />}
          loading={check.isPending}
          disabled={!provider}
          title={provider ? t('check.hint') : t('check.saveFirst')}
          onClick={() => check.mutate(accountId)}
          data-testid={`${testId}-check`}
        >
          {t('check.button')}
        </Button>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending} data-testid={`${testId}-save`}>
          {t('save')}
        </Button>
      </Flex>
    </Form>
  );
}
