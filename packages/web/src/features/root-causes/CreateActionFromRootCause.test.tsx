import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { decodeFilters, type ActionCreateBody } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { RootCauseList } from './components/RootCauseList';
import { analysis, rootCause, rootCauseId } from './test/fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('create action from a confirmed root cause', { timeout: 60_000 }, () => {
  it('carries the root cause as an rrId filter of the analysis', async () => {
    const calls = mockApi({
      'GET /api/project/care/root-cause': () => json([rootCause]),
      'GET /api/action-type': () => json([]),
      'GET /api/action/people': () => json([]),
      'POST /api/action': () =>
        json({ status: 400, type: 'ValidationException', messageCode: 'VALIDATION_FAILED', message: 'x' }, 400),
    });
    renderAt(
      [{ path: '/', element: <RootCauseList code="care" analysis={analysis()} canManage={false} /> }],
      '/',
      userWith('ANALYST'),
    );
    fireEvent.click(await screen.findByTestId(`create-action-root-cause-${rootCauseId}`, {}, slow));
    const name = await screen.findByTestId<HTMLInputElement>('action-form-name', {}, slow);
    expect(name.value).toBe('Late courier');
    expect(screen.getByTestId('action-form-evidence-label').textContent).toBe('Root cause: Late courier');
    fireEvent.click(screen.getByTestId('action-form-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/action')).toBe(true), slow);
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/action')?.body as ActionCreateBody;
    expect(body.evidence?.projectCode).toBe('care');
    const state = decodeFilters(body.evidence?.filter ?? '', { timeZone: useAppStore.getState().tenant.timeZone });
    expect(state.rrId).toBe(`${rootCauseId}|Late courier`);
  });
});
