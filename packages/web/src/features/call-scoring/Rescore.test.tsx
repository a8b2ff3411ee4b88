import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { RescoreRun } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { projectDetail } from '../../shared/test/analysis-fixtures';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { AgentStatisticsTab } from './index';
import { agentList, run } from './test/fixtures';

const slow = { timeout: 10_000 };
const base = '/api/project/care/call-scoring';
const range = 'from=2026-03-01&to=2026-03-10';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const failure = (status: number, messageCode: string) =>
  json({ status, type: status === 409 ? 'ConflictException' : 'ValidationException', messageCode, message: 'x' }, status);

function renderRescore(over: Record<string, (call: Call) => Response> = {}) {
  let latest: RescoreRun | null = null;
  const calls = mockApi({
    [`GET ${base}/agents`]: () => json(agentList()),
    [`GET ${base}/rescore/latest`]: () => json(latest),
    [`POST ${base}/rescore/preview`]: () => json({ calls: 1234, version: 2 }),
    [`POST ${base}/rescore`]: () => {
      latest = run({ total: 1234, done: 0 });
      return json(latest);
    },
    ...over,
  });
  renderAt(
    [{ path: '/project/detail/:code', element: <AgentStatisticsTab project={projectDetail({ dataType: 'DIALOGUE' })} /> }],
    `/project/detail/care?tab=agentStatistics&view=rescore&${range}`,
    userWith('MANAGER'),
  );
  const setLatest = (next: RescoreRun | null) => {
    latest = next;
  };
  return { calls, setLatest };
}

describe('re-scoring', { timeout: 60_000 }, () => {
  it('asks how many calls the range holds, names that count in the confirmation, starts, follows the progress and ends in success', async () => {
    const { calls, setLatest } = renderRescore();
    fireEvent.click(await screen.findByTestId('rescore-preview', {}, slow));
    const count = await screen.findByTestId('rescore-count', {}, slow);
    expect(count.textContent).toBe(
      '1,234 calls from 2026-03-01 to 2026-03-10 will be re-scored with rule set version 2. Their current scores will be replaced.',
    );
    expect(calls.find((c) => c.path === `${base}/rescore/preview`)?.body).toEqual({
      fromDate: '2026-03-01',
      toDate: '2026-03-10',
    });
    expect(calls.some((c) => c.method === 'POST' && c.path === `${base}/rescore`)).toBe(false);

    fireEvent.click(screen.getByTestId('rescore-confirm'));
    expect((await screen.findByTestId('rescore-running', {}, slow)).textContent).toContain(
      'Re-scoring the calls from 2026-03-01 to 2026-03-10: 0 of 1,234',
    );
    expect(calls.find((c) => c.method === 'POST' && c.path === `${base}/rescore`)?.body).toEqual({
      fromDate: '2026-03-01',
      toDate: '2026-03-10',
    });
    // The run is read again every 2 s while it runs: the next read finds it finished.
    setLatest(run({ state: 'SUCCEEDED', total: 1234, done: 1234, finishedAt: '2026-03-10T12:06:00.000Z' }));
    expect((await screen.findByTestId('rescore-succeeded', {}, { timeout: 8_000 })).textContent).toContain(
      'Re-scored 1,234 calls from 2026-03-01 to 2026-03-10.',
    );
  });

  it('shows a failed run with its translated message code', async () => {
    renderRescore({ [`GET ${base}/rescore/latest`]: () => json(run({ state: 'FAILED', messageCode: 'RESCORING_FAILED' })) });
    const failed = await screen.findByTestId('rescore-failed', {}, slow);
    expect(failed.textContent).toContain('Re-scoring failed. Try again.');
    expect(failed.textContent).toContain('stopped; their earlier scores are kept');
  });

  it('says so when the range holds no call, without asking for a confirmation', async () => {
    renderRescore({
      [`POST ${base}/rescore/preview`]: () => json({ calls: 0, version: 2 }),
    });
    fireEvent.click(await screen.findByTestId('rescore-preview', {}, slow));
    const problem = await screen.findByTestId('rescore-problem', {}, slow);
    expect(problem.textContent).toBe('There are no calls to re-score in this date range.');
    expect(screen.queryByTestId('rescore-count')).toBeNull();
  });

  it('translates RESCORING_RUNNING when the start is refused', async () => {
    renderRescore({ [`POST ${base}/rescore`]: () => failure(409, 'RESCORING_RUNNING') });
    fireEvent.click(await screen.findByTestId('rescore-preview', {}, slow));
    fireEvent.click(await screen.findByTestId('rescore-confirm', {}, slow));
    const problem = await screen.findByTestId('rescore-problem', {}, slow);
    expect(problem.textContent).toBe('A re-scoring of this analysis is already running.');
  });
});
