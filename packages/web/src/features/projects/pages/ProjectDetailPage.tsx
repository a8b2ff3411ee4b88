/** Placeholder until the area's pages land (issue 6). */
export function ProjectDetailPage(): React.JSX.Element {
  return <div data-testid="ProjectDetailPage">ProjectDetailPage</div>;
}
