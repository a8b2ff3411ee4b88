import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CallScoringBody, ScoringSetup, User } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { projectDetail } from '../../shared/test/analysis-fixtures';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { AgentStatisticsTab } from './index';
import { agentList, setup } from './test/fixtures';

const slow = { timeout: 10_000 };
const base = '/api/project/care/call-scoring';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const refusal = (messageCode: string, fields: { field: string; messageCode: string }[]) =>
  json(
    {
      status: 400,
      type: 'ValidationException',
      messageCode: 'RULES_SAVE_FAILED',
      message: 'x',
      fields: fields.map((f) => ({ ...f, message: f.messageCode })),
    },
    400,
  );

function reader(): User {
  const user = userWith('ANALYST');
  return {
    ...user,
    workspaces: user.workspaces.map((w) => ({ ...w, permissions: w.permissions.filter((p) => p !== 'PROJECT/MANAGE') })),
  };
}

function renderRules(over: Record<string, (call: Call) => Response> = {}, user: User = userWith('MANAGER')) {
  const calls = mockApi({
    [`GET ${base}/agents`]: () => json(agentList()),
    [`GET ${base}/setup`]: () => json(setup()),
    [`PUT ${base}/rules`]: (call) =>
      json(setup({ version: 2, effectiveFrom: '2026-03-11', ...(call.body as Pick<ScoringSetup, 'minCallDuration' | 'rules'>) })),
    ...over,
  });
  renderAt(
    [{ path: '/project/detail/:code', element: <AgentStatisticsTab project={projectDetail({ dataType: 'DIALOGUE' })} /> }],
    '/project/detail/care?tab=agentStatistics&view=rules',
    user,
  );
  const saves = () => calls.filter((c) => c.method === 'PUT' && c.path === `${base}/rules`);
  return { calls, saves };
}

/** Types a number into an antd InputNumber (the value is committed on blur). */
function typeNumber(testId: string, value: string) {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('scoring rules editor', { timeout: 60_000 }, () => {
  it('shows the 14 rules with a live total of 100', async () => {
    renderRules();
    const total = await screen.findByTestId('rules-total', {}, slow);
    expect(total.textContent).toBe('Total 100 / 100');
    expect(within(screen.getByTestId('rules-table')).getByText('Calling by name')).toBeTruthy();
    expect(within(screen.getByTestId('rules-table')).getByText('measured in letters per 10 seconds')).toBeTruthy();
    expect(screen.queryByTestId('rules-total-warning')).toBeNull();
  });

  it('flags a total that is not 100 at once and refuses to save it with SCORING_TOTAL_NOT_100, sending nothing', async () => {
    const { saves } = renderRules();
    await screen.findByTestId('rules-total', {}, slow);
    typeNumber('rule-max-GREETING', '10');
    await waitFor(() => expect(screen.getByTestId('rules-total').textContent).toBe('Total 103 / 100'));
    expect(screen.getByTestId('rules-total-warning').textContent).toContain(
      'The active rules total 103 points; they must total 100.',
    );
    fireEvent.click(screen.getByTestId('rules-save'));
    expect((await screen.findByTestId('rules-problem')).textContent).toContain('The active rules must total exactly 100 points.');
    expect(saves()).toHaveLength(0);

    // Switching a 7-point rule off brings it to 96; another 4 on GREETING's neighbour makes it 100 again.
    fireEvent.click(screen.getByTestId('rule-active-TALK_TIME'));
    await waitFor(() => expect(screen.getByTestId('rules-total').textContent).toBe('Total 96 / 100'));
    typeNumber('rule-max-GREETING', '14');
    await waitFor(() => expect(screen.getByTestId('rules-total').textContent).toBe('Total 100 / 100'));
    expect(screen.queryByTestId('rules-total-warning')).toBeNull();
  });

  it("shows the server's SCORING_TOTAL_NOT_100 translated above the table and a range error on its rule", async () => {
    renderRules({
      [`PUT ${base}/rules`]: () =>
        refusal('RULES_SAVE_FAILED', [
          { field: 'rules', messageCode: 'SCORING_TOTAL_NOT_100' },
          { field: 'rules.2.ranges.1', messageCode: 'SCORING_RANGES_OVERLAP' },
        ]),
    });
    fireEvent.click(await screen.findByTestId('rules-save', {}, slow));
    expect((await screen.findByTestId('rules-problem', {}, slow)).textContent).toContain(
      'The active rules must total exactly 100 points.',
    );
    const row = screen.getByTestId('rule-ranges-OPENING_WORDS').closest('.ant-form-item');
    await waitFor(() => expect(row?.textContent).toContain('Range 2:'));
    expect(row?.textContent).toMatch(/overlap/i);
  });

  it('sends the rules, then says the version takes effect from 00:00 and offers a re-scoring', async () => {
    const { saves } = renderRules();
    await screen.findByTestId('rules-min-call-duration', {}, slow);
    typeNumber('rules-min-call-duration', '45');
    fireEvent.click(screen.getByTestId('rules-save'));
    const notice = await screen.findByTestId('scoring-saved', {}, slow);
    expect(notice.textContent).toContain('Saved as version 2.');
    expect(notice.textContent).toContain('It takes effect from 00:00 on 2026-03-11');
    const body = saves()[0]?.body as CallScoringBody;
    expect(body.minCallDuration).toBe(45);
    expect(body.rules).toHaveLength(14);
    expect(body.rules[4]).toEqual({
      criterion: 'CALLING_BY_NAME',
      maxScore: 7,
      active: true,
      resetScore: false,
      minCallDuration: 60,
      ranges: [
        { start: 0, end: 5, score: 7 },
        { start: 6, end: 100, score: 0 },
      ],
    });
    fireEvent.click(screen.getByTestId('scoring-saved-rescore'));
    expect(await screen.findByTestId('rescore-panel', {}, slow)).toBeTruthy();
  });

  it('is read-only without the right to manage the analysis (no re-scoring view either)', async () => {
    renderRules({}, reader());
    expect(await screen.findByTestId('rules-read-only', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('rules-save')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('rule-max-GREETING').disabled).toBe(true);
    expect(screen.queryByTestId('view-rescore')).toBeNull();
  });
});
