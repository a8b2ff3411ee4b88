import { Button, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelDetail } from '@sentio/domain';
import { useSettingsForm } from './useSettingsForm';

interface Values {
  channels: string[];
}

/** The channels (sources of customer interactions) the model is offered for, by code. */
export function ChannelsTab({ model, readOnly }: { model: ModelDetail; readOnly: boolean }) {
  const { t } = useTranslation('models');
  const { form, save, saving } = useSettingsForm<Values>(model, ['channels']);
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={readOnly}
      style={{ maxWidth: 640 }}
      initialValues={{ channels: model.channels }}
      onFinish={(v) => save({ channels: [...new Set((v.channels ?? []).map((c) => c.trim()).filter(Boolean))] })}
    >
      <Typography.Paragraph type="secondary">{t('settings.channels.intro')}</Typography.Paragraph>
      <Form.Item
        name="channels"
        label={t('settings.channels.label')}
        rules={[{ type: 'array', max: 50, message: t('settings.channels.tooMany', { max: 50 }) }]}
      >
        <Select
          mode="tags"
          tokenSeparators={[',']}
          open={false}
          suffixIcon={null}
          maxTagTextLength={50}
          placeholder={t('settings.channels.placeholder')}
          aria-label={t('settings.channels.label')}
          data-testid="settings-channels"
        />
      </Form.Item>
      {!readOnly && (
        <Button type="primary" htmlType="submit" loading={saving} data-testid="settings-channels-save">
          {t('actions.save')}
        </Button>
      )}
    </Form>
  );
}
