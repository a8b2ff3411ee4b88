import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { json, mockApi, renderAt, type Call } from '../../../shared/test/harness';
import { categoryModel, dialogueModel, projectDetail, sentimentModel } from '../test/fixtures';
import { ProjectCreatePage } from './ProjectCreatePage';

const slow = { timeout: 8_000 };
const taken = () => json({ status: 409, type: 'ConflictException', messageCode: 'ANALYSIS_CODE_TAKEN', message: 'taken' }, 409);
const api = {
  'GET /api/model': () => json({ content: [categoryModel, sentimentModel, dialogueModel], page: 0, size: 100, total: 3 }),
  'GET /api/project/icon': () => json([{ value: 'chart', label: 'Chart' }]),
  'GET /api/project/color': () =>
    json([
      { value: '#FFD803', label: 'Yellow' },
      { value: '#1677FF', label: 'Blue' },
    ]),
  'GET /api/project/tag': () => json([]),
  'GET /api/project/channel': () => json([{ code: 'web', name: 'Web', description: '', image: null, usage: 0 }]),
  'GET /api/package/check': () => json({ feature: 'PROJECT_COUNT', status: 'LIMIT_AVAILABLE' }),
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const open = (url = '/project/create') =>
  renderAt(
    [
      { path: '/project/create', element: <ProjectCreatePage /> },
      { path: '/project/create/:code', element: <ProjectCreatePage /> },
    ],
    url,
  );
const next = () => fireEvent.click(screen.getByTestId('wizard-next'));
const step = () => screen.getByTestId('project-wizard').getAttribute('data-step');
const bodyOf = (calls: Call[], method: string, url: string) =>
  calls.filter((c) => c.method === method && c.url === url).at(-1)?.body;

describe('analysis wizard', { timeout: 120_000 }, () => {
  it('walks the five steps, shows the model-mix rule, saves drafts under a free code and creates the analysis', async () => {
    const calls = mockApi({
      ...api,
      'PUT /api/project/voice/draft': taken,
      'PUT /api/project/voice-2/draft': () => json({ code: 'voice-2', name: 'Voice', step: 1, values: {} }),
      'POST /api/project/voice-2': () => json(projectDetail({ code: 'voice-2', name: 'Voice' })),
    });
    const router = open();

    // Step 1: nothing filled in → the rules of the step are listed and the wizard stays.
    await screen.findByTestId('wizard-name', {}, slow);
    next();
    expect((await screen.findByTestId('wizard-errors')).textContent).toContain('required');
    expect(step()).toBe('info');
    fireEvent.change(screen.getByTestId('wizard-name'), { target: { value: 'Voice' } });
    fireEvent.click(await screen.findByTestId('wizard-icon-preset-chart', {}, slow));
    fireEvent.click(screen.getByTestId('wizard-color-1677FF'));
    next();
    await waitFor(() => expect(step()).toBe('privacy'));
    // Leaving step 1 saved the draft; "voice" was taken, so "voice-2" holds it.
    await waitFor(() => expect(bodyOf(calls, 'PUT', '/api/project/voice-2/draft')).toBeTruthy());
    expect(bodyOf(calls, 'PUT', '/api/project/voice-2/draft')).toMatchObject({
      name: 'Voice',
      step: 1,
      values: { icon: 'preset:chart', color: '#1677FF' },
    });

    next();
    await waitFor(() => expect(step()).toBe('models'));
    // Only the models of the chosen data type are offered.
    expect(screen.queryByTestId('wizard-model-calls')).toBeNull();
    fireEvent.click(await screen.findByTestId('wizard-model-mood', {}, slow));
    next();
    expect((await screen.findByTestId('wizard-errors')).textContent).toContain('A sentiment model cannot be the only model');
    expect(step()).toBe('models');
    fireEvent.click(screen.getByTestId('wizard-model-complaints'));
    await waitFor(() => expect(screen.queryByTestId('wizard-errors')).toBeNull());
    next();

    await waitFor(() => expect(step()).toBe('channels'));
    fireEvent.click(await screen.findByTestId('wizard-channel-web', {}, slow));
    next();
    await waitFor(() => expect(step()).toBe('summary'));
    fireEvent.click(screen.getByTestId('wizard-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/project/detail/voice-2'), slow);
    expect(bodyOf(calls, 'POST', '/api/project/voice-2')).toMatchObject({
      name: 'Voice',
      icon: 'preset:chart',
      color: '#1677FF',
      dataType: 'STANDARD',
      models: [
        { code: 'mood', senseType: 'SENTIMENT' },
        { code: 'complaints', senseType: 'CATEGORY' },
      ],
      channels: ['web'],
      proxyChannel: null,
    });
  });

  it('offers a way forward when a sentiment model is alone: add a category model, or create one and come back', async () => {
    const values = { icon: 'preset:chart', models: ['mood'], channels: ['web'] };
    const calls = mockApi({
      ...api,
      'GET /api/project/half/draft': () => json({ code: 'half', name: 'Half', step: 2, values }),
      'PUT /api/project/half/draft': () => json({ code: 'half', name: 'Half', step: 2, values }),
    });
    const router = open('/project/create/half');
    await waitFor(() => expect(step()).toBe('models'), slow);
    // The rule says what to add, and the workspace's category model can be added in place.
    expect((await screen.findByTestId('wizard-model-mix', {}, slow)).textContent).toContain('add a category model');
    fireEvent.click(await screen.findByTestId('wizard-add-category-complaints', {}, slow));
    await waitFor(() => expect(screen.queryByTestId('wizard-model-mix')).toBeNull());
    fireEvent.click(screen.getByTestId('wizard-model-complaints'));

    // Or a new category model: the draft is saved first, and the model wizard is told where to come back to.
    fireEvent.click(await screen.findByTestId('wizard-create-category-model', {}, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/model/create'));
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('sense'), query.get('dataType'), query.get('returnTo')]).toEqual([
      'CATEGORY',
      'STANDARD',
      '/project/create/half',
    ]);
    expect(bodyOf(calls, 'PUT', '/api/project/half/draft')).toMatchObject({ step: 2, values: { models: ['mood'] } });
  });

  it('adds the model the model wizard just created when it comes back to the draft', async () => {
    const values = { icon: 'preset:chart', models: ['mood'], channels: ['web'] };
    mockApi({ ...api, 'GET /api/project/half/draft': () => json({ code: 'half', name: 'Half', step: 2, values }) });
    open('/project/create/half?addModel=complaints');
    await waitFor(() => expect(step()).toBe('models'), slow);
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('wizard-model-complaints').checked).toBe(true), slow);
    expect(screen.queryByTestId('wizard-model-mix')).toBeNull();
  });

  it('resumes a draft and shows the server’s field errors on their step', async () => {
    const values = { icon: 'preset:chart', models: ['complaints'], channels: ['web'] };
    const calls = mockApi({
      ...api,
      'GET /api/project/half/draft': () => json({ code: 'half', name: 'Half', step: 4, values }),
      'PUT /api/project/half/draft': () => json({ code: 'half', name: 'Half', step: 4, values }),
      'POST /api/project/half': () =>
        json(
          {
            status: 400,
            type: 'ValidationException',
            messageCode: 'VALIDATION_FAILED',
            message: 'invalid',
            fields: [{ field: 'models', messageCode: 'ANALYSIS_MODEL_NOT_FOUND', message: 'gone' }],
          },
          400,
        ),
    });
    open('/project/create/half');
    fireEvent.click(await screen.findByTestId('wizard-submit', {}, slow));
    await waitFor(() => expect(step()).toBe('models'), slow);
    expect(screen.getByTestId('wizard-errors').textContent).toContain('Model not found');
    expect(bodyOf(calls, 'POST', '/api/project/half')).toMatchObject({ name: 'Half', models: [{ code: 'complaints' }] });
  });

  it('shows the upgrade prompt when the plan is full', async () => {
    mockApi({ ...api, 'GET /api/package/check': () => json({ feature: 'PROJECT_COUNT', status: 'LIMIT_EXCEEDED' }) });
    open();
    expect(await screen.findByTestId('project-upgrade-prompt', {}, slow)).toBeTruthy();
  });
});
