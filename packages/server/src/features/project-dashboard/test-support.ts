import { endpoints, type Drill, type SearchRequest, type WidgetData, type WidgetResult } from '@sentio/domain';
import type { SignedInUser } from '../../test/factories.js';
import { searchBody } from '../project-documents/test-support.js';

/** The first quarter of 2026, where the documents of `mixedDocuments` lie. */
export const Q1 = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-03-31T23:59:59.999Z' };

/** The widgets of a dashboard search. */
export async function dashboardWidgets(
  user: SignedInUser,
  code: string,
  overrides: Partial<SearchRequest> = {},
): Promise<WidgetResult[]> {
  const r = await user.client.call(endpoints.documentSearch, { params: { code }, body: searchBody({ ...Q1, ...overrides }) });
  return r.widgets;
}

export function dataOf<K extends WidgetData['kind']>(
  widgets: readonly WidgetResult[],
  kind: K,
): Extract<WidgetData, { kind: K }> {
  const data = widgets.find((w) => w.kind === kind)?.data;
  if (!data || data.kind !== kind) throw new Error(`no ${kind} data`);
  return data as Extract<WidgetData, { kind: K }>;
}

/** How many documents the drill-down of one element lists. */
export async function drillTotal(
  user: SignedInUser,
  code: string,
  widgetId: string,
  drill: Drill,
  overrides: Partial<SearchRequest> = {},
): Promise<number> {
  const r = await user.client.call(endpoints.widgetSearch, {
    params: { code, id: widgetId },
    body: { search: searchBody({ ...Q1, ...overrides }), drill },
  });
  return r.documents.total;
}
