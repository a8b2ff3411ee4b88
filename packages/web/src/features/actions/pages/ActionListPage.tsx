/** `/actions`: the tabs of the action planner (docs/actions.md). */
export function ActionListPage() {
  return <div data-testid="action-list-page" />;
}
