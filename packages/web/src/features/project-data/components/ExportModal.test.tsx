import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SearchRequest } from '@sentio/domain';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab } from '../../../shared/test/analysis-harness';
import { exportProblem } from './ExportModal';

const slow = { timeout: 8_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('export', { timeout: 120_000 }, () => {
  it('checks the file type and the field limit before any request', () => {
    expect(exportProblem(null, [])).toBe('EXPORT_FILE_TYPE_REQUIRED');
    expect(exportProblem('CSV', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'])).toBe('FIELD_SELECTION_LIMIT');
    expect(exportProblem('XLSX', ['a'])).toBeNull();
  });

  it('requires a file type, then exports the current search as a job', async () => {
    const { calls } = renderTab(
      dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&q=parcel'),
      defaultRoutes({
        'POST /api/project/care/document/export/CSV': () => json({ mode: 'JOB', count: 50000, fileUrl: null, task: null }),
      }),
    );
    fireEvent.click(await screen.findByTestId('export-open', {}, slow));
    fireEvent.click(await screen.findByTestId('export-submit', {}, slow));
    expect((await screen.findByTestId('export-error', {}, slow)).textContent).toContain('Choose a file type');
    expect(calls.some((c) => c.path.includes('/export/'))).toBe(false);

    fireEvent.click(await screen.findByLabelText('CSV'));
    fireEvent.click(screen.getByTestId('export-submit'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/project/care/document/export/CSV')).toBe(true), slow);
    const body = calls.find((c) => c.path === '/api/project/care/document/export/CSV')?.body as {
      search: SearchRequest;
      fields: string[];
    };
    expect(body.fields).toEqual([]);
    expect(body.search.query).toBe('parcel');
    expect(body.search.projectCode).toBe('care');
    expect(await screen.findByText('Export started', {}, slow)).toBeTruthy();
  });

  it('writes a CSV for Excel by default, or raw for programs', async () => {
    const { calls } = renderTab(
      dataUrl('sd=2026-01-01T00&ed=2026-03-31T24'),
      defaultRoutes({
        'POST /api/project/care/document/export/CSV': () => json({ mode: 'JOB', count: 50000, fileUrl: null, task: null }),
      }),
    );
    fireEvent.click(await screen.findByTestId('export-open', {}, slow));
    fireEvent.click(await screen.findByLabelText('CSV', {}, slow));
    expect(screen.getByTestId('export-csv-style').textContent).toContain('Excel');
    fireEvent.click(screen.getByLabelText('Programs (raw)'));
    fireEvent.click(screen.getByTestId('export-submit'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/project/care/document/export/CSV')).toBe(true), slow);
    expect(calls.find((c) => c.path === '/api/project/care/document/export/CSV')?.body).toMatchObject({ csvStyle: 'RAW' });
  });
});
