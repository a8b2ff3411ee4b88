import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { modelDetail } from '../test/fixtures';
import { json, mockApi, renderAt, type Call } from '../../../shared/test/harness';
import { ModelCreatePage } from './ModelCreatePage';

const slow = { timeout: 5_000 };
const created = modelDetail();
const limit = (status: string) => () => json({ feature: 'MODEL_COUNT', status });

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const open = () => renderAt([{ path: '/model/create', element: <ModelCreatePage /> }], '/model/create');
const step = () => screen.getByTestId('model-wizard').getAttribute('data-step');
const next = () => fireEvent.click(screen.getByTestId('model-wizard-next'));
const posted = (calls: Call[]) => calls.find((c) => c.method === 'POST' && c.url === '/api/model')?.body;

async function addCategory(name: string) {
  fireEvent.change(screen.getByTestId('category-add-input'), { target: { value: name } });
  fireEvent.click(screen.getByTestId('category-add'));
  await screen.findByTestId(`category-node-${name}`);
}

// Antd renders slowly in jsdom and the machine is shared: a whole walk through six steps needs more than 5 s.
describe('model creation wizard', { timeout: 30_000 }, () => {
  it('keeps the user on a step until its rules pass, with the message under the field', async () => {
    mockApi({ 'GET /api/package/check': limit('LIMIT_AVAILABLE') });
    open();
    await screen.findByTestId('model-name', {}, slow);
    next();
    expect(await screen.findByText('This field is required.', {}, slow)).toBeTruthy();
    expect(step()).toBe('type');

    fireEvent.change(screen.getByTestId('model-name'), { target: { value: 'Complaints' } });
    next();
    await waitFor(() => expect(step()).toBe('language'));

    // Unticking the only language leaves no default: the step refuses to go on.
    fireEvent.click(screen.getByTestId('model-language-en'));
    next();
    expect(await screen.findByText(/Mark one of the selected options as the default\./, {}, slow)).toBeTruthy();
    expect(step()).toBe('language');
    fireEvent.click(screen.getByTestId('model-language-tr'));
    next();
    await waitFor(() => expect(step()).toBe('data'));
  });

  it('walks all six steps and posts typeCode, the three settings, switches, stages and the category tree', async () => {
    const calls = mockApi({
      'GET /api/package/check': limit('LIMIT_AVAILABLE'),
      'POST /api/model': () => json(created),
    });
    const router = open();
    fireEvent.change(await screen.findByTestId('model-name', {}, slow), { target: { value: 'Complaints' } });
    fireEvent.click(screen.getByTestId('model-classification-MULTI_LABEL'));
    next();
    await waitFor(() => expect(step()).toBe('language'));
    fireEvent.click(screen.getByTestId('model-language-tr'));
    fireEvent.click(screen.getByTestId('model-language-default-tr'));
    next();
    await waitFor(() => expect(step()).toBe('data'));
    fireEvent.click(screen.getByTestId('model-data-type-DIALOGUE'));
    next();
    await waitFor(() => expect(step()).toBe('pipeline'));
    fireEvent.click(screen.getByTestId('pipeline-stage-toggle-MASK_ENTITIES'));
    next();
    await waitFor(() => expect(step()).toBe('labels'));
    await addCategory('Service');
    await addCategory('Price');
    fireEvent.click(screen.getByTestId('category-add-child-Service'));
    fireEvent.change(await screen.findByTestId('category-name-input'), { target: { value: 'Staff' } });
    fireEvent.click(screen.getByTestId('category-name-save'));
    await screen.findByTestId('category-node-Staff', {}, slow);
    next();
    await waitFor(() => expect(step()).toBe('preview'));
    expect(within(screen.getByTestId('model-wizard-preview')).getByText('3 categories')).toBeTruthy();

    await waitFor(() => expect(screen.getByTestId('model-wizard-submit').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('model-wizard-submit'));
    await screen.findByTestId('landed', {}, slow);
    expect(router.state.location.pathname + router.state.location.search).toBe(`/model-journey?id=${created.id}`);
    expect(posted(calls)).toMatchObject({
      name: 'Complaints',
      typeCode: 'DIALOG',
      settings: [
        { type: 'CLASSIFIER_TYPE', value: 'MULTI_LABEL' },
        { type: 'SENSE_TYPE', value: 'CATEGORY' },
        { type: 'DATA_TYPE', value: 'DIALOGUE' },
      ],
      switches: [
        { code: 'tr', default: true },
        { code: 'en', default: false },
      ],
      categories: [{ name: 'Service', children: [{ name: 'Staff' }] }, { name: 'Price' }],
    });
    const stages = (posted(calls) as { pipelineStages: { code: string; enabled: boolean }[] }).pipelineStages;
    expect(stages.filter((s) => s.enabled).map((s) => s.code)).toEqual([
      'NORMALISE',
      'DETECT_LANGUAGE',
      'MASK_ENTITIES',
      'CLASSIFY',
    ]);
  });

  it('opened from the analysis wizard, goes back to the analysis draft with the new model once created', async () => {
    mockApi({ 'GET /api/package/check': limit('LIMIT_AVAILABLE'), 'POST /api/model': () => json(created) });
    const router = renderAt(
      [{ path: '/model/create', element: <ModelCreatePage /> }],
      '/model/create?sense=CATEGORY&dataType=STANDARD&returnTo=%2Fproject%2Fcreate%2Fhalf',
    );
    fireEvent.change(await screen.findByTestId('model-name', {}, slow), { target: { value: 'Topics' } });
    for (const s of ['language', 'data', 'pipeline', 'labels']) {
      next();
      await waitFor(() => expect(step()).toBe(s));
    }
    await addCategory('Service');
    next();
    await waitFor(() => expect(step()).toBe('preview'));
    await waitFor(() => expect(screen.getByTestId('model-wizard-submit').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('model-wizard-submit'));
    await screen.findByTestId('landed', {}, slow);
    expect(router.state.location.pathname + router.state.location.search).toBe(`/project/create/half?addModel=${created.code}`);
  });

  it('refuses a repeated category name before asking the server', async () => {
    mockApi({ 'GET /api/package/check': limit('LIMIT_AVAILABLE') });
    open();
    fireEvent.change(await screen.findByTestId('model-name', {}, slow), { target: { value: 'Dupes' } });
    for (const s of ['type', 'language', 'data', 'pipeline']) {
      next();
      await waitFor(() => expect(step()).not.toBe(s));
    }
    await addCategory('Service');
    fireEvent.change(screen.getByTestId('category-add-input'), { target: { value: 'SERVICE' } });
    fireEvent.click(screen.getByTestId('category-add'));
    expect(await screen.findByText('A category named "SERVICE" already exists here.', {}, slow)).toBeTruthy();
  });

  it("puts the server's 400 field errors back on their step", async () => {
    mockApi({
      'GET /api/package/check': limit('LIMIT_AVAILABLE'),
      'POST /api/model': () =>
        json(
          {
            status: 400,
            type: 'ValidationException',
            messageCode: 'VALIDATION_FAILED',
            message: 'x',
            fields: [{ field: 'code', messageCode: 'MODEL_CODE_TAKEN', message: 'taken' }],
          },
          400,
        ),
    });
    open();
    fireEvent.change(await screen.findByTestId('model-name', {}, slow), { target: { value: 'Taken' } });
    fireEvent.change(screen.getByTestId('model-code'), { target: { value: 'taken' } });
    fireEvent.click(screen.getByTestId('model-wizard-step-preview'));
    await waitFor(() => expect(step()).toBe('preview'));
    await waitFor(() => expect(screen.getByTestId('model-wizard-submit').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('model-wizard-submit'));
    await waitFor(() => expect(step()).toBe('type'), slow);
    expect(await screen.findByText('Another model of the workspace has this code.', {}, slow)).toBeTruthy();
  });

  it('shows the upgrade prompt and blocks creation when the plan is full, and after a 402', async () => {
    mockApi({ 'GET /api/package/check': limit('LIMIT_EXCEEDED') });
    open();
    fireEvent.change(await screen.findByTestId('model-name', {}, slow), { target: { value: 'Full' } });
    fireEvent.click(screen.getByTestId('model-wizard-step-preview'));
    expect(await screen.findByTestId('model-upgrade-prompt', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('model-wizard-submit').hasAttribute('disabled')).toBe(true);
  });

  it('turns a 402 on create into the upgrade prompt', async () => {
    mockApi({
      'GET /api/package/check': limit('LIMIT_AVAILABLE'),
      'POST /api/model': () =>
        json({ status: 402, type: 'PackageLimitException', messageCode: 'PLAN_LIMIT_REACHED', message: 'x' }, 402),
    });
    open();
    fireEvent.change(await screen.findByTestId('model-name', {}, slow), { target: { value: 'Raced' } });
    fireEvent.click(screen.getByTestId('model-wizard-step-preview'));
    await waitFor(() => expect(screen.getByTestId('model-wizard-submit').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('model-wizard-submit'));
    expect(await screen.findByTestId('model-upgrade-prompt', {}, slow)).toBeTruthy();
  });
});
