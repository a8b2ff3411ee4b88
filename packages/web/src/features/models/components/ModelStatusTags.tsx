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

type StatusOf = Pick<ModelSummary, 'learningStatus' | 'trainingStatus' | 'deployedVersion'>;

/**
 * A model that has never been trained: the server reads its learning status from the newest version, and without any
 * version that is SUSPENDED (the same as a failed or cancelled training). To a newcomer "Suspended" on a model they
 * just created reads as an alarm, so this case is named for what it is, in a neutral colour. A failed training keeps
 * "Suspended" (its training status is FAILED), and a model with a live version has been trained.
 */
export const neverTrained = (model: StatusOf): boolean =>
  model.learningStatus === 'SUSPENDED' && model.trainingStatus === 'NEEDS_TRAINING' && model.deployedVersion === null;

export function LearningStatusTag({ status, notTrained = false }: { status: LearningStatus; notTrained?: boolean }) {
  const { t } = useTranslation('models');
  return (
    <Tooltip title={t('status.learningHint')}>
      <Tag
        color={notTrained ? 'default' : learningColor[status]}
        data-testid="model-learning-status"
        data-status={notTrained ? 'NOT_TRAINED' : status}
      >
        {notTrained ? t('status.notTrained') : t(`learningStatus.${status}`)}
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
export function ModelStatusTags({ model }: { model: StatusOf }) {
  const { t } = useTranslation('models');
  return (
    <Space size={4} wrap>
      <LearningStatusTag status={model.learningStatus} notTrained={neverTrained(model)} />
      <TrainingStatusTag status={model.trainingStatus} />
      {model.deployedVersion && (
        <Tag color="blue" data-testid="model-deployed-version">
          {t('status.deployed', { name: model.deployedVersion.name })}
        </Tag>
      )}
    </Space>
  );
}
