import { useState } from 'react';
import { Alert, App, Button, Card, Divider, Form, Input, Select, Skeleton, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  callbackAuthTypes,
  callbackDataTypes,
  type Callback,
  type CallbackAuthType,
  type CallbackBody,
  type CallbackDataType,
} from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { applyFieldErrors } from '../../../app/forms';
import { LoadError } from '../../../shared/query/QueryState';
import { useCallbackConfig, useRotateSigningSecret, useSaveCallback } from '../api/callbacks';
import { DeliveryLog } from './DeliveryLog';
import { SecretInput } from './SecretInput';
import { SigningSecret } from './SigningSecret';

interface Values {
  enabled: boolean;
  dataType: CallbackDataType;
  url: string;
  authType: CallbackAuthType;
  token?: string;
  username?: string;
  password?: string;
  tokenUrl?: string;
  clientId?: string;
  clientSecret?: string;
  headerKey?: string;
  headerValue?: string;
}

const fieldNames = ['url', 'token', 'username', 'password', 'tokenUrl', 'clientId', 'clientSecret', 'headerKey', 'headerValue'];

const initialValues = (c: Callback): Values => ({
  enabled: c.enabled,
  dataType: c.dataType,
  url: c.url,
  authType: c.authType,
  username: c.username ?? '',
  tokenUrl: c.tokenUrl ?? '',
  clientId: c.clientId ?? '',
  headerKey: c.headerKey ?? '',
});

/** Only the fields of the chosen authorization type; an empty secret is left out (the stored one is kept). */
function bodyOf(v: Values): CallbackBody {
  const body: CallbackBody = { enabled: v.enabled, dataType: v.dataType, url: v.url ?? '', authType: v.authType };
  const put = (k: Exclude<keyof Values, 'enabled' | 'dataType' | 'url' | 'authType'>, secret = false) => {
    const value = v[k] ?? '';
    if (!secret || value !== '') body[k] = value;
  };
  if (v.authType === 'BEARER') put('token', true);
  if (v.authType === 'BASIC') {
    put('username');
    put('password', true);
  }
  if (v.authType === 'OAUTH2') {
    put('tokenUrl');
    put('clientId');
    put('clientSecret', true);
  }
  if (v.authType === 'HEADER') {
    put('headerKey');
    put('headerValue', true);
  }
  return body;
}

/**
 * The analysis's callback (docs/callbacks.md): where each classified document's result is POSTed, which documents,
 * the authorization with its fields, the signing secret, and the delivery log.
 */
export function CallbackCard({ code, canManage }: { code: string; canManage: boolean }) {
  const { t } = useTranslation('callbacks');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const config = useCallbackConfig(code);
  const save = useSaveCallback(code);
  const rotate = useRotateSigningSecret(code);
  const [shownSecret, setShownSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const authType = Form.useWatch('authType', form) ?? config.data?.authType ?? 'NONE';

  if (config.isLoading)
    return (
      <Card title={t('title')} data-testid="callback-card">
        <Skeleton active />
      </Card>
    );
  if (config.isError || !config.data)
    return (
      <Card title={t('title')} data-testid="callback-card">
        <LoadError error={config.error} onRetry={() => void config.refetch()} />
      </Card>
    );
  const c = config.data;

  const submit = (values: Values) => {
    setError(null);
    save.mutate(bodyOf(values), {
      onSuccess: (saved) => {
        if (saved.signingSecret) setShownSecret(saved.signingSecret);
        form.setFieldsValue({ token: '', password: '', clientSecret: '', headerValue: '' });
        void message.success(t('saved'));
      },
      onError: (e) => {
        if (applyFieldErrors(form, e, t, fieldNames)) return;
        const api = apiErrorOf(e);
        setError(api ? apiErrorText(t, api) : t('failed'));
      },
    });
  };
  const secret = (name: 'token' | 'password' | 'clientSecret' | 'headerValue', isSet: boolean) => (
    <Form.Item name={name} label={t(`fields.${name}`)}>
      <SecretInput isSet={isSet} testId={`callback-${name}`} disabled={!canManage} />
    </Form.Item>
  );
  const text = (name: 'username' | 'tokenUrl' | 'clientId' | 'headerKey') => (
    <Form.Item name={name} label={t(`fields.${name}`)}>
      <Input data-testid={`callback-${name}`} />
    </Form.Item>
  );

  return (
    <Card title={t('title')} data-testid="callback-card">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('intro')} />
        {error && <Alert type="warning" showIcon title={error} data-testid="callback-error" />}
        <Form<Values>
          form={form}
          layout="vertical"
          disabled={!canManage}
          onFinish={submit}
          initialValues={initialValues(c)}
          // The server's error on a field stays until that field changes (there are no client rules to clear it).
          onValuesChange={(changed: Partial<Values>) =>
            form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })))
          }
        >
          <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
            <Switch data-testid="callback-enabled" />
          </Form.Item>
          <Form.Item name="url" label={t('fields.url')} extra={t('help.url')}>
            <Input data-testid="callback-url" placeholder="https://example.com/sentio" />
          </Form.Item>
          <Form.Item name="dataType" label={t('fields.dataType')}>
            <Select
              data-testid="callback-data-type"
              options={callbackDataTypes.map((d) => ({ value: d, label: t(`dataTypes.${d}`) }))}
            />
          </Form.Item>
          <Form.Item name="authType" label={t('fields.authType')}>
            <Select
              data-testid="callback-auth-type"
              options={callbackAuthTypes.map((a) => ({ value: a, label: t(`authTypes.${a}`) }))}
            />
          </Form.Item>
          {authType === 'BEARER' && secret('token', c.authType === 'BEARER' && c.tokenSet)}
          {authType === 'BASIC' && (
            <>
              {text('username')}
              {secret('password', c.authType === 'BASIC' && c.passwordSet)}
            </>
          )}
          {authType === 'OAUTH2' && (
            <>
              {text('tokenUrl')}
              {text('clientId')}
              {secret('clientSecret', c.authType === 'OAUTH2' && c.clientSecretSet)}
            </>
          )}
          {authType === 'HEADER' && (
            <>
              {text('headerKey')}
              {secret('headerValue', c.authType === 'HEADER' && c.headerValueSet)}
            </>
          )}
          {canManage && (
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="callback-save">
              {t('save')}
            </Button>
          )}
        </Form>
        <SigningSecret
          shown={shownSecret}
          hint={c.signingSecretHint}
          canManage={canManage}
          rotating={rotate.isPending}
          onRotate={() => rotate.mutate(undefined, { onSuccess: (r) => setShownSecret(r.signingSecret ?? null) })}
        />
        {c.configured && (
          <>
            <Divider titlePlacement="start">{t('log.title')}</Divider>
            <DeliveryLog code={code} canManage={canManage} />
          </>
        )}
      </Space>
    </Card>
  );
}
