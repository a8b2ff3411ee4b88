import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SpeechSetting, Transcription } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { projectDetail } from '../../shared/test/analysis-fixtures';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { SpeechCard } from './components/SpeechCard';
import { settingBody, settingValues } from './lib/form';

const slow = { timeout: 15_000 };
const base = '/api/project/care/speech';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const setting = (over: Partial<SpeechSetting> = {}): SpeechSetting => ({
  id: '11111111-1111-4111-8111-111111111111',
  apiType: 'OPENAI_COMPATIBLE',
  language: 'tr',
  audioType: 'WAV',
  implementationType: 'STEREO',
  modelType: null,
  initialPrompt: null,
  modelName: 'large-v3',
  customerChannel: 'LEFT',
  agentChannel: 'RIGHT',
  normalisations: [{ text: 'sepet yirmi dört', target: 'Sepet24' }],
  endpointUrl: 'http://whisper:8000',
  hasApiKey: true,
  timeoutSeconds: 120,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});
const transcription = (over: Partial<Transcription>): Transcription => ({
  id: 't1',
  settingId: setting().id,
  state: 'DONE',
  messageCode: null,
  mode: 'STEREO',
  fileNames: ['call.wav'],
  callId: 'CALL-1',
  agentName: null,
  channelCode: 'CALL_CENTER',
  documentId: 'd1',
  turnCount: 12,
  duration: 184.2,
  createdAt: '2026-03-01T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...over,
});

function renderCard(routes: Record<string, (call: Call) => Response> = {}, settings = [setting()]) {
  const calls = mockApi({
    [`GET ${base}`]: () => json(settings),
    [`GET ${base}/transcriptions`]: () =>
      json([transcription({}), transcription({ id: 't2', state: 'FAILED', messageCode: 'AUDIO_TIMED_OUT', documentId: null })]),
    ...routes,
  });
  renderAt(
    [{ path: '/', element: <SpeechCard project={projectDetail({ dataType: 'DIALOGUE' })} canManage /> }],
    '/',
    userWith('MANAGER'),
  );
  return calls;
}

async function pick(testId: string, title: string) {
  const select = await screen.findByTestId(testId, {}, slow);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  const options = await screen.findAllByTitle(title, {}, slow);
  fireEvent.click(options.at(-1) as HTMLElement);
}

describe('SpeechCard', { timeout: 60_000 }, () => {
  it('lists the settings without their key, and the transcriptions with their states and failure messages', async () => {
    renderCard();
    const table = await screen.findByTestId('speech-table', {}, slow);
    await within(table).findByText('http://whisper:8000', {}, slow);
    expect(within(table).getByText('key set')).toBeTruthy();
    expect(within(table).getByText('customer left, agent right')).toBeTruthy();
    expect((await screen.findByTestId('speech-state-t1', {}, slow)).textContent).toBe('Done');
    expect(screen.getByTestId('speech-state-t2').textContent).toBe('Failed');
    expect(screen.getByText('The audio file could not be transcribed in time.')).toBeTruthy();
  });

  it('checks the form with the server’s schema (same channel twice) before sending, then sends the rows and no key', async () => {
    const calls = renderCard({ [`POST ${base}`]: (c) => json({ ...setting(), ...(c.body as object), id: 'new' }) }, []);
    fireEvent.click(await screen.findByTestId('speech-add', {}, slow));
    await pick('speech-agent-channel', 'left');
    fireEvent.change(screen.getByTestId('speech-endpoint'), { target: { value: 'http://localhost:8000' } });
    fireEvent.click(screen.getByTestId('speech-save'));
    await screen.findByText('The customer and agent channels must be different.', {}, slow);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await pick('speech-agent-channel', 'right');
    fireEvent.click(screen.getByTestId('speech-norm-add'));
    fireEvent.change(await screen.findByTestId('speech-norm-text-0', {}, slow), { target: { value: 'eee' } });
    fireEvent.click(screen.getByTestId('speech-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === base)).toBe(true), slow);
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      apiType: 'OPENAI_COMPATIBLE',
      language: 'en',
      customerChannel: 'LEFT',
      agentChannel: 'RIGHT',
      endpointUrl: 'http://localhost:8000',
      normalisations: [{ text: 'eee', target: '' }],
    });
    expect(body).not.toHaveProperty('apiKey');
  });

  it('shows the server’s refusal on its field (a duplicate setting)', async () => {
    renderCard({
      [`POST ${base}`]: () =>
        json(
          {
            status: 409,
            type: 'ConflictException',
            messageCode: 'SPEECH_SETTING_DUPLICATE',
            message: 'x',
            fields: [{ field: 'language', messageCode: 'SPEECH_SETTING_DUPLICATE', message: 'x' }],
          },
          409,
        ),
    });
    fireEvent.click(await screen.findByTestId('speech-add', {}, slow));
    fireEvent.click(screen.getByTestId('speech-save'));
    await screen.findByText('This speech setting already exists.', {}, slow);
  });
});

describe('the setting form’s body', () => {
  it('leaves an empty key out (kept), sends a typed one, and an empty one to remove it', () => {
    const values = settingValues(setting(), 'en');
    expect(settingBody(values)).not.toHaveProperty('apiKey');
    expect(settingBody({ ...values, apiKey: ' sk-1 ' }).apiKey).toBe('sk-1');
    expect(settingBody({ ...values, apiKey: 'sk-1', removeKey: true }).apiKey).toBe('');
    expect(settingBody({ ...values, modelName: '  ' }).modelName).toBeNull();
  });
});
