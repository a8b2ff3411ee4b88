import { endpoints, speechEndpoints as se } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type SpeechCall = keyof typeof se;

/** What the routes matrix knows of A's speech setting when the attacks run (filled in its beforeAll). */
export interface SpeechTargets {
  /** A's dialogue analysis, which holds the setting. */
  projectCode: () => string;
  settingId: () => string;
}

/** A's dialogue analysis with a speech setting whose API key is `apiKey` (the matrix checks it never leaks). */
export async function seedSpeechTargets(a: Client, apiKey: string): Promise<{ projectCode: string; settingId: string }> {
  const projectCode = 'alpha-calls';
  await a.call(endpoints.projectCreate, {
    params: { code: projectCode },
    body: {
      name: 'Alpha calls',
      icon: 'preset:chart',
      models: [],
      channels: ['SURVEY'],
      pipelineStages: ['CLASSIFY'],
      dataType: 'DIALOGUE',
    },
  });
  const setting = await a.call(se.speechSettingCreate, {
    params: { code: projectCode },
    body: {
      apiType: 'OPENAI_COMPATIBLE',
      language: 'tr',
      customerChannel: 'LEFT',
      agentChannel: 'RIGHT',
      endpointUrl: 'http://127.0.0.1:9',
      apiKey,
    },
  });
  return { projectCode, settingId: setting.id };
}

/**
 * The routes matrix's cross-workspace rows of speech: B names A's analysis and A's setting in every call; each answers
 * 404 like a missing analysis, so B neither reads A's settings or transcriptions nor changes them or uploads to them.
 */
export function speechForeign(x: SpeechTargets): Record<SpeechCall, Row> {
  const params = () => ({ code: x.projectCode() });
  const one = () => ({ code: x.projectCode(), id: x.settingId() });
  const body = { apiType: 'OPENAI_COMPATIBLE', language: 'en', customerChannel: 'LEFT', agentChannel: 'RIGHT' } as const;
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  return {
    speechSettingList: denied((c) => c.request(se.speechSettingList, { params: params() })),
    speechSettingCreate: denied((c) => c.request(se.speechSettingCreate, { params: params(), body })),
    speechSettingUpdate: denied((c) => c.request(se.speechSettingUpdate, { params: one(), body })),
    speechSettingDelete: denied((c) => c.request(se.speechSettingDelete, { params: one() })),
    speechTranscribe: denied((c) => c.raw('POST', `/api/project/${x.projectCode()}/speech/${x.settingId()}/transcribe`)),
    speechTranscriptions: denied((c) => c.request(se.speechTranscriptions, { params: params(), query: { size: 10 } })),
  };
}
