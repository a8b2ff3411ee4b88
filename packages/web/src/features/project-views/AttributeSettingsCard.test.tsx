import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { AttributeSettingsCard } from './components/AttributeSettingsCard';

const slow = { timeout: 10_000 };
const path = '/api/project/care/attribute/settings';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('attribute settings', { timeout: 60_000 }, () => {
  it('posts the dashboard switch and bucket width of every attribute', async () => {
    const calls = mockApi({
      [`GET ${path}`]: () =>
        json([
          {
            code: 'segment',
            name: 'Segment',
            type: 'TEXT',
            dashboard: false,
            bucketWidth: null,
            dimension: false,
            dimensionState: null,
          },
          {
            code: 'nps',
            name: 'NPS',
            type: 'NUMERIC',
            dashboard: true,
            bucketWidth: null,
            dimension: false,
            dimensionState: null,
          },
        ]),
      [`POST ${path}`]: () => json([]),
    });
    renderAt([{ path: '/p/:code', element: <AttributeSettingsCard code="care" canManage /> }], '/p/care', userWith('MANAGER'));
    fireEvent.click(await screen.findByTestId('attribute-dashboard-segment', {}, slow));
    fireEvent.change(screen.getByTestId('attribute-bucket-nps'), { target: { value: '2' } });
    expect(screen.queryByTestId('attribute-bucket-segment')).toBeNull();
    fireEvent.click(screen.getByTestId('attribute-settings-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), slow);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      attributes: [
        { code: 'segment', dashboard: true, bucketWidth: null, dimension: false },
        { code: 'nps', dashboard: true, bucketWidth: 2, dimension: false },
      ],
    });
  });

  it('declares a text attribute as a dimension and shows its state', async () => {
    const calls = mockApi({
      [`GET ${path}`]: () =>
        json([
          {
            code: 'segment',
            name: 'Segment',
            type: 'TEXT',
            dashboard: false,
            bucketWidth: null,
            dimension: false,
            dimensionState: null,
          },
          {
            code: 'city',
            name: 'City',
            type: 'TEXT',
            dashboard: false,
            bucketWidth: null,
            dimension: true,
            dimensionState: 'OVERFLOW',
          },
          {
            code: 'nps',
            name: 'NPS',
            type: 'NUMERIC',
            dashboard: true,
            bucketWidth: null,
            dimension: false,
            dimensionState: null,
          },
        ]),
      [`POST ${path}`]: () => json([]),
    });
    renderAt([{ path: '/p/:code', element: <AttributeSettingsCard code="care" canManage /> }], '/p/care', userWith('MANAGER'));
    // Only text attributes can be dimensions; an overflowing one says why it is not used.
    expect((await screen.findByTestId('attribute-dimension-state-city', {}, slow)).textContent).toContain(
      'Too many distinct values',
    );
    expect(screen.queryByTestId('attribute-dimension-nps')).toBeNull();
    fireEvent.click(screen.getByTestId('attribute-dimension-segment'));
    fireEvent.click(screen.getByTestId('attribute-settings-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), slow);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      attributes: [
        { code: 'segment', dashboard: false, bucketWidth: null, dimension: true },
        { code: 'city', dashboard: false, bucketWidth: null, dimension: true },
        { code: 'nps', dashboard: true, bucketWidth: null, dimension: false },
      ],
    });
  });
});
