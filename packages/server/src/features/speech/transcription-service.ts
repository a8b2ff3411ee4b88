import type { MessageCode, ProjectJsonDocument, Transcription } from '@sentio/domain';
import { randomUUID } from 'node:crypto';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { StoredAudio } from '../../platform/db/schema-speech.js';
import { AppError, errors } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { IngestService } from '../project-ingest/json-service.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import { audioExtension, audioMime, splitStereoWav, type AudioFormat } from './audio.js';
import type { AudioUpload } from './audio-upload.js';
import { mergeChannels, normaliser } from './dialogue.js';
import { OpenAiError, type OpenAiClient, type OpenAiTarget, type Transcript } from '../../platform/openai/client.js';
import { presentTranscription } from './presenter.js';
import type { SpeechRepository, SpeechSettingRow, TranscriptionRow } from './repository.js';

/** Uploaded audio is kept this long (a failed transcription can be looked into), then `files.cleanup` removes it. */
export const AUDIO_KEEP_DAYS = 7;

/** Sends the transcription job of a record. */
export type QueueTranscription = (workspaceId: string, transcriptionId: string) => Promise<void>;

/** A failure the record keeps: its message code. */
class TranscriptionFailure extends Error {
  constructor(readonly code: MessageCode) {
    super(code);
  }
}

interface ChannelAudio {
  data: Buffer;
  format: AudioFormat;
  fileName: string;
}

/**
 * Transcription of uploaded calls (docs/speech.md "From audio to a dialogue"): the upload is checked and stored and a
 * QUEUED record written; the job sends each speaker's audio to the setting's service, merges the timed segments into
 * turns, applies the normalisations and ingests the dialogue through the analysis's JSON ingest — so it is classified
 * and scored like any other. The record ends DONE with its document, or FAILED with a message code.
 */
