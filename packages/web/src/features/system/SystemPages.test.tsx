import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Dictionary, Parameter, SystemJob } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { DictionaryPage } from './pages/DictionaryPage';
import { MonitorPage } from './pages/MonitorPage';
import { ParametersPage } from './pages/ParametersPage';
import { ProjectQueuePage } from './pages/ProjectQueuePage';

const slow = { timeout: 10_000 };
const operator = { ...userWith('ADMIN'), userType: 'SYSTEM_ADMIN' as const };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const dictionary: Dictionary = {
  language: 'tr',
  builtIn: ['ama', 'çok', 've'],
  added: ['kargo'],
  removed: [],
  effective: 4,
  updatedAt: null,
  updatedBy: null,
};

const parameter: Parameter = {
  key: 'ML_WORKERS',
  type: 'INTEGER',
  value: 2,
  defaultValue: 2,
  min: 1,
  max: 8,
  overridden: false,
  updatedAt: null,
  updatedBy: null,
};

const failedJob: SystemJob = {
  id: '11111111-1111-4111-8111-111111111111',
  queue: 'project.ingest',
  state: 'failed',
  createdAt: '2026-11-26T09:00:00.000Z',
  startedAt: '2026-11-26T09:00:01.000Z',
  completedAt: '2026-11-26T09:00:02.000Z',
  retryCount: 2,
  retryLimit: 2,
  summary: 'projectId=p-1',
  error: 'source unreachable',
  canRetry: true,
  canCancel: false,
};

describe('system pages', { timeout: 60_000 }, () => {
  it('shows the permission-denied page to a workspace admin who is not an operator, and calls nothing', async () => {
    const calls = mockApi({});
    renderAt([{ path: '/admin/monitor', element: <MonitorPage /> }], '/admin/monitor', userWith('ADMIN'));
    expect(await screen.findByText('No access', {}, slow)).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/admin/system'))).toEqual([]);
  });

  it('saves the dictionary with the built-in word removed', async () => {
    const calls = mockApi({
      'GET /api/admin/system/dictionary': () => json(dictionary),
      'PUT /api/admin/system/dictionary': (c) => json({ ...dictionary, ...(c.body as object), effective: 3 }),
    });
    renderAt([{ path: '/admin/dictionary', element: <DictionaryPage /> }], '/admin/dictionary', operator);
    expect(await screen.findByText('kargo', {}, slow)).toBeTruthy();
    const removed = screen.getByTestId('dictionary-removed').querySelector('input') as HTMLInputElement;
    fireEvent.mouseDown(removed);
    fireEvent.click(await screen.findByTitle('çok'));
    fireEvent.click(screen.getByTestId('dictionary-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ language: 'tr', added: ['kargo'], removed: ['çok'] }),
    );
  });

  it('sets a parameter and shows the refusal of a value out of range', async () => {
    const calls = mockApi({
      'GET /api/admin/system/parameter': () => json([parameter]),
      'PUT /api/admin/system/parameter': () =>
        json(
          {
            status: 400,
            type: 'ValidationException',
            messageCode: 'PARAMETER_OUT_OF_RANGE',
            message: 'The value is outside the allowed range of this parameter.',
            fields: [],
          },
          400,
        ),
    });
    renderAt([{ path: '/admin/parameters', element: <ParametersPage /> }], '/admin/parameters', operator);
    expect(await screen.findByText('ML worker threads', {}, slow)).toBeTruthy();
    const input = screen.getByTestId('parameter-ML_WORKERS').querySelector('input') ?? screen.getByTestId('parameter-ML_WORKERS');
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('parameter-ML_WORKERS-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ key: 'ML_WORKERS', value: 4 }));
    expect(await screen.findByText('The value is outside the allowed range of this parameter.', {}, slow)).toBeTruthy();
  });

  it('lists jobs with their error and runs a failed one again', async () => {
    const calls = mockApi({
      'GET /api/admin/system/queue': () =>
        json({ content: [failedJob], page: 0, size: 20, total: 1, queues: ['project.ingest', 'model.train'] }),
      [`POST /api/admin/system/queue/${failedJob.id}/retry`]: () => json({ ...failedJob, state: 'retry', canRetry: false }),
    });
    renderAt([{ path: '/admin/project/queue', element: <ProjectQueuePage /> }], '/admin/project/queue', operator);
    expect(await screen.findByText('source unreachable', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByTestId(`job-retry-${failedJob.id}`));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/retry'))).toBe(true));
  });
});
