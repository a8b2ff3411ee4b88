import {
  defaultSpeechTimeoutSeconds,
  speechSettingSaveBody,
  validationIssues,
  type RuleIssue,
  type SpeechApiType,
  type SpeechAudioType,
  type SpeechChannel,
  type SpeechImplementationType,
  type SpeechSetting,
  type SpeechSettingSaveBody,
} from '@sentio/domain';

/** What the setting form holds; the API key field is empty unless the user types a new one. */
export interface SettingValues {
  apiType: SpeechApiType;
  language: string;
  audioType?: SpeechAudioType | null;
  implementationType?: SpeechImplementationType | null;
  modelType?: string;
  modelName?: string;
  initialPrompt?: string;
  customerChannel?: SpeechChannel;
  agentChannel?: SpeechChannel;
  normalisations?: { text?: string; target?: string }[];
  endpointUrl?: string;
  apiKey?: string;
  /** Remove the stored key (sent as an empty key). */
  removeKey?: boolean;
  timeoutSeconds?: number | null;
}

export function settingValues(s: SpeechSetting | null, language: string): SettingValues {
  if (!s) {
    return {
      apiType: 'OPENAI_COMPATIBLE',
      language,
      customerChannel: 'LEFT',
      agentChannel: 'RIGHT',
      implementationType: 'STEREO',
      audioType: 'WAV',
      normalisations: [],
      endpointUrl: '',
      timeoutSeconds: defaultSpeechTimeoutSeconds,
    };
  }
  return {
    apiType: s.apiType,
    language: s.language,
    audioType: s.audioType,
    implementationType: s.implementationType,
    modelType: s.modelType ?? '',
    modelName: s.modelName ?? '',
    initialPrompt: s.initialPrompt ?? '',
    customerChannel: s.customerChannel,
    agentChannel: s.agentChannel,
    normalisations: s.normalisations,
    endpointUrl: s.endpointUrl,
    timeoutSeconds: s.timeoutSeconds,
  };
}

const text = (v: string | undefined) => (v?.trim() ? v : null);

/**
 * The request of the form's values. An empty key field leaves the key out (the server keeps the stored one);
 * "remove key" sends it empty.
 */
export function settingBody(v: SettingValues): SpeechSettingSaveBody {
  const body: SpeechSettingSaveBody = {
    apiType: v.apiType,
    language: v.language,
    audioType: v.audioType ?? null,
    implementationType: v.implementationType ?? null,
    modelType: text(v.modelType),
    modelName: text(v.modelName),
    initialPrompt: text(v.initialPrompt),
    customerChannel: v.customerChannel as SpeechChannel,
    agentChannel: v.agentChannel as SpeechChannel,
    normalisations: (v.normalisations ?? []).map((n) => ({ text: n.text ?? '', target: n.target ?? '' })),
    endpointUrl: v.endpointUrl ?? '',
    ...(v.timeoutSeconds !== null && v.timeoutSeconds !== undefined ? { timeoutSeconds: v.timeoutSeconds } : {}),
  };
  if (v.removeKey) body.apiKey = '';
  else if (v.apiKey?.trim()) body.apiKey = v.apiKey.trim();
  return body;
}

/** The problems the server would find in the body's own fields: the same schema, so the form shows them before sending. */
export const settingIssues = (body: SpeechSettingSaveBody): RuleIssue[] => validationIssues(speechSettingSaveBody, body);
