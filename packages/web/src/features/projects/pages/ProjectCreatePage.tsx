/** Placeholder until the area's pages land (issue 6). */
export function ProjectCreatePage(): React.JSX.Element {
  return <div data-testid="ProjectCreatePage">ProjectCreatePage</div>;
}
