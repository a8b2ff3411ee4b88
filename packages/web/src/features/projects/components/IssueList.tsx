import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../app/api/messages';

export interface ShownIssue {
  code: string;
  message?: string | undefined;
}

/** The rule messages of a step (domain message codes, translated), listed above its fields. */
export function IssueList({ issues, testId }: { issues: readonly ShownIssue[]; testId: string }) {
  const { t } = useTranslation('projects');
  if (issues.length === 0) return null;
  const lines = [...new Set(issues.map((i) => messageText(t, i.code, i.message)))];
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid={testId}
      style={{ marginBottom: 16 }}
      title={lines.length === 1 ? lines[0] : t('wizard.issues', { count: lines.length })}
      description={
        lines.length > 1 ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
