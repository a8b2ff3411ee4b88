/** Placeholder until the area's pages land (issue 6). */
export function ProjectSourcePage(): React.JSX.Element {
  return <div data-testid="ProjectSourcePage">ProjectSourcePage</div>;
}
