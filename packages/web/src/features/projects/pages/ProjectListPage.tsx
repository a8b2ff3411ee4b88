/** Placeholder until the area's pages land (issue 6). */
export function ProjectListPage(): React.JSX.Element {
  return <div data-testid="ProjectListPage">ProjectListPage</div>;
}
