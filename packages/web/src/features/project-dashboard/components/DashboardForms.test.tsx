import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { widgetConfigSchema } from '@sentio/domain';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { defaultRoutes, renderTab } from '../../../shared/test/analysis-harness';
import { documentOf, docId, searchResponse } from '../../../shared/test/analysis-fixtures';
import { dashboardUrl, json, renderDashboard, routesWith } from '../test/harness';
import { widgetResult } from '../test/fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const pick = async (testId: string, option: string) => {
  fireEvent.mouseDown(within(await screen.findByTestId(testId, {}, slow)).getByRole('combobox'));
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }, slow));
};

describe('dashboard forms and the data tab panel', { timeout: 60_000 }, () => {
  it("creates a widget and shows the server's refusal of a second keyword cloud", async () => {
    const saved: unknown[] = [];
    renderDashboard(
      dashboardUrl(),
      routesWith([widgetResult('SENTIMENT')], {
        'GET /api/project/care/widget/user/all': () => json([]),
        'GET /api/project/care/allWidget': () =>
          json([
            {
              kind: 'ATTRIBUTE_BASED_KEYWORDS',
              fields: ['attributeCode', 'limit'],
              needsScore: false,
              single: true,
              defaultConfig: widgetConfigSchema.parse({}),
            },
          ]),
        'GET /api/project/care/attribute/settings': () =>
          json([{ code: 'comment', name: 'Comment', type: 'TEXT', dashboard: true, bucketWidth: null }]),
        'GET /api/project/quadrant-chart-axis-types': () => json([]),
        'POST /api/project/care/widget': (call) => {
          saved.push(call.body);
          return json(
            {
              status: 400,
              type: 'BadRequestException',
              messageCode: 'WIDGET_ATTRIBUTE_KEYWORDS_SINGLE',
              message: 'Only one Attribute Based Keywords widget can be added.',
            },
            400,
          );
        },
      }),
    );
    fireEvent.click(await screen.findByTestId('dashboard-customize', {}, slow));
    fireEvent.click(await screen.findByTestId('widget-new', {}, slow));
    await pick('widget-form-kind', 'Keyword cloud');
    await pick('widget-form-attribute', 'Comment');
    fireEvent.click(screen.getByTestId('widget-form-submit'));
    expect((await screen.findByTestId('widget-form-error', {}, slow)).textContent).toContain(
      'Only one Attribute Based Keywords widget can be added.',
    );
    expect(saved[0]).toMatchObject({
      kind: 'ATTRIBUTE_BASED_KEYWORDS',
      name: 'Keyword cloud',
      scope: 'USER',
      config: { attributeCode: 'comment', limit: 20 },
    });
  });

  it('shows the data tab search widgets in a dashboard panel above the list', async () => {
    renderTab(
      '/project/detail/care?tab=project_data&sd=2026-03-01T00&ed=2026-03-31T24',
      defaultRoutes({
        'POST /api/project/care/document/search': () =>
          json(searchResponse([documentOf(docId, 'Parcel arrived late')], { widgets: [widgetResult('NPS')] })),
      }),
    );
    const panel = await screen.findByTestId('data-dashboard', {}, slow);
    await waitFor(() => expect(within(panel).getByTestId('widget-NPS-value').textContent).toBe('20'), slow);
  });
});
