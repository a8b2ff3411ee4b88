import { endpoints, type SpeechSetting } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import { createCallAnalysis, postAudio, settingBody, stereoWav } from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
const code = 'speech-calls';
const params = { code };
const KEY = 'sk-speech-secret-0042';

beforeAll(async () => {
  t = await startTestApp({ env: { SPEECH_NORMALISATION_LIMIT: '3' } });
  owner = await signUp(t, { company: 'Speech' });
  stranger = await signUp(t, { company: 'Stranger' });
  await createCallAnalysis(owner, code);
}, 120_000);
afterAll(() => t.close());

const fieldsOf = (res: RawResponse) =>
  ((res.body as { fields?: { field: string; messageCode: string }[] }).fields ?? []).map((f) => [f.field, f.messageCode]);
const dataOf = (res: RawResponse) => (res.body as { data: SpeechSetting }).data;
const create = (over: Parameters<typeof settingBody>[0] = {}) =>
  owner.client.request(endpoints.speechSettingCreate, { params, body: settingBody(over) });

describe('speech settings', () => {
  it('saves every field, seals the key and never returns it', async () => {
    const res = await create({
      language: 'tr',
      audioType: 'WAV',
      implementationType: 'STEREO',
      modelType: 'whisper',
      modelName: 'large-v3',
      initialPrompt: 'Sepet24 çağrı merkezi',
      normalisations: [{ text: 'sepet yirmi dört', target: 'Sepet24' }],
      endpointUrl: 'http://127.0.0.1:9/',
      apiKey: KEY,
      timeoutSeconds: 30,
    });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toMatchObject({
      apiType: 'OPENAI_COMPATIBLE',
      language: 'tr',
      audioType: 'WAV',
      implementationType: 'STEREO',
      modelType: 'whisper',
      modelName: 'large-v3',
      initialPrompt: 'Sepet24 çağrı merkezi',
      customerChannel: 'LEFT',
      agentChannel: 'RIGHT',
      normalisations: [{ text: 'sepet yirmi dört', target: 'Sepet24' }],
      endpointUrl: 'http://127.0.0.1:9/',
      hasApiKey: true,
      timeoutSeconds: 30,
    });
    const list = await owner.client.request(endpoints.speechSettingList, { params });
    for (const r of [res, list]) {
      expect(JSON.stringify(r.body)).not.toContain(KEY);
      expect(JSON.stringify(r.body)).not.toContain('apiKey"');
    }
    const stored = await t.db
      .selectFrom('speech_setting')
      .select('api_key')
      .where('id', '=', dataOf(res).id)
      .executeTakeFirstOrThrow();
    expect(stored.api_key).toMatch(/^v1:/);
    expect(stored.api_key).not.toContain(KEY);
  });

  it('keeps the key when an update leaves it out or null, replaces it when given, removes it when empty', async () => {
    const id = dataOf(await create({ language: 'de', apiKey: KEY })).id;
    const sealed = async () =>
      (await t.db.selectFrom('speech_setting').select('api_key').where('id', '=', id).executeTakeFirstOrThrow()).api_key;
    const first = await sealed();
    const update = (apiKey?: string | null) =>
      owner.client.call(endpoints.speechSettingUpdate, {
        params: { code, id },
        body: settingBody({ language: 'de', modelName: 'small', ...(apiKey !== undefined ? { apiKey } : {}) }),
      });
    expect(await update()).toMatchObject({ hasApiKey: true, modelName: 'small' });
    expect(await update(null)).toMatchObject({ hasApiKey: true });
    expect(await sealed()).toBe(first);
    expect(await update('sk-other')).toMatchObject({ hasApiKey: true });
    expect(await sealed()).not.toBe(first);
    expect(await update('')).toMatchObject({ hasApiKey: false });
    expect(await sealed()).toBeNull();
  });

  it('refuses the same channel for both speakers, and missing or unknown channels', async () => {
    expect(fieldsOf(await create({ language: 'fr', agentChannel: 'LEFT' }))).toEqual([['agentChannel', 'SPEECH_CHANNELS_SAME']]);
    const missing = await owner.client.request(endpoints.speechSettingCreate, {
      params,
      body: { apiType: 'OPENAI_COMPATIBLE', language: 'fr' } as never,
    });
    expect(fieldsOf(missing)).toEqual([
      ['customerChannel', 'FIELD_REQUIRED'],
      ['agentChannel', 'FIELD_REQUIRED'],
    ]);
    expect(fieldsOf(await create({ language: 'fr', customerChannel: 'MIDDLE' as never }))).toEqual([
      ['customerChannel', 'FIELD_INVALID_OPTION'],
    ]);
  });

  it('refuses a duplicate (api type and language, any case) on create and update', async () => {
    await create({ language: 'en' });
    const again = await create({ language: ' EN ' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ messageCode: 'SPEECH_SETTING_DUPLICATE' });
    expect(fieldsOf(again)).toEqual([['language', 'SPEECH_SETTING_DUPLICATE']]);
    const other = dataOf(await create({ language: 'es' }));
    const moved = await owner.client.request(endpoints.speechSettingUpdate, {
      params: { code, id: other.id },
      body: settingBody({ language: 'en' }),
    });
    expect(moved.body).toMatchObject({ status: 409, messageCode: 'SPEECH_SETTING_DUPLICATE' });
    // Saving a setting under its own key is no duplicate.
    const self = await owner.client.request(endpoints.speechSettingUpdate, {
      params: { code, id: other.id },
      body: settingBody({ language: 'ES', customerChannel: 'RIGHT', agentChannel: 'LEFT' }),
    });
    expect(self.status).toBe(200);
  });

  it('applies the normalisation limit of the configuration', async () => {
    const rule = (i: number) => ({ text: `word${i}`, target: `w${i}` });
    const over = await create({ language: 'it', normalisations: [1, 2, 3, 4].map(rule) });
    expect(over.status).toBe(400);
    expect(fieldsOf(over)).toEqual([['normalisations', 'SPEECH_NORMALISATION_LIMIT']]);
    expect((await create({ language: 'it', normalisations: [1, 2, 3].map(rule) })).status).toBe(200);
  });

  it('checks the address and the timeout', async () => {
    expect(fieldsOf(await create({ language: 'nl', endpointUrl: 'ftp://x', timeoutSeconds: 0 }))).toEqual([
      ['endpointUrl', 'FIELD_INVALID'],
      ['timeoutSeconds', 'FIELD_TOO_SMALL'],
    ]);
  });

  it('is for dialogue analyses only', async () => {
    await owner.client.call(endpoints.projectCreate, {
      params: { code: 'speech-text' },
      body: {
        name: 'Texts',
        icon: 'preset:chart',
        models: [],
        channels: ['CALL_CENTER'],
        pipelineStages: ['CLASSIFY'],
        dataType: 'STANDARD',
      },
    });
    const res = await owner.client.request(endpoints.speechSettingCreate, {
      params: { code: 'speech-text' },
      body: settingBody(),
    });
    expect(res.body).toMatchObject({ status: 400, messageCode: 'SPEECH_DIALOGUE_ONLY' });
  });

  it('deletes, then answers SPEECH_SETTING_NOT_FOUND', async () => {
    const id = dataOf(await create({ language: 'pt' })).id;
    expect(await owner.client.call(endpoints.speechSettingDelete, { params: { code, id } })).toEqual({ ok: true });
    const again = await owner.client.request(endpoints.speechSettingDelete, { params: { code, id } });
    expect(again.body).toMatchObject({ status: 404, messageCode: 'SPEECH_SETTING_NOT_FOUND' });
    const update = await owner.client.request(endpoints.speechSettingUpdate, { params: { code, id }, body: settingBody() });
    expect(update.body).toMatchObject({ status: 404, messageCode: 'SPEECH_SETTING_NOT_FOUND' });
  });
});

