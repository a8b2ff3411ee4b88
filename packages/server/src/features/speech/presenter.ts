import type {
  SpeechApiType,
  SpeechAudioType,
  SpeechChannel,
  SpeechImplementationType,
  SpeechSetting,
  Transcription,
  TranscriptionMode,
  TranscriptionState,
} from '@sentio/domain';
import type { SpeechSettingRow, TranscriptionRow } from './repository.js';

/** The public shape of a setting: the sealed key becomes `hasApiKey`, never a value. */
export function presentSetting(row: SpeechSettingRow): SpeechSetting {
  return {
    id: row.id,
    apiType: row.api_type as SpeechApiType,
    language: row.language,
    audioType: row.audio_type as SpeechAudioType | null,
    implementationType: row.implementation_type as SpeechImplementationType | null,
    modelType: row.model_type,
    initialPrompt: row.initial_prompt,
    modelName: row.model_name,
    customerChannel: row.customer_channel as SpeechChannel,
    agentChannel: row.agent_channel as SpeechChannel,
    normalisations: row.normalisations.map((n) => ({ text: n.text, target: n.target })),
    endpointUrl: row.endpoint_url,
    hasApiKey: row.api_key !== null,
    timeoutSeconds: row.timeout_seconds,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentTranscription(row: TranscriptionRow): Transcription {
  return {
    id: row.id,
    settingId: row.setting_id,
    state: row.state as TranscriptionState,
    messageCode: row.message_code,
    mode: row.mode as TranscriptionMode,
    fileNames: row.files.map((f) => f.fileName),
    callId: row.call.callId ?? null,
    agentName: row.call.agentName ?? null,
    channelCode: row.channel_code,
    documentId: row.document_id,
    turnCount: row.turn_count,
    duration: row.duration,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
