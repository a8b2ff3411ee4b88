import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { projectDetail } from '../../shared/test/analysis-fixtures';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { AgentStatisticsTab } from './index';
import { agentList, agentRow, callRow, historyEntry } from './test/fixtures';

const slow = { timeout: 10_000 };
const base = '/api/project/care/call-scoring';
const range = 'from=2026-03-01&to=2026-03-10';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function renderTab(query: string) {
  const calls = mockApi({
    [`GET ${base}/agents`]: () => json(agentList()),
    [`GET ${base}/agents/a1`]: () =>
      json({
        agent: agentRow(),
        criteria: [
          { criterion: 'GREETING', maxScore: 7, meanPoints: 6.5, applicableCalls: 36, lostCalls: 3, attainment: 92.9 },
          { criterion: 'CLOSING_WORDS', maxScore: 7, meanPoints: 2.1, applicableCalls: 36, lostCalls: 25, attainment: 30 },
        ],
        daily: [{ day: '2026-03-02', meanScore: 80, calls: 4 }],
        worstCalls: [callRow({ score: 40 })],
      }),
    [`GET ${base}/calls`]: () => json({ content: [callRow()], page: 0, size: 20, total: 1 }),
    [`GET ${base}/history`]: () => json({ content: [historyEntry()], page: 0, size: 20, total: 1 }),
  });
  const router = renderAt(
    [{ path: '/project/detail/:code', element: <AgentStatisticsTab project={projectDetail({ dataType: 'DIALOGUE' })} /> }],
    `/project/detail/care?tab=agentStatistics&${query}`,
    userWith('MANAGER'),
  );
  const params = () => new URLSearchParams(router.state.location.search);
  return { calls, params };
}

describe('agent statistics tab', { timeout: 60_000 }, () => {
  it('lists the agents of the range with mean score, change, trend, weakest criterion and a totals row', async () => {
    const { calls } = renderTab(range);
    const row = await screen.findByTestId('agent-row-a1', {}, slow);
    expect(within(row).getByTestId('agent-score-a1').textContent).toBe('81.4');
    expect(within(row).getByTestId('agent-change-a1').textContent).toContain('+3.2');
    expect(within(screen.getByTestId('agent-row-a2')).getByTestId('agent-change-a2').textContent).toContain('−6');
    expect(row.textContent).toContain('Closing words');
    expect(within(row).getByTestId('agent-trend-a1').querySelectorAll('path')).toHaveLength(2);
    expect(screen.getByTestId('agents-totals').textContent).toContain('All agents');
    expect(screen.getByTestId('agents-total-score').textContent).toBe('74.5');
    const query = new URLSearchParams(calls.find((c) => c.path === `${base}/agents`)?.query);
    // The whole local days of the reporting time zone (Istanbul, UTC+3).
    expect(query.get('startDate')).toBe('2026-02-28T21:00:00.000Z');
    expect(query.get('endDate')).toBe('2026-03-10T20:59:59.999Z');
  });

  it('opens an agent: criteria from the weakest, the worst calls, and a call from there', async () => {
    const { params } = renderTab(range);
    fireEvent.click(await screen.findByTestId('agent-open-a1', {}, slow));
    await screen.findByTestId('agent-detail', {}, slow);
    expect(params().get('agent')).toBe('a1');
    const bars = within(screen.getByTestId('agent-criteria')).getAllByTestId(/^agent-criterion-/);
    expect(bars.map((b) => b.getAttribute('data-testid'))).toEqual(['agent-criterion-CLOSING_WORDS', 'agent-criterion-GREETING']);
    expect(bars[0]!.textContent).toContain('30%');
    fireEvent.click(within(screen.getByTestId('agent-worst-calls')).getByText('C-1001'));
    await waitFor(() => expect(params().get('call')).toBe(callRow().documentId));
  });

  it('lists the calls with the filters in the URL and sends them to the API', async () => {
    const { calls, params } = renderTab(`view=calls&${range}&lost=CLOSING_WORDS&inc=1&smin=50`);
    const row = await screen.findByTestId('call-row-C-1001', {}, slow);
    expect(row.textContent).toContain('Ayşe Yılmaz');
    expect(within(row).getByTestId(`call-score-${callRow().documentId}`).textContent).toBe('62.5');
    expect(row.textContent).toContain('03:05');
    expect(within(row).getByTestId(`call-lost-${callRow().documentId}`).textContent).toBe('Closing words');
    const query = new URLSearchParams(calls.find((c) => c.path === `${base}/calls`)?.query);
    expect(query.get('lostCriterion')).toBe('CLOSING_WORDS');
    expect(query.get('includedOnly')).toBe('true');
    expect(query.get('minScore')).toBe('50');
    expect(query.get('sort')).toBe('callDate');
    expect(query.get('direction')).toBe('desc');
    fireEvent.click(screen.getByTestId('calls-filter-included'));
    await waitFor(() => expect(params().get('inc')).toBeNull());
    expect(params().get('lost')).toBe('CLOSING_WORDS');
  });

  it('says that only dialogue analyses have calls to score', async () => {
    mockApi({ [`GET ${base}/agents`]: () => json(agentList({ agents: [] })) });
    renderAt(
      [{ path: '/project/detail/:code', element: <AgentStatisticsTab project={projectDetail()} /> }],
      '/project/detail/care?tab=agentStatistics',
      userWith('ANALYST'),
    );
    expect((await screen.findByTestId('agent-statistics-not-dialogue', {}, slow)).textContent).toContain('dialogue analyses');
  });

  it('shows the history with the kind, the criterion and the change before → after', async () => {
    renderTab('view=history');
    const row = await screen.findByTestId('history-row-CHANGED', {}, slow);
    expect(row.textContent).toContain('Changed');
    expect(row.textContent).toContain('Greeting');
    expect(within(row).getByTestId('history-changes-h1').textContent).toBe('Max score: 7 → 10');
    expect(row.textContent).toContain('Ada');
  });
});