export class TranscriptionService {
  constructor(
    private readonly deps: {
      access: ProjectAccess;
      repo: SpeechRepository;
      files: FileStore;
      box: SecretBox;
      client: OpenAiClient;
      ingest: () => Pick<IngestService, 'upload'>;
      queue: QueueTranscription;
      log: { error(obj: object, msg: string): void };
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async transcribe(
    scope: ProjectScope,
    code: string,
    settingId: string,
    read: () => Promise<AudioUpload>,
  ): Promise<Transcription> {
    const { access, repo, files } = this.deps;
    const project = await access.require(scope, code);
    if (project.data_type !== 'DIALOGUE') throw errors.badRequest('SPEECH_DIALOGUE_ONLY');
    const setting = await repo.setting(project.workspace_id, project.id, settingId);
    if (!setting) throw errors.notFound('SPEECH_SETTING_NOT_FOUND');
    if (setting.endpoint_url === '') throw errors.badRequest('SPEECH_ENDPOINT_NOT_SET', 'endpointUrl');
    const upload = await read();
    const channels = await access.channelCodes(project);
    const channelCode = upload.fields.channelCode ?? channels[0];
    if (!channelCode || !channels.includes(channelCode)) throw errors.badRequest('ANALYSIS_CHANNEL_UNKNOWN', 'channelCode');

    const id = randomUUID();
    const expires = new Date(this.now().getTime() + AUDIO_KEEP_DAYS * 86_400_000);
    const stored: StoredAudio[] = [];
    for (const f of upload.files) {
      const key = `${project.workspace_id}/speech/${project.id}/${id}/${f.role}.${audioExtension[f.format]}`;
      await files.putExpiring(key, project.workspace_id, f.data, expires);
      stored.push({ role: f.role, key, fileName: f.fileName, format: f.format, bytes: f.data.length });
    }
    const { channelCode: _channel, ...call } = upload.fields;
    const row = await repo.insertTranscription(project, {
      id,
      setting_id: setting.id,
      mode: upload.mode,
      files: JSON.stringify(stored),
      call: JSON.stringify(call),
      channel_code: channelCode,
      created_by: scope.userId,
    });
    await this.deps.queue(project.workspace_id, id);
    return presentTranscription(row);
  }

  async recent(scope: ProjectScope, code: string, size: number): Promise<Transcription[]> {
    const project = await this.deps.access.require(scope, code);
    return (await this.deps.repo.recentTranscriptions(project, size)).map(presentTranscription);
  }

  /** The job's work: one record from QUEUED (or a RUNNING one a stopped process left) to DONE or FAILED. */
  async run(workspaceId: string, id: string, signal: AbortSignal): Promise<void> {
    const { repo, log } = this.deps;
    const row = await repo.transcription(workspaceId, id);
    if (!row || (row.state !== 'QUEUED' && row.state !== 'RUNNING')) return;
    await repo.changeTranscription(workspaceId, id, { state: 'RUNNING', started_at: this.now(), message_code: null });
    try {
      const done = await this.process(row, signal);
      await repo.changeTranscription(workspaceId, id, { state: 'DONE', finished_at: this.now(), ...done });
    } catch (err) {
      if (err instanceof OpenAiError && err.failure === 'ABORTED') throw err;
      const code = failureCode(err);
      if (code === 'INTERNAL_ERROR') log.error({ err, transcriptionId: id }, 'transcription failed');
      await repo.changeTranscription(workspaceId, id, { state: 'FAILED', message_code: code, finished_at: this.now() });
    }
  }

  private async process(row: TranscriptionRow, signal: AbortSignal) {
    const { repo, box, client } = this.deps;
    const setting = row.setting_id ? await repo.setting(row.workspace_id, row.project_id, row.setting_id) : undefined;
    const project = await this.deps.access.byId(row.workspace_id, row.project_id);
    if (!setting || !project) throw new TranscriptionFailure('SPEECH_SETTING_NOT_FOUND');
    const audio = await this.channelAudio(row, setting);
    const target: OpenAiTarget = {
      baseUrl: setting.endpoint_url,
      apiKey: setting.api_key ? box.open(setting.api_key) : null,
      timeoutMs: setting.timeout_seconds * 1000,
    };
    const ask = (a: ChannelAudio): Promise<Transcript> =>
      client.transcribe(
        target,
        {
          file: a.data,
          fileName: a.fileName,
          mimeType: audioMime[a.format],
          model: setting.model_name,
          language: setting.language,
          prompt: setting.initial_prompt,
        },
        signal,
      );
    const [customer, agent] = await Promise.all([ask(audio.customer), ask(audio.agent)]);
    const normalise = normaliser(setting.normalisations);
    const turns = mergeChannels(customer.segments, agent.segments)
      .map((t) => ({ ...t, text: normalise(t.text) }))
      .filter((t) => t.text !== '');
    if (turns.length === 0) throw new TranscriptionFailure('DOCUMENT_CONTENT_REQUIRED');
    const durations = [audio.seconds, customer.duration, agent.duration].filter((d): d is number => d !== null);
    const duration = durations.length > 0 ? Math.round(Math.max(...durations) * 100) / 100 : null;
    const externalId = row.call.callId ?? `speech-${row.id}`;
    const document: ProjectJsonDocument = {
      id: externalId,
      turns: turns.map((t) => ({ speaker: t.speaker, text: t.text, start: t.start, end: t.end })),
      date: row.call.callStartedAt ?? row.created_at.toISOString(),
      ...row.call,
      ...(duration !== null ? { duration } : {}),
    };
    // The job acts for the uploader, whose access to the analysis was checked when the audio came in.
    const scope: ProjectScope = {
      id: row.workspace_id,
      code: '',
      name: '',
      accountId: '',
      role: 'ADMIN',
      permissions: ['APPLICATION/ADMIN'],
      userId: row.created_by ?? '',
    };
    await this.deps.ingest().upload(scope, project.code, row.channel_code, [document]);
    return {
      document_id: await repo.documentId(row.workspace_id, row.project_id, externalId),
      turn_count: turns.length,
      duration: duration ?? turns.at(-1)?.end ?? null,
    };
  }

  /** Each speaker's audio: the stored files, or the two channels of the stereo WAV as the setting assigns them. */
  private async channelAudio(row: TranscriptionRow, setting: SpeechSettingRow) {
    const read = async (f: StoredAudio): Promise<Buffer> => {
      const data = await this.deps.files.get(f.key);
      if (!data) throw new TranscriptionFailure('AUDIO_FILE_NOT_FOUND');
      return data;
    };
    const stereo = row.files.find((f) => f.role === 'stereo');
    if (stereo) {
      const split = splitStereoWav(await read(stereo));
      if (!split) throw new TranscriptionFailure('AUDIO_NOT_STEREO_WAV');
      const side = (channel: string): ChannelAudio => ({
        data: channel === 'LEFT' ? split.left : split.right,
        format: 'WAV',
        fileName: `${channel.toLowerCase()}.wav`,
      });
      return { customer: side(setting.customer_channel), agent: side(setting.agent_channel), seconds: split.seconds };
    }
    const one = async (role: 'customer' | 'agent'): Promise<ChannelAudio> => {
      const f = row.files.find((x) => x.role === role);
      if (!f) throw new TranscriptionFailure('AUDIO_FILE_NOT_FOUND');
      return { data: await read(f), format: f.format, fileName: `${role}.${audioExtension[f.format]}` };
    };
    return { customer: await one('customer'), agent: await one('agent'), seconds: null };
  }
}

/** The record's message code of a failure: the service's, the ingest's refusal, or INTERNAL_ERROR. */
function failureCode(err: unknown): MessageCode {
  if (err instanceof TranscriptionFailure) return err.code;
  if (err instanceof OpenAiError) return err.failure === 'TIMEOUT' ? 'AUDIO_TIMED_OUT' : 'SPEECH_SERVICE_FAILED';
  if (err instanceof AppError) return err.fields?.[0]?.messageCode ?? err.messageCode;
  return 'INTERNAL_ERROR';
}
