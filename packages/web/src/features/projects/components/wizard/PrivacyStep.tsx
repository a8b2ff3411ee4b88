import { Button, Form, Input, Radio, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { restrictedAttributeTypes } from '@sentio/domain';
import type { RestrictedAttributeType, Visibility } from '../../lib/wizard';
import { useFieldStatus, type StepProps } from './stepProps';

/** Step 2: who sees the analysis, its privacy labels, attributes analysts may not see, and whether models are restricted. */
export function PrivacyStep({ state, onChange, issues }: StepProps) {
  const { t } = useTranslation('projects');
  const status = useFieldStatus(issues);
  const set = (patch: Partial<typeof state>) => onChange({ ...state, ...patch });
  const attrs = state.restrictedAttributes;
  const setAttr = (index: number, patch: Partial<(typeof attrs)[number]>) =>
    set({ restrictedAttributes: attrs.map((a, i) => (i === index ? { ...a, ...patch } : a)) });

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('wizard.privacy.visibility')} {...status('visibility')}>
        <Radio.Group
          value={state.visibility}
          onChange={(e) => set({ visibility: e.target.value as Visibility })}
          data-testid="wizard-visibility"
        >
          <Space orientation="vertical">
            <Radio value="WORKSPACE">{t('wizard.privacy.workspace')}</Radio>
            <Radio value="PRIVATE">{t('wizard.privacy.private')}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('wizard.privacy.labels')} extra={t('wizard.privacy.labelsHint')} {...status('privacyLabels')}>
        <Select
          mode="tags"
          value={state.privacyLabels}
          onChange={(v: string[]) => set({ privacyLabels: v })}
          data-testid="wizard-privacy-labels"
        />
      </Form.Item>
      <Form.Item
        label={t('wizard.privacy.restrictedAttributes')}
        extra={t('wizard.privacy.restrictedAttributesHint')}
        {...status('restrictedAttributes')}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {attrs.map((a, i) => (
            <Space key={i} data-testid={`wizard-restricted-attribute-${i}`}>
              <Input
                value={a.name}
                placeholder={t('wizard.privacy.attributeName')}
                aria-label={t('wizard.privacy.attributeName')}
                onChange={(e) => setAttr(i, { name: e.target.value })}
                maxLength={100}
              />
              <Select<RestrictedAttributeType>
                value={a.type}
                style={{ width: 140 }}
                onChange={(type) => setAttr(i, { type })}
                options={restrictedAttributeTypes.map((type) => ({ value: type, label: t(`restrictedTypes.${type}`) }))}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('actions.remove')}
                onClick={() => set({ restrictedAttributes: attrs.filter((_, j) => j !== i) })}
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => set({ restrictedAttributes: [...attrs, { name: '', type: 'STRING' }] })}
            data-testid="wizard-restricted-attribute-add"
          >
            {t('wizard.privacy.addAttribute')}
          </Button>
        </Space>
      </Form.Item>
      <Form.Item
        label={t('wizard.privacy.restrictModels')}
        extra={t('wizard.privacy.restrictModelsHint')}
        {...status('restrictModels')}
      >
        <Switch
          checked={state.restrictModels}
          onChange={(restrictModels) => set({ restrictModels })}
          data-testid="wizard-restrict-models"
        />
      </Form.Item>
    </Form>
  );
}
