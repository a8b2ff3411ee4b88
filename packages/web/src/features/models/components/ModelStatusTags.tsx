import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LearningStatus, ModelSummary, TrainingStatus } from '@sentio/domain';

const learningColor: Record<LearningStatus, string> = {
  INLINE: 'default',
  LEARNING: 'processing',
  SUSPENDED: 'warning',
  COMPLETED: 'success',
};
const trainingColor: Record<TrainingStatus, string> = {
  NEEDS_TRAINING: 'orange',
  TRAINING: 'processing',
  SUCCESS: 'success',
  FAILED: 'error',
};

export function LearningStatusTag({ status }: { status: LearningStatus }) {
  const { t } = useTranslation('models');
  return (
    <Tooltip title={t('status.learningHint')}>
      <Tag color={learningColor[status]} data-testid="model-learning-status" data-status={status}>
        {t(`learningStatus.${status}`)}
      </Tag>
    </Tooltip>
  );
}

export function TrainingStatusTag({ status }: { status: TrainingStatus }) {
  const { t } = useTranslation('models');
  return (
    <Tooltip title={t('status.trainingHint')}>
      <Tag color={trainingColor[status]} data-testid="model-training-status" data-status={status}>
        {t(`trainingStatus.${status}`)}
      </Tag>
    </Tooltip>
  );
}

/** Learning and training status side by side, plus the deployed version when there is one. */
export function ModelStatusTags({
  model,
}: {
  model: Pick<ModelSummary, 'learningStatus' | 'trainingStatus' | 'deployedVersion'>;
}) {
  const { t } = useTranslation('models');
  return (
    <Space size={4} wrap>
      <LearningStatusTag status={model.learningStatus} />
      <TrainingStatusTag status={model.trainingStatus} />
      {model.deployedVersion && (
        <Tag color="blue" data-testid="model-deployed-version">
          {t('status.deployed', { name: model.deployedVersion.name })}
        </Tag>
      )}
    </Space>
  );
}
