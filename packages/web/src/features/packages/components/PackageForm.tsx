import { Checkbox, Form, Input, InputNumber, Switch, Table, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { featureKinds, packageFeatures, type PackageBody, type PackageFeature, type PackageInfo } from '@sentio/domain';

/** What the form holds: per feature a limit, `unlimited` (COUNT: no limit) or on/off (FLAG). */
export interface PackageFormValues {
  code: string;
  name: string;
  description: string;
  unlimited: boolean;
  isDefault: boolean;
  limits: Record<PackageFeature, { limit: number | null; none: boolean }>;
}

export const packageFormValues = (p?: PackageInfo): PackageFormValues => ({
  code: p?.code ?? '',
  name: p?.name ?? '',
  description: p?.description ?? '',
  unlimited: p?.unlimited ?? false,
  isDefault: p?.isDefault ?? false,
  limits: Object.fromEntries(
    packageFeatures.map((code) => {
      const limit = p ? (p.features.find((f) => f.code === code)?.limit ?? null) : featureKinds[code] === 'FLAG' ? 1 : 10;
      return [code, { limit: limit ?? 0, none: limit === null }];
    }),
  ) as PackageFormValues['limits'],
});

export const packageBodyOf = (v: PackageFormValues): PackageBody => ({
  code: v.code,
  name: v.name,
  description: v.description ?? '',
  unlimited: v.unlimited,
  isDefault: v.isDefault,
  features: packageFeatures.map((code) => {
    const l = v.limits[code];
    if (featureKinds[code] === 'FLAG') return { code, limit: l.limit ? 1 : 0 };
    return { code, limit: l.none ? null : (l.limit ?? 0) };
  }),
});

/** Code, name, description, flags and the limit of every feature. */
export function PackageForm({
  form,
  onFinish,
  initial,
}: {
  form: FormInstance<PackageFormValues>;
  onFinish: (v: PackageFormValues) => void;
  initial: PackageFormValues;
}) {
  const { t } = useTranslation('packages');
  return (
    <Form<PackageFormValues> form={form} layout="vertical" initialValues={initial} onFinish={onFinish} data-testid="package-form">
      <Form.Item name="code" label={t('admin.form.code')} rules={[{ required: true, message: t('admin.form.required') }]}>
        <Input data-testid="package-code" maxLength={40} />
      </Form.Item>
      <Form.Item name="name" label={t('admin.form.name')} rules={[{ required: true, message: t('admin.form.required') }]}>
        <Input data-testid="package-name" maxLength={120} />
      </Form.Item>
      <Form.Item name="description" label={t('admin.form.description')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Form.Item name="unlimited" label={t('admin.form.unlimited')} valuePropName="checked">
        <Switch data-testid="package-unlimited" />
      </Form.Item>
      <Form.Item name="isDefault" valuePropName="checked" extra={t('admin.form.defaultHint')}>
        <Checkbox data-testid="package-default">{t('admin.form.default')}</Checkbox>
      </Form.Item>
      <Table
        rowKey="code"
        size="small"
        pagination={false}
        dataSource={packageFeatures.map((code) => ({ code }))}
        columns={[
          { title: t('columns.feature'), dataIndex: 'code', render: (code: PackageFeature) => t(`features.${code}`) },
          {
            title: t('admin.form.limit'),
            key: 'limit',
            render: (_, { code }) =>
              featureKinds[code] === 'FLAG' ? (
                <Form.Item
                  name={['limits', code, 'limit']}
                  noStyle
                  getValueProps={(v) => ({ checked: v === 1 })}
                  getValueFromEvent={(on: boolean) => (on ? 1 : 0)}
                >
                  <Switch data-testid={`package-limit-${code}`} />
                </Form.Item>
              ) : (
                <Form.Item noStyle shouldUpdate>
                  {() => (
                    <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
                      <Form.Item name={['limits', code, 'limit']} noStyle>
                        <InputNumber
                          min={0}
                          precision={0}
                          disabled={form.getFieldValue(['limits', code, 'none']) === true}
                          data-testid={`package-limit-${code}`}
                        />
                      </Form.Item>
                      <Form.Item name={['limits', code, 'none']} noStyle valuePropName="checked">
                        <Checkbox data-testid={`package-nolimit-${code}`}>{t('admin.form.noLimit')}</Checkbox>
                      </Form.Item>
                    </span>
                  )}
                </Form.Item>
              ),
          },
        ]}
      />
    </Form>
  );
}
