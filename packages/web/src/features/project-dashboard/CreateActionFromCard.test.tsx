import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { decodeFilters, type ActionCreateBody } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { evidenceOf } from '../actions';
import { dashboardUrl, json, renderDashboard, routesWith } from './test/harness';
import { widgetResult } from './test/fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('create action from a dashboard card', { timeout: 60_000 }, () => {
  it("carries the dashboard's filter and the card's name", async () => {
    const query = 'sd=2026-03-01T00&ed=2026-03-31T24&fq=sentiment__NEGATIVE__IN';
    const { calls, params } = renderDashboard(
      dashboardUrl(query),
      routesWith([widgetResult('CATEGORY_DISTRIBUTION')], {
        'GET /api/action-type': () => json([]),
        'GET /api/action/people': () => json([]),
        'POST /api/action': () =>
          json({ status: 400, type: 'ValidationException', messageCode: 'VALIDATION_FAILED', message: 'x' }, 400),
      }),
    );
    fireEvent.click(await screen.findByTestId('widget-actions-CATEGORY_DISTRIBUTION', {}, slow));
    fireEvent.click(await screen.findByTestId('widget-create-action-CATEGORY_DISTRIBUTION', {}, slow));
    const name = await screen.findByTestId<HTMLInputElement>('action-form-name', {}, slow);
    const label = screen.getByTestId('action-form-evidence-label').textContent ?? '';
    expect(label).toBe(`${name.value} · Sentiment: Negative`);
    fireEvent.click(screen.getByTestId('action-form-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/action')).toBe(true), slow);
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/action')?.body as ActionCreateBody;
    const timeZone = useAppStore.getState().tenant.timeZone;
    // The page's URL as it stands (the dashboard adds its default comparison range).
    const state = decodeFilters(params(), { timeZone });
    expect(state.fieldQueries).toHaveLength(1);
    expect(body.evidence).toEqual(evidenceOf('care', state, label, timeZone));
    expect(body.name).toBe(name.value);
  });
});
