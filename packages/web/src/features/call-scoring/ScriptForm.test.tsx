import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ScriptControlBody } from '@sentio/domain';
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

function renderScript(over: Record<string, (call: Call) => Response> = {}) {
  const calls = mockApi({
    [`GET ${base}/agents`]: () => json(agentList()),
    [`GET ${base}/setup`]: () => json(setup()),
    [`PUT ${base}/script`]: () => json(setup({ version: 2, effectiveFrom: '2026-03-11' })),
    ...over,
  });
  renderAt(
    [{ path: '/project/detail/:code', element: <AgentStatisticsTab project={projectDetail({ dataType: 'DIALOGUE' })} /> }],
    '/project/detail/care?tab=agentStatistics&view=script',
    userWith('MANAGER'),
  );
  return calls;
}

describe('script control form', { timeout: 60_000 }, () => {
  it('sends the eight fields and the match threshold, then says from when they apply', async () => {
    const calls = renderScript();
    const closing = await screen.findByTestId('script-closing', {}, slow);
    fireEvent.change(closing, { target: { value: 'Have a nice day\nGoodbye' } });
    fireEvent.click(screen.getByTestId('script-save'));
    expect((await screen.findByTestId('scoring-saved', {}, slow)).textContent).toContain('00:00 on 2026-03-11');
    const body = calls.find((c) => c.method === 'PUT')?.body as ScriptControlBody;
    expect(body).toEqual({ ...setup().script, closing: 'Have a nice day\nGoodbye', matchThreshold: 70 });
  });

  it('refuses an empty script before sending, and puts a server refusal on its field, translated', async () => {
    const calls = renderScript({
      [`PUT ${base}/script`]: () =>
        json(
          {
            status: 400,
            type: 'ValidationException',
            messageCode: 'RULES_SAVE_FAILED',
            message: 'x',
            fields: [{ field: 'matchThreshold', messageCode: 'FIELD_TOO_BIG', message: 'x' }],
          },
          400,
        ),
    });
    const greeting = await screen.findByTestId('script-greeting', {}, slow);
    fireEvent.change(greeting, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('script-save'));
    await waitFor(() => expect(greeting.closest('.ant-form-item')?.textContent).toContain('required'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(greeting, { target: { value: 'Welcome' } });
    fireEvent.click(screen.getByTestId('script-save'));
    const threshold = screen.getByTestId('script-matchThreshold').closest('.ant-form-item');
    await waitFor(() => expect(threshold?.textContent).toMatch(/too (big|large|high)|at most/i), slow);
  });
});
