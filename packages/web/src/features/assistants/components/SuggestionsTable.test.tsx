import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { forgetRecentActions } from '../../../app/api/useApiMutation';
import { useAppStore } from '../../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../../shared/test/api';
import { docId } from '../../../shared/test/analysis-fixtures';
import { page, secondSuggestion, suggestion, suggestionIds } from '../test/fixtures';
import { SuggestionsTable } from './SuggestionsTable';

const slow = { timeout: 10_000 };
const base = '/api/project/care/assistant/suggestions';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetRecentActions();
  useAppStore.getState().clearUser();
});

function renderTable(canDecide = true, over: Record<string, (call: Call) => Response> = {}) {
  const onOpen = vi.fn();
  const calls = mockApi({
    [`GET ${base}`]: () => json(page([suggestion(), secondSuggestion()])),
    [`POST ${base}/${suggestionIds[0]}/confirm`]: () => json(suggestion({ status: 'CONFIRMED' })),
    [`POST ${base}/${suggestionIds[1]}/confirm`]: () => json(secondSuggestion()),
    [`POST ${base}/${suggestionIds[0]}/reject`]: () => json(suggestion({ status: 'REJECTED' })),
    ...over,
  });
  renderAt(
    [
      {
        path: '/project/detail/:code',
        element: <SuggestionsTable target={{ kind: 'PROJECT', code: 'care' }} canDecide={canDecide} onOpenDocument={onOpen} />,
      },
    ],
    '/project/detail/care?tab=assistant',
    userWith('MANAGER'),
  );
  return { calls, onOpen };
}

const row = (id: string) => screen.findByTestId(`assistant-suggestion-${id}`, {}, slow);

describe('assistant suggestions review', { timeout: 60_000 }, () => {
  it('lists pending suggestions with the document text, the quote marked, the category and the agreement', async () => {
    const { calls, onOpen } = renderTable();
    const first = await row(suggestionIds[0]);
    expect(within(first).getByTestId('assistant-quote-mark').textContent).toBe('Delivery');
    expect(within(first).getByTestId('assistant-suggestion-name').textContent).toBe('Delivery');
    expect(first.textContent).toContain('80.0%');
    expect(first.textContent).toContain('Pending');
    expect(calls[0]?.query).toContain('status=PENDING');
    fireEvent.click(within(first).getByTestId('assistant-suggestion-open'));
    expect(onOpen).toHaveBeenCalledWith(docId);
  });

  it('confirms one and rejects another through their own calls, then reads the list again', async () => {
    const { calls } = renderTable();
    fireEvent.click(within(await row(suggestionIds[0])).getByTestId('assistant-suggestion-confirm'));
    await waitFor(
      () => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(`${suggestionIds[0]}/confirm`))).toBe(true),
      slow,
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1), slow);
    fireEvent.click(within(await row(suggestionIds[0])).getByTestId('assistant-suggestion-reject'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith(`${suggestionIds[0]}/reject`))).toBe(true), slow);
  });

  it('confirms the selected ones together', async () => {
    const { calls } = renderTable();
    await row(suggestionIds[1]);
    const confirmAll = screen.getByTestId<HTMLButtonElement>('assistant-suggestions-confirm-selected');
    expect(confirmAll.disabled).toBe(true);
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[0] as HTMLElement); // the header: every pending row
    await waitFor(() => expect(confirmAll.disabled).toBe(false));
    expect(confirmAll.textContent).toContain('2');
    fireEvent.click(confirmAll);
    await waitFor(
      () =>
        expect(
          calls.filter((c) => c.method === 'POST' && c.path.endsWith('/confirm')).map((c) => c.path.split('/').at(-2)),
        ).toEqual([...suggestionIds]),
      slow,
    );
  });

  it('shows a refused decision as its translated message', async () => {
    renderTable(true, {
      [`POST ${base}/${suggestionIds[0]}/confirm`]: () =>
        json({ status: 409, type: 'ConflictException', messageCode: 'ASSISTANT_SUGGESTION_DECIDED', message: 'x' }, 409),
    });
    fireEvent.click(within(await row(suggestionIds[0])).getByTestId('assistant-suggestion-confirm'));
    const error = await screen.findByTestId('assistant-suggestions-error', {}, slow);
    expect(error.textContent).not.toBe('');
  });

  it('offers no decisions without the permission to mark', async () => {
    renderTable(false);
    await row(suggestionIds[0]);
    expect(screen.queryByTestId('assistant-suggestion-confirm')).toBeNull();
    expect(screen.queryByTestId('assistant-suggestions-confirm-selected')).toBeNull();
  });
});
