import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { IssueList } from '../IssueList';
import { PipelineEditor } from '../PipelineEditor';
import type { StepProps } from './TypeStep';

/** Step 4: the pipeline (flow) a text goes through, in order. */
export function PipelineStep({ state, onChange, issues }: StepProps) {
  const { t } = useTranslation('models');
  return (
    <>
      <Typography.Paragraph type="secondary">{t('wizard.pipeline.intro')}</Typography.Paragraph>
      <IssueList issues={issues} testId="model-wizard-pipeline-issues" />
      <PipelineEditor stages={state.stages} sense={state.senseType} onChange={(stages) => onChange({ ...state, stages })} />
    </>
  );
}
