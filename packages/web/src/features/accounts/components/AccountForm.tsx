import { Checkbox, DatePicker, Form, Input, Select, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { workspaceRoles, type AccountDetail, type WorkspaceRole } from '@sentio/domain';
import { useAdminPackages } from '../../packages';

/** The fields of creating and editing an account; `workspaceName` and `additionalRole` only when creating. */
export interface AccountFormValues {
  name: string;
  workspaceName?: string;
  start: Dayjs | null;
  end: Dayjs | null;
  unlimited: boolean;
  packageId?: string;
  owners: string[];
  representatives: string[];
  additionalEmails: string[];
  additionalRole?: WorkspaceRole;
}

export const accountFormValues = (a?: AccountDetail): AccountFormValues => ({
  name: a?.name ?? '',
  start: a?.subscriptionStart ? dayjs(a.subscriptionStart) : dayjs(),
  end: a?.subscriptionEnd ? dayjs(a.subscriptionEnd) : null,
  unlimited: a ? a.subscriptionEnd === null : true,
  ...(a ? { packageId: a.packageId } : {}),
  owners: a?.owners ?? [],
  representatives: a?.representatives ?? [],
  additionalEmails: a?.additionalEmails ?? [],
  ...(a ? {} : { workspaceName: '', additionalRole: 'ANALYST' as const }),
});

export const dateOf = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

/** Addresses as tags: typed, pasted or separated by commas; `value`/`onChange` come from the Form.Item. */
function Emails({ testId, value, onChange }: { testId: string; value?: string[]; onChange?: (v: string[]) => void }) {
  return (
    <Select
      mode="tags"
      value={value}
      onChange={onChange}
      tokenSeparators={[',', ' ', ';']}
      open={false}
      suffixIcon={null}
      data-testid={testId}
    />
  );
}

export function AccountForm({
  form,
  onFinish,
  initial,
  creating,
}: {
  form: FormInstance<AccountFormValues>;
  onFinish: (v: AccountFormValues) => void;
  initial: AccountFormValues;
  creating: boolean;
}) {
  const { t } = useTranslation('accounts');
  const packages = useAdminPackages();
  const required = [{ required: true, message: t('form.required') }];
  return (
    <Form<AccountFormValues> form={form} layout="vertical" initialValues={initial} onFinish={onFinish} data-testid="account-form">
      <Form.Item name="name" label={t('form.name')} rules={required}>
        <Input maxLength={120} data-testid="account-name" />
      </Form.Item>
      {creating && (
        <Form.Item name="workspaceName" label={t('form.workspaceName')} rules={required}>
          <Input maxLength={120} data-testid="account-workspace" />
        </Form.Item>
      )}
      <Form.Item name="packageId" label={t('form.package')} extra={creating ? t('form.packageHint') : undefined}>
        <Select
          allowClear={creating}
          data-testid="account-package"
          loading={packages.isPending}
          options={(packages.data ?? []).map((p) => ({
            value: p.id,
            label: p.isDefault ? `${p.name} (${t('form.default')})` : p.name,
          }))}
        />
      </Form.Item>
      <Form.Item label={t('form.subscription')} style={{ marginBottom: 0 }}>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
          <Form.Item name="start" noStyle>
            <DatePicker placeholder={t('form.start')} />
          </Form.Item>
          <Form.Item<AccountFormValues>
            noStyle
            shouldUpdate={(a: AccountFormValues, b: AccountFormValues) => a.unlimited !== b.unlimited}
          >
            {() => (
              <Form.Item name="end" noStyle>
                <DatePicker placeholder={t('form.end')} disabled={form.getFieldValue('unlimited') === true} />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item name="unlimited" noStyle valuePropName="checked">
            <Checkbox data-testid="account-unlimited">{t('form.unlimited')}</Checkbox>
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item
        name="owners"
        label={t('form.owners')}
        rules={[{ required: true, type: 'array', min: 1, message: t('form.required') }]}
        extra={t('form.ownersHint')}
        style={{ marginTop: 16 }}
      >
        <Emails testId="account-owners" />
      </Form.Item>
      <Form.Item name="representatives" label={t('form.representatives')} extra={t('form.representativesHint')}>
        <Emails testId="account-representatives" />
      </Form.Item>
      <Form.Item name="additionalEmails" label={t('form.additionalEmails')}>
        <Emails testId="account-additional" />
      </Form.Item>
      {creating && (
        <Form.Item name="additionalRole" label={t('form.additionalRole')}>
          <Select options={workspaceRoles.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
        </Form.Item>
      )}
    </Form>
  );
}
