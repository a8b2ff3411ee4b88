import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { categoryTree, projectDetail } from '../../shared/test/analysis-fixtures';
import { NotificationDefinitionsTab } from './components/NotificationDefinitionsTab';
import { definition, definitionId, run } from './test/fixtures';

const slow = { timeout: 10_000 };
const base = '/api/project/care/notification-definition';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const refusal = (fields: { field: string; messageCode: string; message: string }[]) =>
  json({ status: 400, type: 'ValidationException', messageCode: 'VALIDATION_FAILED', message: 'x', fields }, 400);

function renderTab(over: Record<string, (call: Call) => Response> = {}, user: User = userWith('MANAGER')) {
  const calls = mockApi({
    [`GET ${base}`]: () => json([definition()]),
    'GET /api/project/care/modelCategories/tree': () => json(categoryTree),
    'GET /api/action/people': () => json([{ id: 'u2', name: 'Grace Hopper', email: 'grace@sentio.local' }]),
    ...over,
  });
  renderAt(
    [{ path: '/project/detail/:code', element: <NotificationDefinitionsTab project={projectDetail()} /> }],
    '/project/detail/care?tab=notification',
    user,
  );
  return calls;
}

const field = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item') as HTMLElement;
const errorOf = (testId: string) => field(testId).querySelector('.ant-form-item-explain')?.textContent ?? '';
async function pick(testId: string, option: string) {
  fireEvent.mouseDown(
    within(screen.getByTestId(testId).closest('.ant-select') ?? screen.getByTestId(testId)).getByRole('combobox'),
  );
  const options = await screen.findAllByTitle(option, {}, slow);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

describe('notification tab', { timeout: 60_000 }, () => {
  it('lists the definitions with type, schedule, receivers and last sent; the switch saves the whole definition with enabled off', async () => {
    const calls = renderTab({ [`PUT ${base}/${definitionId}`]: (c) => json({ ...definition(), ...(c.body as object) }) });
    const row = await screen.findByTestId(`nd-row-${definitionId}`, {}, slow);
    expect(within(row).getByText('Periodic report')).toBeTruthy();
    expect(screen.getByTestId(`nd-schedule-${definitionId}`).textContent).toBe('Daily at 09:00');
    expect(screen.getByTestId(`nd-receivers-${definitionId}`).textContent).toBe('Administrator, Manager');
    expect(screen.getByTestId(`nd-last-sent-${definitionId}`).textContent).toContain('Never');
    fireEvent.click(screen.getByTestId(`nd-enabled-${definitionId}`));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy(), slow);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Daily digest',
      enabled: false,
      charts: [{ type: 'NPS_TREND' }],
    });
  });

  it('shows every missing field at once with its translated message and sends nothing', async () => {
    const calls = renderTab();
    fireEvent.click(await screen.findByTestId('nd-new', {}, slow));
    await screen.findByTestId('nd-form', {}, slow);
    fireEvent.click(screen.getByTestId('nd-chart-VOLUME_TREND'));
    fireEvent.click(screen.getByTestId('nd-form-submit'));
    await waitFor(() => expect(errorOf('nd-form-name')).toBe('This field is required.'), slow);
    expect(errorOf('nd-form-description')).toBe('This field is required.');
    expect(errorOf('nd-form-subject')).toBe('This field is required.');
    expect(screen.getByTestId('nd-charts').closest('.ant-form-item')?.textContent).toContain('Choose at least one chart.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the fields a choice makes relevant: weekday or day of month, no hour when hourly, the category of a share, a base parameter', async () => {
    renderTab();
    fireEvent.click(await screen.findByTestId('nd-new', {}, slow));
    await screen.findByTestId('nd-form', {}, slow);
    expect(screen.queryByTestId('nd-form-repeat-day')).toBeNull();
    expect(screen.getByTestId('nd-form-hour')).toBeTruthy();
    await pick('nd-form-period', 'Weekly');
    await waitFor(() => expect(field('nd-form-repeat-day').textContent).toContain('Day of the week'), slow);
    expect(field('nd-form-repeat-day').textContent).toContain('Monday');
    await pick('nd-form-period', 'Monthly');
    await waitFor(() => expect(field('nd-form-repeat-day').textContent).toContain('Day of the month'), slow);
    await pick('nd-form-period', 'Hourly');
    await waitFor(() => expect(screen.queryByTestId('nd-form-hour')).toBeNull(), slow);
    expect(screen.queryByTestId('nd-form-repeat-day')).toBeNull();

    expect(screen.queryByTestId('nd-form-category')).toBeNull();
    await pick('nd-form-threshold-type', "A category's share rises above (%)");
    await screen.findByTestId('nd-form-category', {}, slow);

    expect(screen.getByTestId('nd-form-threshold-help').textContent).toBe(
      'The mail marks whether this was crossed in the period.',
    );
    fireEvent.click(within(screen.getByTestId('nd-form-type')).getByText('Threshold alert'));
    await waitFor(() =>
      expect(screen.getByTestId('nd-form-threshold-help').textContent).toBe(
        'A mail goes out only in a period where this is crossed.',
      ),
    );

    expect(screen.queryByTestId('nd-chart-base-parameter')).toBeNull();
    fireEvent.click(screen.getByTestId('nd-chart-CUSTOMER_INSIGHT'));
    await screen.findByTestId('nd-chart-base-parameter', {}, slow);
    fireEvent.change(screen.getByTestId('nd-form-name'), { target: { value: 'Watch' } });
    fireEvent.change(screen.getByTestId('nd-form-description'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('nd-form-submit'));
    await waitFor(
      () =>
        expect(screen.getByTestId('nd-charts').closest('.ant-form-item')?.textContent).toContain(
          'Customer insight charts need a base parameter.',
        ),
      slow,
    );
    // The subject followed the name.
    expect(screen.getByTestId<HTMLInputElement>('nd-form-subject').value).toBe('Watch');
  });

  it("creates a definition and puts the server's refusal on its field, translated", async () => {
    let attempt = 0;
    const calls = renderTab({
      [`POST ${base}`]: (c) =>
        ++attempt === 1
          ? refusal([{ field: 'name', messageCode: 'NOTIFICATION_NAME_TAKEN', message: 'x' }])
          : json({ ...definition(), ...(c.body as object), id: 'new' }),
    });
    fireEvent.click(await screen.findByTestId('nd-new', {}, slow));
    await screen.findByTestId('nd-form', {}, slow);
    fireEvent.change(screen.getByTestId('nd-form-name'), { target: { value: 'Daily digest' } });
    fireEvent.change(screen.getByTestId('nd-form-description'), { target: { value: 'The day in numbers' } });
    fireEvent.click(screen.getByTestId('nd-form-submit'));
    await waitFor(
      () => expect(errorOf('nd-form-name')).toBe('A notification definition with this name already exists in this analysis.'),
      slow,
    );
    const body = calls.find((c) => c.method === 'POST')?.body;
    expect(body).toMatchObject({
      name: 'Daily digest',
      subject: 'Daily digest',
      type: 'PERIODIC_REPORT',
      periodType: 'DAILY',
      repeatHour: 9,
      repeatDay: null,
      modelId: 'm1',
      npsField: 'nps',
      receivers: { type: 'ROLE', values: ['ADMIN', 'MANAGER'] },
      charts: [{ type: 'VOLUME_TREND', baseParameter: null }],
    });
    fireEvent.change(screen.getByTestId('nd-form-name'), { target: { value: 'Daily digest 2' } });
    fireEvent.click(screen.getByTestId('nd-form-submit'));
    await waitFor(() => expect(screen.queryByTestId('nd-form')).toBeNull(), slow);
  });

  it('sends a test now and says where the mail went; a system administrator gets the outbox link', async () => {
    const admin = { ...userWith('MANAGER'), userType: 'SYSTEM_ADMIN' as const };
    const calls = renderTab({ [`POST ${base}/${definitionId}/test`]: () => json(run()) }, admin);
    fireEvent.click(await screen.findByTestId(`nd-test-${definitionId}`, {}, slow));
    const result = await screen.findByTestId('nd-test-result', {}, slow);
    expect(within(result).getByText('Test mail sent to ada@sentio.local')).toBeTruthy();
    expect(screen.getByTestId('nd-test-documents').textContent).toBe('12 documents behind it');
    expect(screen.getByTestId('nd-test-open-outbox').getAttribute('href')).toBe('/admin/outbox?to=ada%40sentio.local');
    expect(screen.getByTestId('nd-test-open-documents').getAttribute('href')).toContain(`nid=${run().id}`);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`${base}/${definitionId}/test`]);
  });

  it('offers no outbox link to other users, deletes after confirmation and says a refusal above the table', async () => {
    const calls = renderTab({
      [`POST ${base}/${definitionId}/test`]: () => json(run()),
      [`DELETE ${base}/${definitionId}`]: () =>
        json({ status: 404, type: 'NotFoundException', messageCode: 'NOTIFICATION_DEFINITION_NOT_FOUND', message: 'x' }, 404),
    });
    fireEvent.click(await screen.findByTestId(`nd-test-${definitionId}`, {}, slow));
    await screen.findByTestId('nd-test-result', {}, slow);
    expect(screen.queryByTestId('nd-test-open-outbox')).toBeNull();
    fireEvent.click(screen.getByTestId('nd-test-close'));
    fireEvent.click(screen.getByTestId(`nd-delete-${definitionId}`));
    fireEvent.click(await screen.findByTestId('nd-delete-confirm', {}, slow));
    expect((await screen.findByTestId('nd-problem', {}, slow)).textContent).toContain('Notification definition not found.');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('is read-only without the manage permission of analyses', async () => {
    const analyst = userWith('ANALYST');
    const reader: User = {
      ...analyst,
      workspaces: analyst.workspaces.map((w) => ({ ...w, permissions: w.permissions.filter((p) => p !== 'PROJECT/MANAGE') })),
    };
    renderTab({}, reader);
    await screen.findByTestId(`nd-row-${definitionId}`, {}, slow);
    expect(screen.queryByTestId('nd-new')).toBeNull();
    expect(screen.queryByTestId(`nd-test-${definitionId}`)).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>(`nd-enabled-${definitionId}`).disabled).toBe(true);
  });
});
