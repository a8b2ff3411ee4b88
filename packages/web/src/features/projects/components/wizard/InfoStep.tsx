import { Alert, Button, Col, Flex, Form, Input, Radio, Row, Select, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../../app/api/errors';
import { apiErrorText } from '../../../../app/api/messages';
import { useProjectColors, useProjectIcons, useProjectTags } from '../../api/queries';
import { useUploadIcon } from '../../api/upload';
import { withDataType } from '../../lib/wizard';
import { ProjectIcon, presetName } from '../ProjectIcon';
import { useFieldStatus, type StepProps } from './stepProps';

const asPreset = (value: string) => (value.startsWith('preset:') ? value : `preset:${value}`);

/** Step 1: name, description, look (icon and colour), tags and the data type, which is fixed after creation. */
export function InfoStep({ state, onChange, issues, models }: StepProps) {
  const { t } = useTranslation('projects');
  const status = useFieldStatus(issues);
  const icons = useProjectIcons();
  const colors = useProjectColors();
  const tags = useProjectTags();
  const upload = useUploadIcon();
  const set = (patch: Partial<typeof state>) => onChange({ ...state, ...patch });

  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('wizard.info.name')} required {...status('name')}>
            <Input
              value={state.name}
              onChange={(e) => set({ name: e.target.value })}
              maxLength={100}
              autoFocus
              data-testid="wizard-name"
            />
          </Form.Item>
          <Form.Item label={t('wizard.info.description')} {...status('description')}>
            <Input.TextArea
              value={state.description}
              onChange={(e) => set({ description: e.target.value })}
              maxLength={1000}
              rows={3}
              data-testid="wizard-description"
            />
          </Form.Item>
          <Form.Item label={t('wizard.info.tags')} {...status('tags')}>
            <Select
              mode="tags"
              value={state.tags}
              onChange={(value: string[]) => set({ tags: value })}
              options={(tags.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
              tokenSeparators={[',']}
              data-testid="wizard-tags"
            />
          </Form.Item>
          <Form.Item label={t('wizard.info.dataType')} extra={t('wizard.info.dataTypeFixed')} {...status('dataType')}>
            <Radio.Group
              value={state.dataType}
              onChange={(e) => onChange(withDataType(state, e.target.value as typeof state.dataType, models))}
              data-testid="wizard-data-type"
            >
              <Radio.Button value="STANDARD">{t('dataTypes.STANDARD')}</Radio.Button>
              <Radio.Button value="DIALOGUE">{t('dataTypes.DIALOGUE')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('wizard.info.icon')} required {...status('icon')}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Flex wrap gap={8} data-testid="wizard-icons">
                {(icons.data ?? []).map((o) => {
                  const value = asPreset(o.value);
                  const name = presetName(value) ?? o.value;
                  return (
                    <Button
                      key={value}
                      type={state.icon === value ? 'primary' : 'default'}
                      aria-pressed={state.icon === value}
                      title={t(`icons.${name}`, { defaultValue: o.label })}
                      aria-label={t(`icons.${name}`, { defaultValue: o.label })}
                      onClick={() => set({ icon: value })}
                      style={{ height: 52, padding: 4 }}
                      data-testid={`wizard-icon-preset-${name}`}
                    >
                      <ProjectIcon icon={value} color={state.color} size={40} />
                    </Button>
                  );
                })}
              </Flex>
              <Space>
                <Upload
                  accept="image/png,image/jpeg,image/svg+xml,image/webp"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    upload.mutate(
                      { file, scopeId: 'new' },
                      { onSuccess: (f) => set({ icon: f.ref.startsWith('file:') ? f.ref : `file:${f.id}` }) },
                    );
                    return false;
                  }}
                >
                  <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="wizard-icon-upload">
                    {t('wizard.info.upload')}
                  </Button>
                </Upload>
                {state.icon.startsWith('file:') && <ProjectIcon icon={state.icon} color={state.color} />}
              </Space>
              {upload.isError && (
                <Alert
                  type="error"
                  showIcon
                  title={apiErrorText(t, apiErrorOf(upload.error) ?? { messageCode: 'INTERNAL_ERROR', message: '' })}
                />
              )}
            </Space>
          </Form.Item>
          <Form.Item label={t('wizard.info.color')} {...status('color')}>
            <Flex wrap gap={8}>
              {(colors.data ?? []).map((o) => (
                <button
                  key={o.value}
                  type="button"
                  aria-label={o.label}
                  aria-pressed={state.color.toUpperCase() === o.value.toUpperCase()}
                  onClick={() => set({ color: o.value })}
                  data-testid={`wizard-color-${o.value.replace('#', '')}`}
                  style={{
                    width: 28,
                    height: 28,
                    borderRadius: 6,
                    cursor: 'pointer',
                    background: o.value,
                    border: state.color.toUpperCase() === o.value.toUpperCase() ? '3px solid #1f1f1f' : '1px solid #d9d9d9',
                  }}
                />
              ))}
            </Flex>
            <Typography.Text type="secondary">{state.color}</Typography.Text>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
