import { Checkbox, Descriptions, Divider, Form, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pipelineStageCodes } from '@sentio/domain';
import { AttributesEditor } from '../AttributesEditor';
import { ProjectIcon } from '../ProjectIcon';
import { useFieldStatus, type StepProps } from './stepProps';

/** Step 5: everything chosen so far, the attributes the documents will carry, and the pipeline stages to run. */
export function SummaryStep({
  state,
  onChange,
  issues,
  models,
  channelNames,
}: StepProps & { channelNames: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('projects');
  const status = useFieldStatus(issues);
  const none = <Typography.Text type="secondary">{t('wizard.summary.none')}</Typography.Text>;
  const list = (items: readonly string[]) => (items.length ? items.map((i) => <Tag key={i}>{i}</Tag>) : none);
  const modelName = (code: string) => models.find((m) => m.code === code)?.name ?? code;

  return (
    <Form layout="vertical" component="div">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="wizard-summary">
        <Descriptions.Item label={t('wizard.info.name')}>
          <Space>
            <ProjectIcon icon={state.icon} color={state.color} size={24} />
            {state.name}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('wizard.info.dataType')}>{t(`dataTypes.${state.dataType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('wizard.info.description')}>{state.description || none}</Descriptions.Item>
        <Descriptions.Item label={t('wizard.info.tags')}>{list(state.tags)}</Descriptions.Item>
        <Descriptions.Item label={t('wizard.privacy.visibility')}>
          {t(state.visibility === 'PRIVATE' ? 'wizard.privacy.private' : 'wizard.privacy.workspace')}
        </Descriptions.Item>
        <Descriptions.Item label={t('wizard.privacy.labels')}>{list(state.privacyLabels)}</Descriptions.Item>
        <Descriptions.Item label={t('wizard.steps.models')}>{list(state.models.map(modelName))}</Descriptions.Item>
        <Descriptions.Item label={t('wizard.models.restricted')}>
          {state.restrictModels ? list(state.restrictedModels.map(modelName)) : t('wizard.summary.unrestricted')}
        </Descriptions.Item>
        <Descriptions.Item label={t('wizard.steps.channels')}>
          {list(state.channels.map((c) => channelNames.get(c) ?? c))}
        </Descriptions.Item>
        <Descriptions.Item label={t('wizard.channels.proxy')}>{state.proxyChannel ?? none}</Descriptions.Item>
      </Descriptions>
      <Divider />
      <Form.Item label={t('wizard.summary.attributes')} extra={t('wizard.summary.attributesHint')} {...status('attributes')}>
        <AttributesEditor
          value={state.attributes}
          onChange={(attributes) => onChange({ ...state, attributes })}
          testId="wizard-attributes"
        />
      </Form.Item>
      <Form.Item label={t('wizard.summary.stages')} required {...status('pipelineStages')}>
        <Checkbox.Group
          value={state.pipelineStages}
          onChange={(v) => onChange({ ...state, pipelineStages: pipelineStageCodes.filter((c) => v.includes(c)) })}
          options={pipelineStageCodes.map((c) => ({
            value: c,
            label: <span data-testid={`wizard-stage-${c}`}>{t(`stages.${c}`)}</span>,
          }))}
        />
      </Form.Item>
    </Form>
  );
}
