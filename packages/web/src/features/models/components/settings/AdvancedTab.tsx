import { Button, Checkbox, Divider, Form, InputNumber, Radio, Space, Switch, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ModelDetail } from '@sentio/domain';
import { messageText } from '../../../../app/api/messages';
import { modelLanguages, type ModelLanguage } from '../../lib/wizard';
import { modelPagePath } from '../modelPages';
import { useSettingsForm } from './useSettingsForm';

interface Values {
  thresholdMode: 'tuned' | 'fixed';
  threshold: number | null;
  regularisationMode: 'auto' | 'fixed';
  c: number | null;
  languages: ModelLanguage[];
  defaultLanguage: ModelLanguage | null;
  semanticFeatures: boolean;
}

/**
 * Threshold (multi-label: the confidence under which a label is not given; tuned per label by default), regularisation
 * (cross-validated or a fixed C), semantic features (English-only models; their cost is said beside the switch, see
 * docs/models-semantic.md) and the model's languages with the default one.
 */
export function AdvancedTab({ model, readOnly }: { model: ModelDetail; readOnly: boolean }) {
  const { t } = useTranslation('models');
  const { form, save, saving } = useSettingsForm<Values>(model, ['threshold', 'regularisation', 'semanticFeatures', 'switches']);
  const thresholdMode = Form.useWatch('thresholdMode', form);
  const regularisationMode = Form.useWatch('regularisationMode', form);
  const languages = Form.useWatch('languages', form) ?? [];
  // The sentence encoder reads English only; the server refuses the switch otherwise (MODEL_SEMANTIC_ENGLISH_ONLY).
  const englishOnly = languages.length === 1 && languages[0] === 'en';

  const initial: Values = {
    thresholdMode: model.threshold === null ? 'tuned' : 'fixed',
    threshold: model.threshold,
    regularisationMode: model.regularisation === 'auto' ? 'auto' : 'fixed',
    c: model.regularisation === 'auto' ? null : model.regularisation,
    languages: model.switches.map((s) => s.code).filter((c): c is ModelLanguage => c === 'tr' || c === 'en'),
    defaultLanguage: (model.switches.find((s) => s.default)?.code as ModelLanguage | undefined) ?? null,
    semanticFeatures: model.semanticFeatures,
  };

  const submit = (v: Values) =>
    save({
      threshold: v.thresholdMode === 'tuned' ? null : (v.threshold ?? 0.5),
      regularisation: v.regularisationMode === 'auto' ? 'auto' : (v.c ?? 1),
      switches: v.languages.map((code) => ({ code, default: code === v.defaultLanguage })),
      semanticFeatures: v.semanticFeatures && v.languages.length === 1 && v.languages[0] === 'en',
    });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={readOnly}
      style={{ maxWidth: 640 }}
      initialValues={initial}
      onFinish={submit}
      onValuesChange={(changed: Partial<Values>, all) => {
        // The default language must stay among the chosen ones.
        if (changed.languages && all.defaultLanguage && !changed.languages.includes(all.defaultLanguage))
          form.setFieldValue('defaultLanguage', changed.languages[0] ?? null);
      }}
    >
      <Form.Item
        label={t('settings.advanced.threshold')}
        extra={
          model.classificationType === 'MULTI_LABEL'
            ? t('settings.advanced.thresholdHint')
            : t('settings.advanced.thresholdSingle')
        }
      >
        <Space wrap>
          <Form.Item name="thresholdMode" noStyle>
            <Radio.Group
              options={[
                { value: 'tuned', label: t('settings.advanced.tuned') },
                { value: 'fixed', label: t('settings.advanced.fixed') },
              ]}
            />
          </Form.Item>
          <Form.Item name="threshold" noStyle>
            <InputNumber
              min={0}
              max={1}
              step={0.05}
              disabled={readOnly || thresholdMode !== 'fixed'}
              aria-label={t('settings.advanced.threshold')}
              data-testid="settings-threshold"
            />
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item label={t('settings.advanced.regularisation')} extra={t('settings.advanced.regularisationHint')}>
        <Space wrap>
          <Form.Item name="regularisationMode" noStyle>
            <Radio.Group
              options={[
                { value: 'auto', label: t('settings.advanced.auto') },
                { value: 'fixed', label: t('settings.advanced.fixedC') },
              ]}
            />
          </Form.Item>
          <Form.Item name="c" noStyle>
            <InputNumber
              min={0.001}
              max={1000}
              step={0.1}
              disabled={readOnly || regularisationMode !== 'fixed'}
              aria-label={t('settings.advanced.fixedC')}
              data-testid="settings-regularisation"
            />
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item
        name="semanticFeatures"
        label={t('settings.advanced.semantic')}
        valuePropName="checked"
        extra={englishOnly ? t('settings.advanced.semanticHint') : t('settings.advanced.semanticEnglishOnly')}
      >
        <Switch disabled={readOnly || !englishOnly} data-testid="settings-semantic" />
      </Form.Item>
      <Divider />
      <Form.Item
        name="languages"
        label={t('wizard.language.languages')}
        rules={[{ type: 'array', min: 1, message: messageText(t, 'FIELD_REQUIRED') }]}
      >
        <Checkbox.Group options={modelLanguages.map((l) => ({ value: l, label: t(`language.${l}`) }))} />
      </Form.Item>
      <Form.Item
        name="defaultLanguage"
        label={t('wizard.language.default')}
        rules={[{ required: true, message: messageText(t, 'MODEL_DEFAULT_SELECTION_REQUIRED') }]}
      >
        <Radio.Group
          options={modelLanguages.map((l) => ({ value: l, label: t(`language.${l}`), disabled: !languages.includes(l) }))}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        {t('settings.advanced.pipelineHint')} <Link to={modelPagePath('pipeline', model.id)}>{t('shell.menu.pipeline')}</Link>
      </Typography.Paragraph>
      {!readOnly && (
        <Button type="primary" htmlType="submit" loading={saving} data-testid="settings-advanced-save">
          {t('actions.save')}
        </Button>
      )}
    </Form>
  );
}
