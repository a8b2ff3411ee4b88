import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Tag, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { otpDisableBody, otpEnableBody } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { useOtpDisable, useOtpEnable, useOtpSetup } from '../api/mutations';

/** Two-factor authentication: enrol with a QR code and a confirming code, or turn it off with the password. */
export function TwoFactorSection() {
  const { t } = useTranslation('profile');
  const otpActive = useAppStore((s) => s.user?.otpActive ?? false);
  const setup = useOtpSetup();
  const enable = useOtpEnable();
  const disable = useOtpDisable();
  const [enableForm] = Form.useForm<{ code: string }>();
  const [disableForm] = Form.useForm<{ password: string }>();
  const [enrolling, setEnrolling] = useState(false);

  const fieldError = (form: FormInstance, field: string, error: unknown) => {
    const body = apiErrorOf(error);
    if (!body || applyFieldErrors(form, error, t, [field])) return;
    form.setFields([{ name: field, errors: [apiErrorText(t, body)] }]);
  };

  if (otpActive) {
    return (
      <Flex vertical gap={12} style={{ maxWidth: 420 }}>
        <div>
          <Tag color="success">{t('security.otpOn')}</Tag>
        </div>
        <Form
          form={disableForm}
          layout="vertical"
          onFinish={({ password }) =>
            disable.mutate(
              { body: { password } },
              {
                onSuccess: () => {
                  disableForm.resetFields();
                  notices.success({ title: t('security.otpDisabled') });
                },
                onError: (e) => fieldError(disableForm, 'password', e),
              },
            )
          }
        >
          <Form.Item name="password" label={t('security.otpDisablePassword')} rules={[zodRule(otpDisableBody.shape.password, t)]}>
            <Input.Password autoComplete="current-password" data-testid="otp-disable-password" />
          </Form.Item>
          <Button danger htmlType="submit" loading={disable.isPending} data-testid="otp-disable">
            {t('security.otpDisable')}
          </Button>
        </Form>
      </Flex>
    );
  }

  if (!enrolling || !setup.data) {
    return (
      <Flex vertical gap={12} align="start">
        <Tag>{t('security.otpOff')}</Tag>
        <Typography.Text type="secondary">{t('security.otpIntro')}</Typography.Text>
        <Button
          type="primary"
          loading={setup.isPending}
          data-testid="otp-setup"
          onClick={() => setup.mutate(undefined, { onSuccess: () => setEnrolling(true) })}
        >
          {t('security.otpSetup')}
        </Button>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 420 }}>
      <Alert type="info" showIcon title={t('security.otpScan')} />
      <img src={setup.data.qrCodeDataUrl} alt={t('security.otpQrAlt')} width={200} height={200} data-testid="otp-qr" />
      <Typography.Text>
        {t('security.otpSecret')}{' '}
        <Typography.Text code copyable data-testid="otp-secret">
          {setup.data.secret}
        </Typography.Text>
      </Typography.Text>
      <Form
        form={enableForm}
        layout="vertical"
        onFinish={({ code }) =>
          enable.mutate(
            { body: { code } },
            {
              onSuccess: () => {
                setEnrolling(false);
                setup.reset();
                notices.success({ title: t('security.otpEnabled') });
              },
              onError: (e) => fieldError(enableForm, 'code', e),
            },
          )
        }
      >
        <Form.Item name="code" label={t('security.otpCode')} rules={[zodRule(otpEnableBody.shape.code, t)]}>
          <Input.OTP length={6} data-testid="otp-code" />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={enable.isPending} data-testid="otp-enable">
            {t('security.otpConfirm')}
          </Button>
          <Button onClick={() => setEnrolling(false)}>{t('common:actions.cancel')}</Button>
        </Flex>
      </Form>
    </Flex>
  );
}
