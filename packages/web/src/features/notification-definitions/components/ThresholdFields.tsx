import { Col, Form, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  notificationThresholdTypes,
  type NotificationDefinitionType,
  type NotificationThresholdType,
  type ProjectDetail,
} from '@sentio/domain';
import { useCategoryTrees } from '../api/queries';
import { hasCategory, thresholdBounds, type DefinitionValues } from '../lib/form';

/**
 * What the definition watches and its value, in the unit of what is watched (NPS −100…100, a share or CSAT in %, a
 * count of documents). The category picker shows only for a category share, with the chosen model's categories.
 * The help says what the threshold does for this type: a threshold alert sends only when it is crossed, the other
 * types always send and mark it.
 */
export function ThresholdFields({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('notificationDefinitions');
  const form = Form.useFormInstance<DefinitionValues>();
  const type = (Form.useWatch('type', form) as NotificationDefinitionType | null | undefined) ?? null;
  const threshold = (Form.useWatch('thresholdType', form) as NotificationThresholdType | null | undefined) ?? null;
  const modelId = (Form.useWatch('modelId', form) as string | null | undefined) ?? null;
  const withCategory = hasCategory(threshold);
  const trees = useCategoryTrees(project.code, withCategory);
  const modelCode = project.projectModels.find((m) => m.id === modelId)?.code;
  const categories = trees.data?.find((m) => m.modelCode === modelCode)?.categories ?? [];
  const bounds = thresholdBounds(threshold);
  return (
    <Row gutter={12}>
      <Col xs={24} sm={14}>
        <Form.Item
          name="thresholdType"
          label={t('form.thresholdType')}
          extra={
            <span data-testid="nd-form-threshold-help">
              {t(`form.thresholdHelp.${type === 'THRESHOLD' ? 'THRESHOLD' : 'OTHER'}`)}
            </span>
          }
        >
          <Select
            data-testid="nd-form-threshold-type"
            placeholder={t('form.choose')}
            onChange={() => form.setFieldValue('categoryId', null)}
            options={notificationThresholdTypes.map((x) => ({ value: x, label: t(`thresholdType.${x}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={10}>
        <Form.Item name="thresholdValue" label={t('form.thresholdValue')}>
          <InputNumber
            data-testid="nd-form-threshold-value"
            min={bounds.min}
            max={bounds.max}
            style={{ width: '100%' }}
            suffix={t(`form.unit.${bounds.unit}`)}
          />
        </Form.Item>
      </Col>
      {withCategory && (
        <Col span={24}>
          <Form.Item name="categoryId" label={t('form.category')}>
            <Select
              data-testid="nd-form-category"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={trees.isLoading}
              placeholder={t('form.anyCategory')}
              options={categories.map((c) => ({ value: c.id, label: c.path || c.name }))}
            />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
