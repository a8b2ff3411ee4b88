import { Alert, Button, Checkbox, Empty, Flex, Form, Select, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ModelSummary } from '@sentio/domain';
import { messageText } from '../../../../app/api/messages';
import { modelMixIssues, toggleModel } from '../../lib/wizard';
import { useFieldStatus, type StepProps } from './stepProps';

/**
 * Step 3: the models (only those of the analysis's data type), each with what it senses and whether a version is
 * deployed; the model-mix rules are checked live. With restriction on, the restricted models are picked here too.
 * A sentiment model alone is refused with a way forward: add one of the workspace's category models in place, or
 * create one (`onCreateCategoryModel` saves the draft and opens the model wizard, which comes back here).
 */
export function ModelsStep({
  state,
  onChange,
  issues,
  models,
  loading,
  onCreateCategoryModel,
}: StepProps & { loading: boolean; onCreateCategoryModel?: () => void }) {
  const { t } = useTranslation('projects');
  const status = useFieldStatus(issues);
  const offered = models.filter((m) => m.dataType === state.dataType);
  const mix = modelMixIssues(state, models);
  const needsCategory = mix.includes('ANALYSIS_SENTIMENT_NOT_ALONE');
  const categoryModels = offered.filter((m) => m.senseType === 'CATEGORY' && !state.models.includes(m.code));
  const createButton = onCreateCategoryModel && (
    <Button size="small" icon={<PlusOutlined />} onClick={onCreateCategoryModel} data-testid="wizard-create-category-model">
      {t('wizard.models.createCategory')}
    </Button>
  );

  return (
    <Form layout="vertical" component="div">
      <Typography.Paragraph type="secondary">
        {t('wizard.models.hint', { dataType: t(`dataTypes.${state.dataType}`) })}
      </Typography.Paragraph>
      {mix.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="wizard-model-mix"
          title={mix.map((code) => messageText(t, code)).join(' ')}
          description={
            needsCategory && (
              <Flex gap={8} wrap align="center" data-testid="wizard-add-category">
                {categoryModels.map((m) => (
                  <Button
                    key={m.code}
                    size="small"
                    onClick={() => onChange(toggleModel(state, m.code, true))}
                    data-testid={`wizard-add-category-${m.code}`}
                  >
                    {t('wizard.models.addCategory', { name: m.name })}
                  </Button>
                ))}
                {createButton}
              </Flex>
            )
          }
        />
      )}
      <Table<ModelSummary>
        rowKey="code"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={offered}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wizard.models.none')}>
              {createButton}
            </Empty>
          ),
        }}
        columns={[
          {
            key: 'pick',
            width: 48,
            render: (_, m) => (
              <Checkbox
                checked={state.models.includes(m.code)}
                onChange={(e) => onChange(toggleModel(state, m.code, e.target.checked))}
                aria-label={m.name}
                data-testid={`wizard-model-${m.code}`}
              />
            ),
          },
          { title: t('wizard.models.name'), dataIndex: 'name', render: (name: string, m) => <Tag color={m.color}>{name}</Tag> },
          { title: t('wizard.models.sense'), dataIndex: 'senseType', render: (s: string) => t(`senseTypes.${s}`) },
          {
            title: t('wizard.models.deployed'),
            key: 'deployed',
            render: (_, m) =>
              m.deployedVersion ? (
                <Tag color="green">{m.deployedVersion.name}</Tag>
              ) : (
                <Tag data-testid={`wizard-model-undeployed-${m.code}`}>{t('wizard.models.notDeployed')}</Tag>
              ),
          },
        ]}
      />
      {state.restrictModels && (
        <Form.Item
          label={t('wizard.models.restricted')}
          extra={t('wizard.models.restrictedHint')}
          style={{ marginTop: 16 }}
          {...status('restrictedModels')}
        >
          <Select
            mode="multiple"
            value={state.restrictedModels}
            onChange={(v: string[]) => onChange({ ...state, restrictedModels: v })}
            options={state.models.map((code) => ({ value: code, label: models.find((m) => m.code === code)?.name ?? code }))}
            data-testid="wizard-restricted-models"
          />
        </Form.Item>
      )}
    </Form>
  );
}
