import { endpoints, type SpeechSetting, type Transcription } from '@sentio/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import {
  createCallAnalysis,
  fakeMp3,
  fakeOgg,
  LEVEL,
  monoWav,
  postAudio,
  settingBody,
  settled,
  stereoWav,
  wavVoice,
  WhisperServer,
} from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let projectId = '';
let stereo: SpeechSetting;
const whisper = new WhisperServer();
const code = 'speech-upload';
const KEY = 'sk-whisper-key-77';

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Transcribe' });
  projectId = (await createCallAnalysis(owner, code)).id;
  await whisper.start();
  stereo = await owner.client.call(endpoints.speechSettingCreate, {
    params: { code },
    body: settingBody({
      language: 'tr',
      modelName: 'large-v3',
      initialPrompt: 'Sepet24',
      endpointUrl: `${whisper.url}/v1/`,
      apiKey: KEY,
      timeoutSeconds: 1,
      normalisations: [
        { text: 'sepet yirmi dört', target: 'Sepet24' },
        { text: 'IADE', target: 'iade' },
      ],
    }),
  });
  whisper.say(wavVoice(LEVEL.customer), [
    { start: 2.5, end: 4, text: ' Merhaba, SEPET YİRMİ DÖRT siparişim gelmedi.' },
    { start: 9, end: 11.2, text: 'İade istiyorum.' },
  ]);
  whisper.say(wavVoice(LEVEL.agent), [
    { start: 0.4, end: 2.1, text: 'Sepet24, ben Ayşe,' },
    { start: 2.2, end: 2.4, text: 'nasıl yardımcı olabilirim?' },
    { start: 4.5, end: 8, text: 'Kontrol ediyorum, ıade talebinizi açıyorum.' },
  ]);
  whisper.say('customer', [{ start: 1, end: 2, text: 'Kargom nerede?' }]);
  whisper.say('agent', [{ start: 0, end: 0.8, text: 'Buyurun.' }]);
}, 120_000);
afterAll(async () => {
  await whisper.stop();
  await t.close();
});
beforeEach(() => whisper.reset());

const stereoFile = (over: { left?: number; right?: number } = {}) => ({
  name: 'file',
  fileName: 'call.wav',
  data: stereoWav(over.left ?? LEVEL.customer, over.right ?? LEVEL.agent, 2),
});
const transcriptionOf = (res: RawResponse) => (res.body as { data: Transcription }).data;
const fieldsOf = (res: RawResponse) =>
  ((res.body as { fields?: { field: string; messageCode: string }[] }).fields ?? []).map((f) => [f.field, f.messageCode]);
const last = async (id: string) => (await settled(t, owner, code)).find((x) => x.id === id);

