import { z } from 'zod';
import { speechSettingBody } from '../validation/speech.js';
import { isoDate } from './common.js';
import { projectCodeSchema } from './project.js';

/**
 * Speech settings of an analysis and the transcriptions of uploaded calls (docs/speech.md). A setting says how to
 * reach an OpenAI-compatible speech-to-text service (`/v1/audio/transcriptions`) and how a recording's speakers are
 * laid out; its API key goes in and never comes back out (`hasApiKey`).
 */

/** The one protocol spoken: OpenAI-compatible transcription (whisper servers, vLLM, OpenAI itself). */
export const speechApiTypes = ['OPENAI_COMPATIBLE'] as const;
export type SpeechApiType = (typeof speechApiTypes)[number];
/** Our reading of customer / agent channel: which channel of a stereo recording holds that speaker. */
export const speechChannels = ['LEFT', 'RIGHT'] as const;
export type SpeechChannel = (typeof speechChannels)[number];
/** Our reading of audio type: the format the recordings usually come in (the upload detects the real one). */
export const speechAudioTypes = ['WAV', 'MP3', 'OGG'] as const;
export type SpeechAudioType = (typeof speechAudioTypes)[number];
/** Our reading of implementation type: how recordings arrive — one stereo file, or a file per speaker. */
export const speechImplementationTypes = ['STEREO', 'SEPARATE_FILES'] as const;
export type SpeechImplementationType = (typeof speechImplementationTypes)[number];
export const transcriptionStates = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type TranscriptionState = (typeof transcriptionStates)[number];

/** Transcription waits this long by default for each channel's answer. */
export const defaultSpeechTimeoutSeconds = 120;

/** http or https with a host (an empty address means "not set yet": uploads are refused until one is given). */
export const isSpeechEndpointUrl = (value: string): boolean => /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value);

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID_OPTION') });

/**
 * A speech setting as saved: the spec's fields (validation/speech.ts: channels required and different) narrowed to
 * the values Sentio understands, plus how to reach the service. `apiKey`: absent or null keeps the stored key, an
 * empty string removes it. The normalisation limit and duplicates are judged by the server (they need its data).
 */
export const speechSettingSaveBody = speechSettingBody.safeExtend({
  apiType: option(speechApiTypes),
  audioType: option(speechAudioTypes).nullable().default(null),
  implementationType: option(speechImplementationTypes).nullable().default(null),
  customerChannel: option(speechChannels),
  agentChannel: option(speechChannels),
  endpointUrl: z
    .string()
    .trim()
    .max(2000, { error: 'FIELD_TOO_LONG' })
    .default('')
    .refine((v) => v === '' || isSpeechEndpointUrl(v), { error: 'FIELD_INVALID' }),
  apiKey: z.string().max(4000, { error: 'FIELD_TOO_LONG' }).nullable().optional(),
  timeoutSeconds: z
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int({ error: 'FIELD_INVALID_TYPE' })
    .min(1, { error: 'FIELD_TOO_SMALL' })
    .max(3600, { error: 'FIELD_TOO_BIG' })
    .default(defaultSpeechTimeoutSeconds),
});
export type SpeechSettingSaveBody = z.input<typeof speechSettingSaveBody>;

export const speechNormalisationSchema = z.object({ text: z.string(), target: z.string() });
export type SpeechNormalisation = z.infer<typeof speechNormalisationSchema>;

export const speechSettingSchema = z.object({
  id: z.string(),
  apiType: z.enum(speechApiTypes),
  language: z.string(),
  audioType: z.enum(speechAudioTypes).nullable(),
  implementationType: z.enum(speechImplementationTypes).nullable(),
  modelType: z.string().nullable(),
  initialPrompt: z.string().nullable(),
  modelName: z.string().nullable(),
  customerChannel: z.enum(speechChannels),
  agentChannel: z.enum(speechChannels),
  normalisations: z.array(speechNormalisationSchema),
  endpointUrl: z.string(),
  /** The key itself is never returned. */
  hasApiKey: z.boolean(),
  timeoutSeconds: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type SpeechSetting = z.infer<typeof speechSettingSchema>;

export const speechSettingParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });

/** How the recording came: one stereo WAV split by channel, or one file per speaker. */
export const transcriptionModes = ['STEREO', 'SEPARATE_FILES'] as const;
export type TranscriptionMode = (typeof transcriptionModes)[number];

/**
 * The optional call fields of an upload (multipart text fields next to the audio). They become the dialogue's call
 * metadata; `channelCode` picks the analysis channel (default: its first).
 */
export const transcriptionFieldsSchema = z.strictObject({
  channelCode: z.string().trim().min(1).max(100).optional(),
  callId: z.string().trim().min(1).max(200).optional(),
  agentId: z.string().trim().min(1).max(200).optional(),
  agentName: z.string().trim().min(1).max(200).optional(),
  customerName: z.string().trim().min(1).max(200).optional(),
  callStartedAt: z.iso.datetime({ offset: true, error: 'FIELD_INVALID' }).optional(),
  endedBy: z.enum(['customer', 'agent'], { error: 'DIALOGUE_ENDED_BY_INVALID' }).optional(),
});
export type TranscriptionFields = z.infer<typeof transcriptionFieldsSchema>;

export const transcriptionSchema = z.object({
  id: z.string(),
  /** Null when the setting was deleted since. */
  settingId: z.string().nullable(),
  state: z.enum(transcriptionStates),
  /** Why it FAILED (AUDIO_TIMED_OUT, AUDIO_FILE_NOT_FOUND, SPEECH_SERVICE_FAILED…). */
  messageCode: z.string().nullable(),
  mode: z.enum(transcriptionModes),
  fileNames: z.array(z.string()),
  callId: z.string().nullable(),
  agentName: z.string().nullable(),
  channelCode: z.string(),
  /** The stored dialogue, once DONE. */
  documentId: z.string().nullable(),
  turnCount: z.number().int().nullable(),
  /** Seconds, from the last segment's end. */
  duration: z.number().nullable(),
  createdAt: isoDate,
  startedAt: isoDate.nullable(),
  finishedAt: isoDate.nullable(),
});
export type Transcription = z.infer<typeof transcriptionSchema>;

export const transcriptionsQuery = z.strictObject({
  size: z.coerce.number({ error: 'FIELD_INVALID_TYPE' }).int().min(1).max(200).default(50),
});
