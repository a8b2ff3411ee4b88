/** Placeholder until the area's pages land (issue 6). */
export function ProjectMaskingPage(): React.JSX.Element {
  return <div data-testid="ProjectMaskingPage">ProjectMaskingPage</div>;
}