describe('a stereo WAV', () => {
  it('becomes a timed dialogue: channels split by the setting, segments merged by start, normalised, with the call fields', async () => {
    const res = await postAudio(t, owner, code, stereo.id, [
      stereoFile(),
      { name: 'callId', value: 'CALL-1001' },
      { name: 'agentId', value: 'A7' },
      { name: 'agentName', value: 'Ayşe Yılmaz' },
      { name: 'customerName', value: 'Deniz Kaya' },
      { name: 'callStartedAt', value: '2026-03-02T09:15:00Z' },
      { name: 'endedBy', value: 'customer' },
    ]);
    expect(res.status).toBe(200);
    expect(transcriptionOf(res)).toMatchObject({ state: 'QUEUED', mode: 'STEREO', fileNames: ['call.wav'], callId: 'CALL-1001' });
    const done = await last(transcriptionOf(res).id);
    expect(done).toMatchObject({ state: 'DONE', messageCode: null, turnCount: 4, duration: 12.5, channelCode: 'CALL_CENTER' });

    // One request per channel, each in the protocol's form, with the key as a bearer token.
    expect(whisper.requests.map((r) => r.voice).sort()).toEqual([wavVoice(LEVEL.agent), wavVoice(LEVEL.customer)].sort());
    for (const r of whisper.requests) {
      expect(r.path).toBe('/v1/audio/transcriptions');
      expect(r.headers['authorization']).toBe(`Bearer ${KEY}`);
      expect(r.mimeType).toBe('audio/wav');
      expect(r.fields).toEqual({
        model: 'large-v3',
        language: 'tr',
        prompt: 'Sepet24',
        response_format: 'verbose_json',
        'timestamp_granularities[]': 'segment',
      });
    }

    const doc = await t.db
      .selectFrom('project_document')
      .selectAll()
      .where('id', '=', done?.documentId ?? '')
      .executeTakeFirstOrThrow();
    expect(doc.external_id).toBe('CALL-1001');
    expect(doc.data_type).toBe('DIALOGUE');
    expect(doc.content_date.toISOString()).toBe('2026-03-02T09:15:00.000Z');
    expect(doc.turns?.map((x) => [x.speaker, x.text, x.start, x.end])).toEqual([
      ['agent', 'Sepet24, ben Ayşe, nasıl yardımcı olabilirim?', 0.4, 2.4],
      ['customer', 'Merhaba, Sepet24 siparişim gelmedi.', 2.5, 4],
      ['agent', 'Kontrol ediyorum, iade talebinizi açıyorum.', 4.5, 8],
      // 'IADE' → 'iade' matches İade too: Turkish-aware, whole words, any case.
      ['customer', 'iade istiyorum.', 9, 11.2],
    ]);
    expect(doc.call).toMatchObject({
      callId: 'CALL-1001',
      agentId: 'A7',
      agentName: 'Ayşe Yılmaz',
      customerName: 'Deniz Kaya',
      endedBy: 'customer',
      duration: 12.5,
    });
  });

  it('gives each speaker the channel the setting names (customer on the right)', async () => {
    const swapped = await owner.client.call(endpoints.speechSettingCreate, {
      params: { code },
      body: settingBody({ language: 'en', customerChannel: 'RIGHT', agentChannel: 'LEFT', endpointUrl: whisper.url }),
    });
    const res = await postAudio(t, owner, code, swapped.id, [stereoFile({ left: LEVEL.agent, right: LEVEL.customer })]);
    const done = await last(transcriptionOf(res).id);
    expect(done?.state).toBe('DONE');
    const doc = await t.db
      .selectFrom('project_document')
      .select(['turns', 'external_id'])
      .where('id', '=', done?.documentId ?? '')
      .executeTakeFirstOrThrow();
    expect(doc.turns?.map((x) => x.speaker)).toEqual(['agent', 'customer', 'agent', 'customer']);
    // Without a call id the dialogue is named after its transcription; without a key no authorization is sent.
    expect(doc.external_id).toBe(`speech-${done?.id ?? ''}`);
    expect(whisper.requests.every((r) => r.headers['authorization'] === undefined)).toBe(true);
  });
});

describe('two files', () => {
  it('an MP3 of the customer and an OGG of the agent', async () => {
    const res = await postAudio(t, owner, code, stereo.id, [
      { name: 'callId', value: 'CALL-2002' },
      { name: 'customer', fileName: 'customer.mp3', data: fakeMp3('customer') },
      { name: 'agent', fileName: 'agent.ogg', data: fakeOgg('agent') },
    ]);
    expect(transcriptionOf(res)).toMatchObject({ mode: 'SEPARATE_FILES', fileNames: ['customer.mp3', 'agent.ogg'] });
    expect(await last(transcriptionOf(res).id)).toMatchObject({ state: 'DONE', turnCount: 2 });
    expect(whisper.requests.map((r) => [r.voice, r.mimeType]).sort()).toEqual([
      ['agent', 'audio/ogg'],
      ['customer', 'audio/mpeg'],
    ]);
  });
});

