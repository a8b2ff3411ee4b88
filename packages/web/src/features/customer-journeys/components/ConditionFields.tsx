import { Button, Flex, Form, Input, Select, TreeSelect } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useProject } from '../../projects';
import { useCategoryTree } from '../../project-data';
import { leafTree } from '../../root-causes';
import { useAnalysisOptions } from '../api/queries';

interface Props {
  /** The step's index in the form and the condition's index in the step. */
  step: number;
  index: number;
  projectCode: string;
  onRemove: (() => void) | null;
  onAnalysisChange: () => void;
}

/** The category tree of an analysis's category models: models as headings, only leaves can be picked. */
function useCategoryOptions(code: string) {
  const tree = useCategoryTree(code);
  const data = (tree.data ?? [])
    .filter((m) => m.senseType === 'CATEGORY')
    .map((m) => ({
      value: `model:${m.modelCode}`,
      title: m.modelName,
      disabled: true,
      selectable: false,
      children: leafTree(m.categories),
    }));
  return { data, loading: tree.isLoading && code !== '' };
}

/** One condition of a step: an analysis, some of its categories and attribute = value pairs. */
export function ConditionFields({ step, index, projectCode, onRemove, onAnalysisChange }: Props) {
  const { t } = useTranslation('journeys');
  const analyses = useAnalysisOptions();
  const categories = useCategoryOptions(projectCode);
  const project = useProject(projectCode || undefined);
  const testId = `journey-step-${step}-condition-${index}`;
  return (
    <div data-testid={testId} style={{ borderLeft: '2px solid #e5e7eb', paddingLeft: 8, marginBottom: 8 }}>
      <Flex gap={8} align="start">
        <Form.Item name={[index, 'projectCode']} label={t('form.analysis')} style={{ flex: 1, marginBottom: 8 }}>
          <Select
            data-testid={`${testId}-analysis`}
            showSearch={{ optionFilterProp: 'label' }}
            loading={analyses.isLoading}
            onChange={onAnalysisChange}
            options={(analyses.data?.content ?? []).map((a) => ({ value: a.code, label: a.name }))}
          />
        </Form.Item>
        {onRemove && (
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('form.removeCondition')}
            data-testid={`${testId}-remove`}
            onClick={onRemove}
            style={{ marginTop: 30 }}
          />
        )}
      </Flex>
      <Form.Item name={[index, 'categoryIds']} label={t('form.categories')} style={{ marginBottom: 8 }}>
        <TreeSelect
          data-testid={`${testId}-categories`}
          treeData={categories.data}
          multiple
          allowClear
          treeDefaultExpandAll
          disabled={projectCode === ''}
          loading={categories.loading}
          showSearch={{ treeNodeFilterProp: 'title' }}
        />
      </Form.Item>
      <Form.List name={[index, 'attributes']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item name={[field.name, 'field']} style={{ flex: 1, marginBottom: 8 }}>
                  <Select
                    data-testid={`${testId}-attribute-${field.name}-field`}
                    placeholder={t('form.attribute')}
                    options={(project.data?.attributes ?? []).map((a) => ({ value: a.code, label: a.name }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} style={{ flex: 1, marginBottom: 8 }}>
                  <Input data-testid={`${testId}-attribute-${field.name}-value`} placeholder={t('form.value')} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('form.removeAttribute')}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button
              size="small"
              type="dashed"
              icon={<PlusOutlined />}
              disabled={projectCode === ''}
              data-testid={`${testId}-add-attribute`}
              onClick={() => add({ field: undefined, value: '' })}
              style={{ marginBottom: 8 }}
            >
              {t('form.addAttribute')}
            </Button>
          </>
        )}
      </Form.List>
    </div>
  );
}
