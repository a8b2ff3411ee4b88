import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { categoryTree, projectDetail } from '../../shared/test/analysis-fixtures';
import { RootCauseTab } from './RootCauseTab';
import { analysis, parameters, runningId } from './test/fixtures';

const slow = { timeout: 10_000 };
const base = '/api/project/care/root-cause-analysis';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const running = analysis({ id: runningId, name: 'Nightly', state: 'COMPUTING', progress: 42, automated: true, pendingCount: 0 });
const error = (status: number, messageCode: string, fields?: { field: string; messageCode: string; message: string }[]) =>
  json(
    {
      status,
      type: status === 409 ? 'ConflictException' : 'ValidationException',
      messageCode,
      message: messageCode,
      ...(fields ? { fields } : {}),
    },
    status,
  );

function renderTab(over: Record<string, (call: Call) => Response> = {}) {
  const calls = mockApi({
    [`GET ${base}`]: () => json([analysis(), running]),
    'GET /api/project/care/modelCategories/tree': () => json(categoryTree),
    'GET /api/project/care/widget/attributeBaseKeyword/parameters': () => json(parameters),
    ...over,
  });
  renderAt(
    [{ path: '/project/detail/:code', element: <RootCauseTab project={projectDetail()} /> }],
    '/project/detail/care?tab=rootCauseAnalysis',
    userWith('MANAGER'),
  );
  return calls;
}

describe('root cause analyses tab', { timeout: 60_000 }, () => {
  it('lists the analyses with categories, state and progress, pending count and the automated badge, and polls while one computes', async () => {
    const calls = renderTab();
    const row = await screen.findByTestId('rca-row-Delivery complaints', {}, slow);
    expect(row.textContent).toContain('Topics');
    expect(within(row).getByText('· Late', { exact: false })).toBeTruthy();
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(within(row).getByText('1,234')).toBeTruthy();
    expect(screen.getByTestId(`rca-pending-${analysis().id}`).textContent).toBe('5');
    expect(screen.getByTestId(`rca-progress-${runningId}`).textContent).toContain('42%');
    expect(screen.getByTestId(`rca-automated-${runningId}`)).toBeTruthy();
    expect(screen.queryByTestId(`rca-automated-${analysis().id}`)).toBeNull();
    // The running analysis keeps the list refreshing (the app's job poller, every 2 s).
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === base).length).toBeGreaterThan(1), slow);
  });

  it('shows the translated refusal when an analysis in progress is deleted', async () => {
    renderTab({ [`DELETE ${base}/${runningId}`]: () => error(409, 'RCA_IN_PROGRESS') });
    fireEvent.click(await screen.findByTestId(`rca-delete-${runningId}`, {}, slow));
    fireEvent.click(await screen.findByTestId('rca-delete-confirm', {}, slow));
    expect((await screen.findByTestId('rca-list-problem', {}, slow)).textContent).toContain(
      'A root cause analysis cannot be deleted while in progress.',
    );
  });

  it("offers the speaker only for dialogues, shows the server's content limit and the nightly time, and puts the server's field codes on the fields", async () => {
    const calls = renderTab({
      [`POST ${base}`]: () =>
        error(400, 'VALIDATION_FAILED', [
          { field: 'name', messageCode: 'RCA_NAME_TAKEN', message: 'x' },
          { field: 'categoryIds.0', messageCode: 'RCA_CATEGORY_NOT_LEAF', message: 'x' },
        ]),
    });
    fireEvent.click(await screen.findByTestId('rca-new', {}, slow));
    const form = await screen.findByTestId('rca-form', {}, slow);
    expect((await screen.findByTestId('rca-form-content-limit-help', {}, slow)).textContent).toContain('15,000');
    expect(screen.getByTestId('rca-form-nightly').textContent).toContain('00:00 (Europe/Istanbul)');
    expect(screen.queryByTestId('rca-form-actor')).toBeNull();

    fireEvent.mouseDown(within(screen.getByTestId('rca-form-data-type')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Dialogues only', { selector: '.ant-select-item-option-content' }, slow));
    expect(await screen.findByTestId('rca-form-actor', {}, slow)).toBeTruthy();

    // Nothing picked: the schema's own rule, before anything is sent.
    fireEvent.click(screen.getByTestId('rca-form-submit'));
    expect(await within(form).findByText('Select at least one category.', {}, slow)).toBeTruthy();

    fireEvent.change(screen.getByTestId('rca-form-name'), { target: { value: 'Delivery complaints' } });
    fireEvent.mouseDown(within(screen.getByTestId('rca-form-categories')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Late', {}, slow));
    fireEvent.click(screen.getByTestId('rca-form-submit'));
    expect(await within(form).findByText('A root cause analysis with this name already exists.', {}, slow)).toBeTruthy();
    expect(within(form).getByText('Only categories without subcategories can be selected.')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.path === base)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Delivery complaints',
      categoryIds: ['c-late'],
      dataTypeFilter: 'DIALOGUE',
      actorType: null,
    });
  });
});