describe('when the service fails', () => {
  it.each([
    ['an error status', 500, 'SPEECH_SERVICE_FAILED'],
    ['an answer that is not JSON', 'malformed', 'SPEECH_SERVICE_FAILED'],
    ['no answer within the timeout', 'slow', 'AUDIO_TIMED_OUT'],
  ] as const)('%s leaves the transcription FAILED and stores nothing', async (_case, reply, messageCode) => {
    const before = await t.db.selectFrom('project_document').select('id').where('project_id', '=', projectId).execute();
    whisper.plan(reply, reply);
    const res = await postAudio(t, owner, code, stereo.id, [stereoFile()]);
    expect(await last(transcriptionOf(res).id)).toMatchObject({ state: 'FAILED', messageCode, documentId: null });
    const after = await t.db.selectFrom('project_document').select('id').where('project_id', '=', projectId).execute();
    expect(after).toHaveLength(before.length);
  });

  it('a stored file that is gone is AUDIO_FILE_NOT_FOUND', async () => {
    const row = await t.db
      .insertInto('speech_transcription')
      .values({
        workspace_id: (
          await t.db.selectFrom('project').select('workspace_id').where('id', '=', projectId).executeTakeFirstOrThrow()
        ).workspace_id,
        project_id: projectId,
        setting_id: stereo.id,
        mode: 'STEREO',
        files: JSON.stringify([{ role: 'stereo', key: 'gone/speech/none.wav', fileName: 'gone.wav', format: 'WAV', bytes: 1 }]),
        channel_code: 'CALL_CENTER',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.app.services.projects.speech.transcriptions.run(row.workspace_id, row.id, new AbortController().signal);
    expect(await last(row.id)).toMatchObject({ state: 'FAILED', messageCode: 'AUDIO_FILE_NOT_FOUND' });
    expect(whisper.requests).toEqual([]);
  });
});

describe('uploads refused', () => {
  const refusals: [string, () => Parameters<typeof postAudio>[4], string, string][] = [
    ['nothing', () => [{ name: 'callId', value: 'x' }], 'file', 'FIELD_REQUIRED'],
    [
      'a text file',
      () => [{ name: 'file', fileName: 'notes.wav', data: Buffer.from('hello') }],
      'file',
      'AUDIO_TYPE_UNSUPPORTED',
    ],
    [
      'one MP3 (cannot be split)',
      () => [{ name: 'file', fileName: 'call.mp3', data: fakeMp3('x') }],
      'file',
      'AUDIO_NOT_STEREO_WAV',
    ],
    ['one mono WAV', () => [{ name: 'file', fileName: 'call.wav', data: monoWav(0.1) }], 'file', 'AUDIO_NOT_STEREO_WAV'],
    ['the customer only', () => [{ name: 'customer', fileName: 'c.mp3', data: fakeMp3('c') }], 'agent', 'FIELD_REQUIRED'],
    [
      'an unknown agent format',
      () => [
        { name: 'customer', fileName: 'c.mp3', data: fakeMp3('c') },
        { name: 'agent', fileName: 'a.flac', data: Buffer.from('fLaC....') },
      ],
      'agent',
      'AUDIO_TYPE_UNSUPPORTED',
    ],
    ['a wrong endedBy', () => [stereoFile(), { name: 'endedBy', value: 'nobody' }], 'endedBy', 'DIALOGUE_ENDED_BY_INVALID'],
    ['a bad call start', () => [stereoFile(), { name: 'callStartedAt', value: 'yesterday' }], 'callStartedAt', 'FIELD_INVALID'],
    ['an unknown part', () => [stereoFile(), { name: 'colour', value: 'blue' }], 'colour', 'FIELD_UNKNOWN'],
    [
      'a channel of no analysis',
      () => [stereoFile(), { name: 'channelCode', value: 'NOPE' }],
      'channelCode',
      'ANALYSIS_CHANNEL_UNKNOWN',
    ],
  ];

  it.each(refusals)('%s', async (_case, parts, field, messageCode) => {
    const count = async () => (await t.db.selectFrom('speech_transcription').select('id').execute()).length;
    const before = await count();
    const res = await postAudio(t, owner, code, stereo.id, parts());
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toContainEqual([field, messageCode]);
    expect(await count()).toBe(before);
  });

  it('a setting without a service address, and an unknown setting', async () => {
    const idle = await owner.client.call(endpoints.speechSettingCreate, {
      params: { code },
      body: settingBody({ language: 'de' }),
    });
    const res = await postAudio(t, owner, code, idle.id, [stereoFile()]);
    expect(res.body).toMatchObject({ status: 400, messageCode: 'SPEECH_ENDPOINT_NOT_SET' });
    const unknown = await postAudio(t, owner, code, '00000000-0000-4000-8000-00000000abcd', [stereoFile()]);
    expect(unknown.body).toMatchObject({ status: 404, messageCode: 'SPEECH_SETTING_NOT_FOUND' });
  });
});
