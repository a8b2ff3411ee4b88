import { Button, Flex, Form, Input, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { updateProfileBody } from '@sentio/domain';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { useAppStore } from '../../../app/store/appStore';
import { useUpdateMe } from '../../profile';
import { AuthLayout } from '../components/AuthLayout';
import { redirectTarget } from '../redirect';

interface Values {
  jobTitle?: string;
  department?: string;
  organisation?: string;
  phone?: string;
}
const names = ['jobTitle', 'department', 'organisation', 'phone'] as const;

const orNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** Shown once after the first sign-in; saving marks it done, skipping leaves it for the profile page. */
export function PersonalInformationPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useAppStore((s) => s.user);
  const updateMe = useUpdateMe();
  const target = redirectTarget(params);
  const shape = updateProfileBody.shape;

  const submit = (values: Values) => {
    updateMe.mutate(
      {
        body: {
          jobTitle: orNull(values.jobTitle),
          department: orNull(values.department),
          organisation: orNull(values.organisation),
          phone: orNull(values.phone),
          personalInformationDone: true,
        },
      },
      {
        onSuccess: () => void navigate(target, { replace: true }),
        onError: (e) => applyFieldErrors(form, e, t, names),
      },
    );
  };

  return (
    <AuthLayout width={520}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('personal.title', { name: user?.full_name ?? '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('personal.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          jobTitle: user?.jobTitle ?? undefined,
          department: user?.department ?? undefined,
          organisation: user?.organisation ?? undefined,
          phone: user?.phone ?? undefined,
        }}
      >
        <Form.Item name="jobTitle" label={t('fields.jobTitle')} rules={[zodRule(shape.jobTitle, t)]}>
          <Input maxLength={100} data-testid="personal-jobTitle" />
        </Form.Item>
        <Form.Item name="department" label={t('fields.department')} rules={[zodRule(shape.department, t)]}>
          <Input maxLength={100} data-testid="personal-department" />
        </Form.Item>
        <Form.Item name="organisation" label={t('fields.organisation')} rules={[zodRule(shape.organisation, t)]}>
          <Input maxLength={100} data-testid="personal-organisation" />
        </Form.Item>
        <Form.Item name="phone" label={t('fields.phone')} rules={[zodRule(shape.phone, t)]}>
          <Input maxLength={30} type="tel" autoComplete="tel" data-testid="personal-phone" />
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => void navigate(target, { replace: true })} data-testid="personal-skip">
            {t('personal.skip')}
          </Button>
          <Button type="primary" htmlType="submit" loading={updateMe.isPending} data-testid="personal-submit">
            {t('personal.submit')}
          </Button>
        </Flex>
      </Form>
    </AuthLayout>
  );
}
