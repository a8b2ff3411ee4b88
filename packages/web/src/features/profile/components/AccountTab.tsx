import { Button, Descriptions, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateProfileBody, type Language } from '@sentio/domain';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { initI18n, supportedLanguages } from '../../../app/i18n';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { useUpdateMe } from '../api/mutations';

interface Values {
  full_name: string;
  lastName: string;
  language: Language;
}

export function AccountTab() {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<Values>();
  const user = useAppStore((s) => s.user);
  const updateMe = useUpdateMe();
  if (!user) return null;
  const shape = updateProfileBody.shape;

  const submit = (values: Values) =>
    updateMe.mutate(
      { body: values },
      {
        onSuccess: (u) => {
          void initI18n(u.language);
          notices.success({ title: t('saved') });
        },
        onError: (e) => applyFieldErrors(form, e, t, ['full_name', 'lastName', 'language']),
      },
    );

  return (
    <>
      <Descriptions
        column={1}
        size="small"
        style={{ maxWidth: 520, marginBottom: 24 }}
        items={[{ key: 'email', label: t('account.email'), children: user.email }]}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 520 }}
        onFinish={submit}
        initialValues={{ full_name: user.full_name, lastName: user.lastName, language: user.language }}
      >
        <Form.Item name="full_name" label={t('auth:fields.firstName')} rules={[zodRule(shape.full_name, t)]}>
          <Input maxLength={100} data-testid="profile-full_name" />
        </Form.Item>
        <Form.Item name="lastName" label={t('auth:fields.lastName')} rules={[zodRule(shape.lastName, t)]}>
          <Input maxLength={100} data-testid="profile-lastName" />
        </Form.Item>
        <Form.Item name="language" label={t('auth:fields.language')}>
          <Select<Language>
            data-testid="profile-language"
            options={supportedLanguages.map((lng) => ({ value: lng, label: t(`common:language.${lng}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={updateMe.isPending} data-testid="profile-save">
          {t('common:actions.save')}
        </Button>
      </Form>
    </>
  );
}
