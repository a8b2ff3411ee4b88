import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { ProjectSourcesTab } from './ProjectSourcesTab';
import { base, channels, code, projectDetail, source } from './test/fixtures';

const slow = { timeout: 15_000 };
const later = new Date(Date.now() + 3_600_000).toISOString();
const earlier = new Date(Date.now() - 3_600_000).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const sources = [
  source({ id: id(1), fileName: 'up.csv', status: 'UPLOADING' }),
  source({ id: id(2), fileName: 'pending.csv', status: 'PENDING' }),
  source({ id: id(3), fileName: 'busy.csv', status: 'IMPORTING', progress: 45, total: 100, successCount: 40, failCount: 5 }),
  source({
    id: id(4),
    fileName: 'done.csv',
    status: 'IMPORTED',
    progress: 100,
    total: 10,
    successCount: 8,
    failCount: 2,
    failedRowsUntil: later,
    inlineCount: 3,
    failedPredictionCount: 1,
  }),
  source({
    id: id(5),
    fileName: 'old.csv',
    status: 'IMPORTED',
    progress: 100,
    total: 4,
    successCount: 3,
    failCount: 1,
    failedRowsUntil: earlier,
  }),
  source({ id: id(6), fileName: 'broken.csv', status: 'ERROR', errorCode: 'UPLOAD_FILE_TYPE' }),
];

function setup(routes: Record<string, (call: Call) => Response> = {}) {
  const calls = mockApi({
    [`GET ${base}/sources`]: () => json(sources),
    'GET /api/project/channel': () => json(channels),
    [`GET ${base}/data/activate`]: () => json(null),
    ...routes,
  });
  renderAt(
    [{ path: '/project/detail/:code', element: <ProjectSourcesTab project={projectDetail()} /> }],
    `/project/detail/${code}?tab=sources`,
    userWith('ANALYST'),
  );
  return calls;
}
const row = (n: number) => screen.getByTestId(`source-row-${id(n)}`);

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('ProjectSourcesTab', { timeout: 40_000 }, () => {
  it('lists every state with its counts, progress and failed-row download, and refreshes while importing', async () => {
    const calls = setup();
    await screen.findByTestId(`source-row-${id(1)}`, {}, slow);
    const status = (n: number) => within(row(n)).getByTestId('source-status').textContent;
    expect([1, 2, 3, 4, 5, 6].map(status)).toEqual(['Uploading', 'Pending', 'Importing', 'Imported', 'Imported', 'Error']);
    expect(row(3).textContent).toContain('45%');
    expect(within(row(6)).getByTestId('source-error').textContent).toBe('Upload a CSV, XLSX or JSON file.');
    expect(within(row(4)).getByTestId('source-failed-rows').getAttribute('href')).toBe(`${base}/file/${id(4)}/failed`);
    expect(within(row(5)).queryByTestId('source-failed-rows')).toBeNull();
    expect(within(row(4)).getByTestId('source-inline').textContent).toBe('Waiting: 3');
    expect(within(row(4)).getByTestId('source-failed-predictions').textContent).toBe('Failed: 1');
    expect(within(row(2)).getByTestId('source-match')).toBeTruthy();
    expect(within(row(4)).queryByTestId('source-delete')).toBeNull();
    expect(within(screen.getByTestId('sources-total-total')).getByText('114')).toBeTruthy();
    expect(within(screen.getByTestId('sources-total-failed')).getByText('8')).toBeTruthy();
    expect(screen.getByTestId('sources-upload-open').closest('a')?.getAttribute('href')).toBe(`/project/source/${code}`);
    // Something is importing: the list asks again within about 2 s.
    await waitFor(() => expect(calls.filter((c) => c.path === `${base}/sources`).length).toBeGreaterThan(1), { timeout: 6_000 });
  });

  it('deletes a pending upload after confirmation', async () => {
    const calls = setup({ [`DELETE ${base}/file/${id(2)}`]: () => json({ ok: true }) });
    await screen.findByTestId(`source-row-${id(2)}`, {}, slow);
    fireEvent.click(within(row(2)).getByTestId('source-delete'));
    const popover = (await screen.findByText(/Delete this upload/, {}, slow)).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === `${base}/file/${id(2)}`)).toBe(true), slow);
  });

  it('shows the empty state and stops refreshing when nothing moves', async () => {
    const calls = setup({ [`GET ${base}/sources`]: () => json([]) });
    expect(await screen.findByText(/No data has come in yet/, {}, slow)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 2_500));
    expect(calls.filter((c) => c.path === `${base}/sources`)).toHaveLength(1);
  });

  it('sends JSON documents to the chosen channel', async () => {
    const calls = setup({ [`POST ${base}/json`]: () => json({ sourceId: id(7), stored: 2, failed: 0 }) });
    fireEvent.click(await screen.findByTestId('json-open', {}, slow));
    const documents = [
      { id: 'a', text: 'Kargom gelmedi' },
      { id: 'b', turns: [{ speaker: 'customer', text: 'Hello' }] },
    ];
    fireEvent.change(await screen.findByTestId('json-textarea', {}, slow), { target: { value: JSON.stringify(documents) } });
    expect((await screen.findByTestId('json-ready')).textContent).toContain('2 documents');
    fireEvent.click(screen.getByTestId('json-submit'));
    expect((await screen.findByTestId('json-result', {}, slow)).textContent).toContain('Documents stored: 2');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ channelCode: 'survey', documents });
  });

  it('points out JSON that breaks the rules and sends nothing', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByTestId('json-open', {}, slow));
    fireEvent.change(await screen.findByTestId('json-textarea', {}, slow), { target: { value: '[{"id":"a"}]' } });
    expect((await screen.findByTestId('json-issues')).textContent).toContain('documents[0]');
    expect(screen.getByTestId<HTMLButtonElement>('json-submit').disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('activates the push source and shows its token once, with a curl example', async () => {
    setup({
      [`POST ${base}/data/activate`]: () =>
        json({ id: id(8), url: `/api/ingest/project/${code}`, token: 'tok-123', createdAt: '2025-01-01T00:00:00.000Z' }),
    });
    fireEvent.click(await screen.findByTestId('push-activate', {}, slow));
    expect((await screen.findByTestId('push-token', {}, slow)).textContent).toBe('tok-123');
    expect(screen.getByTestId('push-url').textContent).toBe(`${window.location.origin}/api/ingest/project/${code}`);
    const curl = screen.getByTestId('push-curl').textContent ?? '';
    expect(curl).toContain('X-Sentio-Token: tok-123');
    expect(curl).toContain('"channelCode":"survey"');
  });
});
