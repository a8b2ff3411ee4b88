import { IssueList as SharedIssueList, type ShownIssue } from '../../../shared/forms/IssueList';

export type { ShownIssue };

/** The shared issue list with this feature's texts. */
export function IssueList(props: { issues: readonly ShownIssue[]; testId: string }) {
  return <SharedIssueList ns="projects" {...props} />;
}
