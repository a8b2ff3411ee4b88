import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

export interface StoredNormalisation {
  text: string;
  target: string;
}

export interface SpeechSettingTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  setting_key: string;
  api_type: string;
  language: string;
  audio_type: string | null;
  implementation_type: string | null;
  model_type: string | null;
  initial_prompt: string | null;
  model_name: string | null;
  customer_channel: string;
  agent_channel: string;
  normalisations: JsonDefault<StoredNormalisation[]>;
  endpoint_url: string;
  /** Sealed (platform/crypto/secret-box.ts). */
  api_key: string | null;
  timeout_seconds: number;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** One uploaded file of a transcription: `role` says whose voice it holds (`stereo`: both, split by channel). */
export interface StoredAudio {
  role: 'stereo' | 'customer' | 'agent';
  key: string;
  fileName: string;
  format: 'WAV' | 'MP3' | 'OGG';
  bytes: number;
}

/** The call fields given with an upload (contract/speech.ts `transcriptionFieldsSchema`, less channelCode). */
export interface StoredCallFields {
  callId?: string;
  agentId?: string;
  agentName?: string;
  customerName?: string;
  callStartedAt?: string;
  endedBy?: 'customer' | 'agent';
}

export interface SpeechTranscriptionTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  setting_id: string | null;
  state: Generated<string>;
  message_code: string | null;
  mode: string;
  files: JsonDefault<StoredAudio[]>;
  call: JsonDefault<StoredCallFields>;
  channel_code: string;
  document_id: string | null;
  turn_count: number | null;
  duration: number | null;
  created_by: string | null;
  created_at: Generated<Date>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export interface SpeechTables {
  speech_setting: SpeechSettingTable;
  speech_transcription: SpeechTranscriptionTable;
}
