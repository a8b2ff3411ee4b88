import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { projectDetail } from '../../shared/test/analysis-fixtures';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { AgentStatisticsTab } from './index';
import { agentList, callDetail, documentId } from './test/fixtures';

const slow = { timeout: 10_000 };
const base = '/api/project/care/call-scoring';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function renderCall() {
  mockApi({
    [`GET ${base}/agents`]: () => json(agentList()),
    [`GET ${base}/calls/${documentId}`]: () => json(callDetail()),
  });
  return renderAt(
    [{ path: '/project/detail/:code', element: <AgentStatisticsTab project={projectDetail({ dataType: 'DIALOGUE' })} /> }],
    `/project/detail/care?tab=agentStatistics&view=agents&call=${documentId}`,
    userWith('ANALYST'),
  );
}

describe('call drawer', { timeout: 60_000 }, () => {
  it('highlights the evidence spans in their turns, as <mark>', async () => {
    renderCall();
    const turns = await screen.findAllByTestId('call-turn', {}, slow);
    const opening = turns[0]!.querySelectorAll('mark');
    expect([...opening].map((m) => m.textContent)).toEqual(['Sentio', 'good morning']);
    expect(opening[0]?.getAttribute('data-criteria')).toBe('OPENING_WORDS');
    expect(turns[0]!.textContent).toContain('Sentio, good morning, this is Ayşe.');
    const name = turns[2]!.querySelectorAll('mark');
    expect([...name].map((m) => m.textContent)).toEqual(['Mehmet']);
    expect(turns[1]!.querySelectorAll('mark')).toHaveLength(0);
  });

  it('puts the customer left and the agent right with mm:ss times, and the hold between the turns around it', async () => {
    renderCall();
    const dialogue = await screen.findByTestId('call-dialogue', {}, slow);
    const items = [...dialogue.children].map((el) =>
      el.getAttribute('data-testid') === 'call-hold' ? 'hold' : `${el.getAttribute('data-speaker')}`,
    );
    expect(items).toEqual(['agent', 'customer', 'agent', 'hold', 'agent', 'customer']);
    expect(screen.getByTestId('call-hold').textContent).toBe('On hold 00:40–01:10 (30 s)');
    const turns = screen.getAllByTestId('call-turn');
    expect(turns[1]!.textContent).toContain('Customer · 00:05');
    expect(turns[3]!.textContent).toContain('Agent · 01:11');
    expect(turns[0]!.className).toContain('ant-flex-align-flex-end');
    expect(turns[1]!.className).toContain('ant-flex-align-flex-start');
  });

  it('shows a missed closing script as a FAILED row with its note, and each criterion with status, measure and points', async () => {
    renderCall();
    const closing = await screen.findByTestId('criterion-row-CLOSING_WORDS', {}, slow);
    expect(within(closing).getByTestId('criterion-status-CLOSING_WORDS').textContent).toBe('Failed');
    expect(within(closing).getByTestId('criterion-note-CLOSING_WORDS').textContent).toBe('Not said. Expected: “Have a nice day”');
    expect(screen.getByTestId('criterion-note-OPENING_WORDS').textContent).toBe('Said: “Sentio, good morning”');
    expect(within(closing).getByTestId('criterion-points-CLOSING_WORDS').textContent).toBe('0 / 7');
    const silence = screen.getByTestId('criterion-row-SILENCE_BEFORE_OPENING');
    expect(silence.textContent).toContain('Partial');
    expect(silence.textContent).toContain('6 s');
    expect(screen.getByTestId('criterion-row-OPENING_WORDS').textContent).toContain('100%');
    expect(screen.getByTestId('criterion-row-CALLING_BY_NAME').textContent).toContain('1 times');
    expect(screen.getByTestId('criterion-row-PERMISSION_BEFORE_HOLDING').textContent).toContain('Not applicable');
    expect(screen.getByTestId('call-detail-score').textContent).toBe('62.5');
  });

  it('scrolls to the evidence of a clicked criterion and marks it stronger', async () => {
    renderCall();
    const row = await screen.findByTestId('criterion-row-CALLING_BY_NAME', {}, slow);
    const scroll = vi.fn();
    const target = document.getElementById('call-turn-2');
    if (target) target.scrollIntoView = scroll;
    fireEvent.click(row);
    expect(scroll).toHaveBeenCalledTimes(1);
    const mark = screen.getAllByTestId('call-turn')[2]!.querySelector('mark');
    expect(mark?.style.background).toBe('rgba(250, 173, 20, 0.6)');
    expect(screen.getAllByTestId('call-turn')[2]!.getAttribute('data-focused')).toBe('true');
  });
});
