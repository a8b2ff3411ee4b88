import { Card, Col, Form, Radio, Row, Typography } from 'antd';
import { CommentOutlined, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { modelDataTypes } from '@sentio/domain';
import type { WizardState } from '../../lib/wizard';
import { useFieldStatus, type StepProps } from './TypeStep';

const icons = { STANDARD: <FileTextOutlined />, DIALOGUE: <CommentOutlined /> } as const;

/** Step 3: what a document is — a standard text or a dialogue of turns with speakers. Fixed once created. */
export function DataStep({ state, onChange, issues }: StepProps) {
  const { t } = useTranslation('models');
  const status = useFieldStatus(issues);
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('wizard.data.label')} required {...status('settings')}>
        <Radio.Group
          value={state.dataType}
          onChange={(e) => onChange({ ...state, dataType: e.target.value as WizardState['dataType'] })}
          style={{ width: '100%' }}
        >
          <Row gutter={[12, 12]}>
            {modelDataTypes.map((d) => (
              <Col xs={24} md={12} key={d}>
                <Card size="small" hoverable onClick={() => onChange({ ...state, dataType: d })}>
                  <Radio value={d} data-testid={`model-data-type-${d}`}>
                    <Typography.Text strong>
                      {icons[d]} {t(`dataType.${d}`)}
                    </Typography.Text>
                  </Radio>
                  <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', fontSize: 12 }}>
                    {t(`dataTypeHint.${d}`)}
                  </Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </Radio.Group>
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('wizard.data.immutable')}
      </Typography.Paragraph>
    </Form>
  );
}
