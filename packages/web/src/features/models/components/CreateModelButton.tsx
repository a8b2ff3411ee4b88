import { useTranslation } from 'react-i18next';
import { LimitedCreateButton, UpgradePrompt as PlanUpgradePrompt } from '../../packages';
import { useModelLimit } from '../api/queries';

/** What to tell a user who cannot add a model: the plan is full (or has no models), with the way to the packages page. */
export function UpgradePrompt() {
  const { t } = useTranslation('models');
  return (
    <PlanUpgradePrompt
      title={t('limit.title')}
      description={t('limit.description')}
      upgrade={t('limit.upgrade')}
      testId="model-upgrade-prompt"
    />
  );
}

/** "New model": enabled only while the plan has room for one more (`MODEL_COUNT` is LIMIT_AVAILABLE). */
export function CreateModelButton() {
  const { t } = useTranslation('models');
  const limit = useModelLimit();
  return (
    <LimitedCreateButton
      status={limit.data?.status}
      pending={limit.isPending}
      label={t('list.create')}
      to="/model/create"
      testId="model-create-open"
      blockedTestId="model-create-blocked"
      prompt={<UpgradePrompt />}
    />
  );
}
