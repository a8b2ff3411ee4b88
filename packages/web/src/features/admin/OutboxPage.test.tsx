import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OutboxMail } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { OutboxPage } from './pages/OutboxPage';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const mail = (over: Partial<OutboxMail>): OutboxMail => ({
  id: 'm1',
  to: 'ada@sentio.local',
  subject: '[Test] Daily digest',
  text: 'Daily digest\nOpen the documents: http://x/project/detail/care?tab=project_data&nid=r1',
  html: null,
  status: 'STORED',
  error: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  ...over,
});
const chart = '<img alt="Volume" src="data:image/svg+xml;base64,PHN2Zy8+">';

describe('outbox', { timeout: 60_000 }, () => {
  it("shows a mail's HTML in a sandboxed frame without scripts (the chart image inline), the text on request, and opens on ?to=", async () => {
    const calls = mockApi({
      'GET /api/admin/outbox': () =>
        json({
          content: [
            mail({ html: `<!doctype html><html><head><title>x</title></head><body><h1>Daily digest</h1>${chart}</body></html>` }),
          ],
          total: 1,
          page: 0,
          size: 10,
        }),
    });
    renderAt([{ path: '/admin/outbox', element: <OutboxPage /> }], '/admin/outbox?to=ada%40sentio.local', {
      ...userWith('ADMIN'),
      userType: 'SYSTEM_ADMIN',
    });
    const row = await screen.findByText('[Test] Daily digest', {}, slow);
    await waitFor(() => expect(calls[0]?.query).toContain('to=ada%40sentio.local'));
    fireEvent.click(row.closest('tr')?.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    const frame = await screen.findByTestId<HTMLIFrameElement>('outbox-html', {}, slow);
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).toContain('allow-popups');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain(chart);
    // Links open in a new tab; the base goes into the head, after the doctype.
    expect(srcdoc.startsWith('<!doctype html><html><head><base target="_blank">')).toBe(true);
    fireEvent.click(screen.getByText('Text'));
    expect((await screen.findByTestId('outbox-text', {}, slow)).textContent).toContain('Open the documents');
  });

  it('shows the text of a mail without HTML', async () => {
    mockApi({ 'GET /api/admin/outbox': () => json({ content: [mail({})], total: 1, page: 0, size: 10 }) });
    renderAt([{ path: '/admin/outbox', element: <OutboxPage /> }], '/admin/outbox', {
      ...userWith('ADMIN'),
      userType: 'SYSTEM_ADMIN',
    });
    const row = await screen.findByText('[Test] Daily digest', {}, slow);
    fireEvent.click(row.closest('tr')?.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    expect((await screen.findByTestId('outbox-text', {}, slow)).textContent).toContain('Daily digest');
    expect(screen.queryByTestId('outbox-html')).toBeNull();
    expect(screen.queryByTestId('outbox-view')).toBeNull();
  });
});