describe('another workspace', () => {
  it("neither reads nor changes the analysis's settings, nor uploads to them (404 like a missing analysis)", async () => {
    const mine = dataOf(await create({ language: 'sv', apiKey: KEY }));
    const calls: RawResponse[] = [
      await stranger.client.request(endpoints.speechSettingList, { params }),
      await stranger.client.request(endpoints.speechSettingCreate, { params, body: settingBody({ language: 'fi' }) }),
      await stranger.client.request(endpoints.speechSettingUpdate, { params: { code, id: mine.id }, body: settingBody() }),
      await stranger.client.request(endpoints.speechSettingDelete, { params: { code, id: mine.id } }),
      await stranger.client.request(endpoints.speechTranscriptions, { params, query: { size: 10 } }),
      await postAudio(t, stranger, code, mine.id, [{ name: 'file', fileName: 'call.wav', data: stereoWav(0.1, 0.2) }]),
    ];
    for (const res of calls) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ messageCode: 'ANALYSIS_NOT_FOUND' });
      expect(JSON.stringify(res.body)).not.toContain(mine.id);
    }
    const after = await owner.client.call(endpoints.speechSettingList, { params });
    expect(after.find((s) => s.id === mine.id)).toMatchObject({ language: 'sv', hasApiKey: true });
    expect(after.some((s) => s.language === 'fi')).toBe(false);
    expect(await t.db.selectFrom('speech_transcription').select('id').execute()).toEqual([]);
  });
});
