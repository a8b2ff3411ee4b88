// i18n-namespaces: models projects (the owners of this list; the locale test checks these keys in both)
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../app/api/messages';

export interface ShownIssue {
  code: string;
  message?: string | undefined;
  /** Where the issue is, when the text alone does not say it (e.g. the category path). */
  where?: string;
}

/**
 * A short list of rule messages (domain message codes, translated) above or below the fields they concern; one
 * message is shown as the title, several as a list under a count. `ns`: the owner's namespace, which holds
 * `wizard.issues` (the count's wording).
 */
export function IssueList({ issues, testId, ns }: { issues: readonly ShownIssue[]; testId: string; ns: string }) {
  const { t } = useTranslation(ns);
  if (issues.length === 0) return null;
  const lines = [...new Set(issues.map((i) => `${i.where ? `${i.where}: ` : ''}${messageText(t, i.code, i.message)}`))];
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
