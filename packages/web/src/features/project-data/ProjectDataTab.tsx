import type { ProjectDetail } from '@sentio/domain';

/** Placeholder until the data tab lands (issue 6). */
export function ProjectDataTab({ project }: { project: ProjectDetail }): React.JSX.Element {
  return <div data-testid="ProjectDataTab">{project.name}</div>;
}
