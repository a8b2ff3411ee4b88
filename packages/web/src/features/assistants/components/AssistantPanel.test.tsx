import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { forgetRecentActions } from '../../../app/api/useApiMutation';
import { useAppStore } from '../../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../../shared/test/api';
import { docId } from '../../../shared/test/analysis-fixtures';
import { aiOff, aiOn, assistant, page, run, runId } from '../test/fixtures';
import { AssistantPanel } from './AssistantPanel';

const slow = { timeout: 10_000 };
const base = '/api/project/care/assistant';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetRecentActions();
  useAppStore.getState().clearUser();
});

function renderPanel(routes: Record<string, (call: Call) => Response>) {
  const onOpen = vi.fn();
  const calls = mockApi({ 'GET /api/ai/status': () => json(aiOn), [`GET ${base}/suggestions`]: () => json(page([])), ...routes });
  renderAt(
    [
      {
        path: '/project/detail/:code',
        element: <AssistantPanel target={{ kind: 'PROJECT', code: 'care' }} canManage canDecide onOpenDocument={onOpen} />,
      },
    ],
    '/project/detail/care?tab=assistant',
    userWith('MANAGER'),
  );
  return { calls, onOpen };
}

describe('assistant panel', { timeout: 60_000 }, () => {
  it('explains that AI is off and asks nothing else', async () => {
    const { calls } = renderPanel({ 'GET /api/ai/status': () => json(aiOff) });
    expect(await screen.findByTestId('assistant-ai-off', {}, slow)).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/ai/status']);
  });

  it('offers to define one when there is none', async () => {
    renderPanel({ [`GET ${base}`]: () => json(null) });
    fireEvent.click(await screen.findByTestId('assistant-define', {}, slow));
    expect(await screen.findByTestId('assistant-form', {}, slow)).toBeTruthy();
  });

  it('runs it, shows progress and tokens, and a failed run as its translated message', async () => {
    const failed = run({
      id: '8b8b8b8b-2c2c-4d3d-8e4e-000000000009',
      status: 'FAILED',
      processed: 10,
      errorCode: 'AI_PROVIDER_TIMEOUT',
    });
    const { calls } = renderPanel({
      [`GET ${base}`]: () => json(assistant()),
      [`GET ${base}/runs`]: () => json([run(), failed]),
      [`POST ${base}/run`]: () => json(run({ status: 'QUEUED', processed: 0 })),
    });
    expect((await screen.findByTestId(`assistant-run-progress-${runId}`, {}, slow)).textContent).toContain('20 / 20');
    expect(screen.getByTestId(`assistant-run-tokens-${runId}`).textContent).toBe('1,234');
    expect(screen.getByTestId(`assistant-run-error-${failed.id}`).textContent).toContain('did not answer in time');
    fireEvent.click(screen.getByTestId('assistant-run'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({}), slow);
  });

  it('shows an answer with its citations, each opening the document', async () => {
    const answered = run({
      actionType: 'SUMMARISE',
      answer: { text: 'Deliveries are late.', citations: [{ documentId: docId, quote: 'arrived late' }] },
    });
    const { onOpen } = renderPanel({
      [`GET ${base}`]: () => json(assistant({ actionType: 'SUMMARISE' })),
      [`GET ${base}/runs`]: () => json([answered]),
    });
    const card = await screen.findByTestId('assistant-run-answer', {}, slow);
    expect(within(card).getByTestId('assistant-run-answer-text').textContent).toBe('Deliveries are late.');
    fireEvent.click(within(card).getByTestId('assistant-citation-open'));
    expect(onOpen).toHaveBeenCalledWith(docId);
    expect(screen.queryByTestId('assistant-suggestions')).toBeNull();
  });
});
