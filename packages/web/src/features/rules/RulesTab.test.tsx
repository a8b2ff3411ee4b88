import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { categoryTree, projectDetail } from '../../shared/test/analysis-fixtures';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { RulesTab } from './index';
import { historyOf, ruleId, ruleOf, runningId, runningRule } from './test/fixtures';

const slow = { timeout: 10_000 };
const base = '/api/project/care/rule';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const failure = (status: number, messageCode: string) =>
  json({ status, type: status >= 500 ? 'InternalServerException' : 'ConflictException', messageCode, message: 'x' }, status);

/** A member who may read analyses but not manage them. */
function reader(): User {
  const user = userWith('ANALYST');
  return {
    ...user,
    workspaces: user.workspaces.map((w) => ({ ...w, permissions: w.permissions.filter((p) => p !== 'PROJECT/MANAGE') })),
  };
}

function renderTab(over: Record<string, (call: Call) => Response> = {}, user: User = userWith('MANAGER')) {
  const calls = mockApi({
    [`GET ${base}`]: () => json([ruleOf(), runningRule]),
    'GET /api/project/care/modelCategories/tree': () => json(categoryTree),
    'GET /api/action/people': () => json([]),
    ...over,
  });
  renderAt(
    [{ path: '/project/detail/:code', element: <RulesTab project={projectDetail()} /> }],
    '/project/detail/care?tab=rules',
    user,
  );
  return calls;
}

describe('rules tab', { timeout: 60_000 }, () => {
  it('lists each rule with its conditions, actions, switch, last run with progress, applied count and last change; polls while one runs', async () => {
    const calls = renderTab();
    const row = await screen.findByTestId('rule-row-Refund requests', {}, slow);
    await waitFor(
      () =>
        expect(screen.getByTestId(`rule-conditions-${ruleId}`).textContent).toBe(
          'Content contains "iade" or Topics › Delivery > Late ≥ "0.7"',
        ),
      slow,
    );
    expect(screen.getByTestId(`rule-actions-${ruleId}`).textContent).toBe('Add label: REFUNDRaise an alert: "Refund asked"');
    expect(screen.getByTestId(`rule-applied-${ruleId}`).textContent).toBe('1,234');
    expect(screen.getByTestId(`rule-run-${ruleId}`).getAttribute('data-state')).toBe('SUCCESS');
    expect(row.textContent).toContain('Matched: 57');
    expect(row.textContent).toContain('Ada Lovelace');
    expect(screen.getByTestId(`rule-enabled-${ruleId}`).getAttribute('aria-checked')).toBe('true');
    // The running rule: its progress, and the change waiting for 00:00.
    expect(screen.getByTestId(`rule-conditions-${runningId}`).textContent).toBe('Sentiment is "Negative"');
    expect(screen.getByTestId(`rule-progress-${runningId}`).textContent).toContain('25%');
    expect(screen.getByTestId(`rule-pending-${runningId}`).textContent).toContain('Changes apply from');
    expect(screen.getByTestId(`rule-run-button-${runningId}`).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === base).length).toBeGreaterThan(1), {
      timeout: 6_000,
    });
  });

  it('switches a rule off with the version it read, runs it after confirmation and deletes it after confirmation', async () => {
    const calls = renderTab({
      [`PUT ${base}/${ruleId}`]: () => json(ruleOf({ enabled: false, version: 4 })),
      [`POST ${base}/${ruleId}/run`]: () => json({ ...ruleOf().lastRun, state: 'BEGINS' }),
      [`DELETE ${base}/${ruleId}`]: () => json({ ok: true }),
    });
    fireEvent.click(await screen.findByTestId(`rule-enabled-${ruleId}`, {}, slow));
    await waitFor(
      () =>
        expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
          enabled: false,
          version: 3,
          name: 'Refund requests',
        }),
      slow,
    );

    fireEvent.click(screen.getByTestId(`rule-run-button-${ruleId}`));
    expect(await screen.findByText('Run "Refund requests" now?', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByTestId('rule-run-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `${base}/${ruleId}/run`)).toBe(true), slow);

    fireEvent.click(screen.getByTestId(`rule-delete-${ruleId}`));
    expect(await screen.findByText('Delete "Refund requests"?', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByTestId('rule-delete-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === `${base}/${ruleId}`)).toBe(true), slow);
  });

  it('says a refusal by its code and a failed save as "could not be saved"', async () => {
    let answer = failure(409, 'RULE_RUN_IN_PROGRESS');
    renderTab({
      [`POST ${base}/${ruleId}/run`]: () => answer,
      [`PUT ${base}/${ruleId}`]: () => failure(503, 'SERVICE_UNAVAILABLE'),
    });
    fireEvent.click(await screen.findByTestId(`rule-run-button-${ruleId}`, {}, slow));
    fireEvent.click(await screen.findByTestId('rule-run-confirm', {}, slow));
    expect((await screen.findByTestId('rules-problem', {}, slow)).textContent).toContain('already being run');
    answer = failure(500, 'INTERNAL_ERROR');
    fireEvent.click(screen.getByTestId(`rule-enabled-${ruleId}`));
    await waitFor(
      () => expect(screen.getByTestId('rules-problem').textContent).toContain('The rule could not be saved. Try again.'),
      slow,
    );
  });

  it('shows who changed what in the history, and "could not be fetched" when it fails', async () => {
    renderTab({
      [`GET ${base}/${ruleId}/history`]: () => json(historyOf()),
      [`GET ${base}/${runningId}/history`]: () => failure(500, 'INTERNAL_ERROR'),
    });
    fireEvent.click(await screen.findByTestId(`rule-history-open-${ruleId}`, {}, slow));
    const drawer = await screen.findByTestId('rule-history', {}, slow);
    const change = await within(drawer).findByTestId('rule-history-change', {}, slow);
    expect(change.textContent).toBe('Name: Refunds → Refund requests');
    expect(within(drawer).getByTestId('rule-history-CREATED').textContent).toContain('Ada Lovelace');
    fireEvent.click(drawer.closest('.ant-drawer')?.querySelector('.ant-drawer-close') as HTMLElement);

    fireEvent.click(screen.getByTestId(`rule-history-open-${runningId}`));
    expect((await screen.findByTestId('rule-history-error', {}, { timeout: 15_000 })).textContent).toContain(
      'The rule history could not be fetched. Try again.',
    );
  });

  it('lets a reader see the rules but not change them', async () => {
    renderTab({}, reader());
    await screen.findByTestId('rule-row-Refund requests', {}, slow);
    expect(screen.queryByTestId('rule-new')).toBeNull();
    expect(screen.queryByTestId(`rule-edit-${ruleId}`)).toBeNull();
    expect(screen.getByTestId(`rule-enabled-${ruleId}`).hasAttribute('disabled')).toBe(true);
  });
});
