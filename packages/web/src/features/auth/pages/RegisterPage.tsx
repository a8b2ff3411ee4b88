import { useState } from 'react';
import { Button, Form, Input, Select, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerBody, type ApiError, type Language } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { currentLanguage, supportedLanguages } from '../../../app/i18n';
import { useRegister } from '../api/mutations';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { AuthLayout } from '../components/AuthLayout';

interface Values {
  email: string;
  password: string;
  full_name: string;
  lastName: string;
  companyName: string;
  language: Language;
}
const fieldNames = ['email', 'password', 'full_name', 'lastName', 'companyName', 'language'] as const;

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const register = useRegister();
  const [error, setError] = useState<ApiError | null>(null);
  const shape = registerBody.shape;

  const submit = (values: Values) => {
    setError(null);
    register.mutate(
      { body: values },
      {
        onSuccess: ({ email }) => {
          const next = new URLSearchParams({ email });
          const redirect = params.get('redirect_url');
          if (redirect) next.set('redirect_url', redirect);
          void navigate(`/welcome?${next.toString()}`);
        },
        onError: (e) => {
          const body = apiErrorOf(e);
          if (!body) return;
          if (body.messageCode === 'EMAIL_ALREADY_REGISTERED') {
            form.setFields([{ name: 'email', errors: [t('errors:codes.EMAIL_ALREADY_REGISTERED')] }]);
            return;
          }
          if (!applyFieldErrors(form, e, t, fieldNames)) setError(body);
        },
      },
    );
  };

  return (
    <AuthLayout width={480}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('register.title')}
      </Typography.Title>
      <ApiErrorAlert error={error} testId="register-error" />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ language: currentLanguage(), email: params.get('email') ?? undefined }}
      >
        <Form.Item name="email" label={t('fields.email')} rules={[zodRule(shape.email, t)]}>
          <Input type="email" autoComplete="email" data-testid="register-email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('fields.password')}
          rules={[zodRule(shape.password, t)]}
          extra={t('register.passwordHint')}
        >
          <Input.Password autoComplete="new-password" data-testid="register-password" />
        </Form.Item>
        <Form.Item name="full_name" label={t('fields.firstName')} rules={[zodRule(shape.full_name, t)]}>
          <Input autoComplete="given-name" data-testid="register-full_name" />
        </Form.Item>
        <Form.Item name="lastName" label={t('fields.lastName')} rules={[zodRule(shape.lastName, t)]}>
          <Input autoComplete="family-name" data-testid="register-lastName" />
        </Form.Item>
        <Form.Item name="companyName" label={t('fields.companyName')} rules={[zodRule(shape.companyName, t)]}>
          <Input autoComplete="organization" data-testid="register-companyName" />
        </Form.Item>
        <Form.Item name="language" label={t('fields.language')}>
          <Select<Language>
            data-testid="register-language"
            options={supportedLanguages.map((lng) => ({ value: lng, label: t(`common:language.${lng}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={register.isPending} data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {t('register.haveAccount')} <Link to={`/login${params.size ? `?${params.toString()}` : ''}`}>{t('register.login')}</Link>
      </Typography.Paragraph>
    </AuthLayout>
  );
}
