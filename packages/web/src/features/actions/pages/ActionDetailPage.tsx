/** `/actions/{id}?returnUrl`: one action (docs/actions.md). */
export function ActionDetailPage() {
  return <div data-testid="action-detail-page" />;
}
