import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Form, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CustomerSettings, CustomerSettingsBody } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { applyFieldErrors } from '../../../app/forms';
import { useAnalysisOptions } from '../api/queries';
import { useSaveCustomerSettings } from '../api/mutations';
import { RelinkProgress } from './RelinkProgress';

interface Values {
  keyAttribute: string;
  nameAttribute?: string | null;
  companyAttribute?: string | null;
  addressAttribute?: string | null;
  segmentAttribute?: string | null;
  shownAttributes: string[];
  analysisKeys: { projectCode?: string; attribute?: string }[];
}

const names = [
  'keyAttribute',
  'nameAttribute',
  'companyAttribute',
  'addressAttribute',
  'segmentAttribute',
  'shownAttributes',
  'analysisKeys',
] as const;
const profileFields = ['nameAttribute', 'companyAttribute', 'addressAttribute', 'segmentAttribute'] as const;

const valuesOf = (s: CustomerSettings): Values => ({
  keyAttribute: s.keyAttribute,
  nameAttribute: s.nameAttribute,
  companyAttribute: s.companyAttribute,
  addressAttribute: s.addressAttribute,
  segmentAttribute: s.segmentAttribute,
  shownAttributes: s.shownAttributes,
  analysisKeys: s.analysisKeys,
});

const bodyOf = (v: Values): CustomerSettingsBody => ({
  keyAttribute: v.keyAttribute,
  nameAttribute: v.nameAttribute ?? null,
  companyAttribute: v.companyAttribute ?? null,
  addressAttribute: v.addressAttribute ?? null,
  segmentAttribute: v.segmentAttribute ?? null,
  shownAttributes: v.shownAttributes,
  analysisKeys: v.analysisKeys.map((k) => ({ projectCode: k.projectCode ?? '', attribute: k.attribute ?? '' })),
});

/**
 * The customer mapping (docs/customers.md): the key attribute, the profile's attributes, those shown on a customer's
 * page and per-analysis keys. Saving a changed key re-links the documents in the background; its progress is shown
 * here and on the list until the settings say IDLE or FAILED.
 */
export function CustomerSettingsDrawer({ settings, onClose }: { settings: CustomerSettings; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const [form] = Form.useForm<Values>();
  const save = useSaveCustomerSettings();
  const analyses = useAnalysisOptions();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const attributeOptions = settings.attributes.map((a) => ({
    value: a.code,
    label: a.name === a.code ? a.code : `${a.name} (${a.code})`,
  }));
  const analysisOptions = (analyses.data?.content ?? []).map((p) => ({ value: p.code, label: p.name }));
  const running = settings.relinkState === 'RUNNING';

  const submit = (values: Values) => {
    setProblem(null);
    setSaved(false);
    save.mutate(bodyOf(values), {
      onSuccess: () => setSaved(true),
      onError: (e) => {
        if (applyFieldErrors(form, e, t, names)) return;
        const api = apiErrorOf(e);
        setProblem(api ? apiErrorText(t, api) : t('settings.failed'));
      },
    });
  };

  return (
    <Drawer
      open
      onClose={onClose}
      size="large"
      title={t('settings.title')}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('settings.close')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={running}
            onClick={() => form.submit()}
            data-testid="customer-settings-save"
          >
            {t('settings.save')}
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={12} data-testid="customer-settings">
        <Typography.Paragraph type="secondary">{t('settings.intro')}</Typography.Paragraph>
        <RelinkProgress settings={settings} />
        {saved && !running && settings.relinkState === 'IDLE' && (
          <Alert type="success" showIcon title={t('settings.saved')} data-testid="customer-settings-saved" />
        )}
        {problem && <Alert type="error" showIcon title={problem} data-testid="customer-settings-error" />}
        <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={valuesOf(settings)} disabled={running}>
          <Form.Item
            name="keyAttribute"
            label={t('settings.keyAttribute')}
            extra={t('settings.keyAttributeHint')}
            rules={[{ required: true, message: t('errors:codes.FIELD_REQUIRED') }]}
          >
            <Select data-testid="customer-settings-key" options={attributeOptions} showSearch optionFilterProp="label" />
          </Form.Item>
          {profileFields.map((field) => (
            <Form.Item key={field} name={field} label={t(`settings.${field}`)}>
              <Select
                data-testid={`customer-settings-${field}`}
                options={attributeOptions}
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder={t('settings.none')}
              />
            </Form.Item>
          ))}
          <Form.Item name="shownAttributes" label={t('settings.shownAttributes')}>
            <Select
              data-testid="customer-settings-shown"
              mode="multiple"
              options={attributeOptions}
              allowClear
              optionFilterProp="label"
            />
          </Form.Item>
          <Typography.Text strong>{t('settings.analysisKeys')}</Typography.Text>
          <Typography.Paragraph type="secondary">{t('settings.analysisKeysHint')}</Typography.Paragraph>
          <Form.List name="analysisKeys">
            {(fields, { add, remove }) => (
              <Flex vertical gap={4}>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="baseline" data-testid={`customer-settings-analysis-key-${field.name}`}>
                    <Form.Item
                      name={[field.name, 'projectCode']}
                      style={{ flex: 1 }}
                      rules={[{ required: true, message: t('errors:codes.FIELD_REQUIRED') }]}
                    >
                      <Select
                        options={analysisOptions}
                        placeholder={t('settings.analysis')}
                        showSearch
                        optionFilterProp="label"
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'attribute']}
                      style={{ flex: 1 }}
                      rules={[{ required: true, message: t('errors:codes.FIELD_REQUIRED') }]}
                    >
                      <Select
                        options={attributeOptions}
                        placeholder={t('settings.attribute')}
                        showSearch
                        optionFilterProp="label"
                      />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} aria-label={t('settings.removeKey')} onClick={() => remove(field.name)} />
                  </Flex>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({})} data-testid="customer-settings-add-key">
                  {t('settings.addKey')}
                </Button>
              </Flex>
            )}
          </Form.List>
        </Form>
      </Flex>
    </Drawer>
  );
}
