import { Col, ColorPicker, Form, Input, Radio, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { classificationTypes, senseTypes } from '@sentio/domain';
import { messageText } from '../../../../app/api/messages';
import { classificationChoosable, issuesOfField, withSense, type WizardIssue, type WizardState } from '../../lib/wizard';

export interface StepProps {
  state: WizardState;
  onChange: (next: WizardState) => void;
  /** Issues to show on this step (empty until the user tries to leave it). */
  issues: readonly WizardIssue[];
}

/** `validateStatus` and `help` of a field from the step's issues. */
export function useFieldStatus(issues: readonly WizardIssue[]) {
  const { t } = useTranslation('models');
  return (field: string) => {
    const own = issuesOfField(issues, field);
    if (own.length === 0) return {};
    return {
      validateStatus: 'error' as const,
      help: [...new Set(own.map((i) => messageText(t, i.code, i.message)))].join(' '),
    };
  };
}

/** Step 1: what the model is — name and look, what it senses, and single or multi label. */
export function TypeStep({ state, onChange, issues }: StepProps) {
  const { t } = useTranslation('models');
  const status = useFieldStatus(issues);
  const set = (patch: Partial<WizardState>) => onChange({ ...state, ...patch });
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item label={t('wizard.type.name')} required {...status('name')}>
            <Input
              value={state.name}
              onChange={(e) => set({ name: e.target.value })}
              maxLength={100}
              autoFocus
              data-testid="model-name"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={7}>
          <Form.Item label={t('wizard.type.code')} tooltip={t('wizard.type.codeHint')} {...status('code')}>
            <Input value={state.code} onChange={(e) => set({ code: e.target.value })} maxLength={50} data-testid="model-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={3}>
          <Form.Item label={t('wizard.type.color')} {...status('color')}>
            <ColorPicker
              disabledAlpha
              value={state.color}
              onChangeComplete={(c) => set({ color: c.toHexString().toUpperCase() })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('wizard.type.description')} {...status('description')}>
        <Input.TextArea
          value={state.description}
          onChange={(e) => set({ description: e.target.value })}
          maxLength={1000}
          autoSize={{ minRows: 2, maxRows: 4 }}
          data-testid="model-description"
        />
      </Form.Item>
      <Form.Item label={t('wizard.type.sense')} required {...status('settings')}>
        <Radio.Group
          value={state.senseType}
          onChange={(e) => onChange(withSense(state, e.target.value as WizardState['senseType'] & string))}
          style={{ width: '100%' }}
        >
          <Row gutter={[12, 12]}>
            {senseTypes.map((s) => (
              <Col xs={24} md={12} key={s}>
                <Radio value={s} data-testid={`model-sense-${s}`} style={{ alignItems: 'flex-start' }}>
                  <Typography.Text strong>{t(`senseType.${s}`)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`senseTypeHint.${s}`)}
                  </Typography.Text>
                </Radio>
              </Col>
            ))}
          </Row>
        </Radio.Group>
      </Form.Item>
      {classificationChoosable(state.senseType) ? (
        <Form.Item label={t('wizard.type.classification')} required>
          <Radio.Group
            value={state.classificationType}
            onChange={(e) => set({ classificationType: e.target.value as WizardState['classificationType'] })}
          >
            {classificationTypes.map((c) => (
              <Radio key={c} value={c} data-testid={`model-classification-${c}`}>
                {t(`classificationType.${c}`)}
                <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 6 }}>
                  {t(`classificationTypeHint.${c}`)}
                </Typography.Text>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      ) : (
        <Typography.Paragraph type="secondary">
          {t(`wizard.type.fixedClassification.${state.senseType ?? 'CATEGORY'}`)}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('wizard.type.immutable')}
      </Typography.Paragraph>
    </Form>
  );
}
