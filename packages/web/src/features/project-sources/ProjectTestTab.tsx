import type { ProjectDetail } from '@sentio/domain';

/** Placeholder until the tab lands (issue 6). */
export function ProjectTestTab({ project }: { project: ProjectDetail }): React.JSX.Element {
  return <div data-testid="ProjectTestTab">{project.name}</div>;
}
