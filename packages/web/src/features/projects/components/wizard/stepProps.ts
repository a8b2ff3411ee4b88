import { useTranslation } from 'react-i18next';
import type { ModelSummary } from '@sentio/domain';
import { messageText } from '../../../../app/api/messages';
import type { WizardIssue, WizardState } from '../../lib/wizard';

export interface StepProps {
  state: WizardState;
  onChange: (next: WizardState) => void;
  /** Issues to show on this step (empty until the user tries to leave it). */
  issues: readonly WizardIssue[];
  /** The workspace's models (the models step and the summary read them). */
  models: readonly ModelSummary[];
}

/** `validateStatus` and `help` of a field from the step's issues (the field or anything under it). */
export function useFieldStatus(issues: readonly WizardIssue[]) {
  const { t } = useTranslation('projects');
  return (field: string) => {
    const own = issues.filter((i) => i.field === field || i.field.startsWith(`${field}.`));
    if (own.length === 0) return {};
    return {
      validateStatus: 'error' as const,
      help: [...new Set(own.map((i) => messageText(t, i.code, i.message)))].join(' '),
    };
  };
}
