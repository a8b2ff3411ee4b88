/** Placeholder until the area's pages land (issue 6). */
export function ProjectMatchColumnsPage(): React.JSX.Element {
  return <div data-testid="ProjectMatchColumnsPage">ProjectMatchColumnsPage</div>;
}
