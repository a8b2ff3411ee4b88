import { useTranslation } from 'react-i18next';
import { LimitedCreateButton, UpgradePrompt as PlanUpgradePrompt } from '../../packages';
import { useProjectLimit } from '../api/queries';

/** What to tell a user who cannot add an analysis: the plan is full, with the way to the packages page. */
export function UpgradePrompt() {
  const { t } = useTranslation('projects');
  return (
    <PlanUpgradePrompt
      title={t('limit.title')}
      description={t('limit.description')}
      upgrade={t('limit.upgrade')}
      testId="project-upgrade-prompt"
    />
  );
}

/** "New analysis": enabled only while PROJECT_COUNT answers LIMIT_AVAILABLE (see docs/packages-and-limits.md). */
export function CreateProjectButton() {
  const { t } = useTranslation('projects');
  const limit = useProjectLimit();
  return (
    <LimitedCreateButton
      status={limit.data?.status}
      pending={limit.isPending}
      label={t('list.create')}
      to="/project/create"
      testId="project-create-button"
      blockedTestId="project-create-blocked"
      prompt={<UpgradePrompt />}
    />
  );
}
