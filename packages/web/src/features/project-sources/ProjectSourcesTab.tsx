import type { ProjectDetail } from '@sentio/domain';

/** Placeholder until the tab lands (issue 6). */
export function ProjectSourcesTab({ project }: { project: ProjectDetail }): React.JSX.Element {
  return <div data-testid="ProjectSourcesTab">{project.name}</div>;
}
