import { Button, ColorPicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredText, type ModelDetail } from '@sentio/domain';
import { zodRule } from '../../../../app/forms';
import { useSettingsForm } from './useSettingsForm';

interface Values {
  name: string;
  description: string;
  tags: string[];
  color: string;
}

/** Name, description, tags and colour. */
export function GeneralTab({ model, readOnly }: { model: ModelDetail; readOnly: boolean }) {
  const { t } = useTranslation('models');
  const { form, save, saving } = useSettingsForm<Values>(model, ['name', 'description', 'tags', 'color']);
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={readOnly}
      style={{ maxWidth: 640 }}
      initialValues={{ name: model.name, description: model.description, tags: model.tags, color: model.color }}
      onFinish={(v) => save({ name: v.name, description: v.description ?? '', tags: v.tags ?? [], color: v.color })}
    >
      <Form.Item name="name" label={t('wizard.type.name')} rules={[zodRule(requiredText(100), t)]} required>
        <Input maxLength={100} data-testid="settings-name" />
      </Form.Item>
      <Form.Item name="description" label={t('wizard.type.description')}>
        <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="settings-description" />
      </Form.Item>
      <Form.Item name="tags" label={t('wizard.labels.tags')}>
        <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} aria-label={t('wizard.labels.tags')} />
      </Form.Item>
      <Form.Item
        name="color"
        label={t('wizard.type.color')}
        getValueFromEvent={(c: { toHexString: () => string }) => c.toHexString().toUpperCase()}
      >
        <ColorPicker disabledAlpha />
      </Form.Item>
      {!readOnly && (
        <Button type="primary" htmlType="submit" loading={saving} data-testid="settings-general-save">
          {t('actions.save')}
        </Button>
      )}
    </Form>
  );
}
