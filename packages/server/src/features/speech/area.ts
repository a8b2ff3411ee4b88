import { speechEndpoints as e } from '@sentio/domain';
import { z } from 'zod';
import { openSecretBox } from '../../platform/crypto/secret-box.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import { defineJob } from '../../platform/jobs/queue.js';
import type { IngestService } from '../project-ingest/json-service.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { readAudioUpload } from './audio-upload.js';
import { OpenAiClient } from '../../platform/openai/client.js';
import { SpeechRepository } from './repository.js';
import { SpeechSettingService } from './setting-service.js';
import { TranscriptionService } from './transcription-service.js';

export interface SpeechServices {
  settings: SpeechSettingService;
  transcriptions: TranscriptionService;
}

/** `speech.transcribe`: one upload's transcription. Failures are the record's state (FAILED with a code), not retries. */
const defineTranscribeJob = (service: () => TranscriptionService) =>
  defineJob({
    name: 'speech.transcribe',
    payload: z.object({ workspaceId: z.uuid(), transcriptionId: z.uuid() }),
    retryLimit: 0,
    // The longest a setting may wait for each channel (3,600 s) plus the ingest.
    expireInSeconds: 3 * 3600,
    concurrency: 2,
    handler: async (p, ctx) => {
      await service().run(p.workspaceId, p.transcriptionId, ctx.signal);
    },
  });

/**
 * Speech (docs/speech.md): the analysis's speech settings and the transcription of uploaded calls into its dialogues.
 * `ingest` is read when a job runs, so the area can be built before the ingest area.
 */
export function speechArea(
  deps: ProjectAreaDeps,
  ingest: () => Pick<IngestService, 'upload'>,
  client: OpenAiClient = new OpenAiClient(),
): { routes: RouteDef[]; services: SpeechServices } {
  const box = openSecretBox(deps.config);
  const repo = new SpeechRepository(deps.db);
  const settings = new SpeechSettingService(deps.access, repo, box, deps.config.speech.normalisationLimit);
  const job = defineTranscribeJob(() => transcriptions);
  const transcriptions = new TranscriptionService({
    access: deps.access,
    repo,
    files: deps.files,
    box,
    client,
    ingest,
    queue: async (workspaceId, transcriptionId) => {
      await deps.jobs.send(job, { workspaceId, transcriptionId });
    },
    log: deps.log,
  });
  deps.jobs.register(job);
  const maxBytes = deps.config.uploadMaxBytes;
  return {
    routes: [
      route(e.speechSettingList, ({ auth, params }) => settings.list(s(auth), params.code)),
      route(e.speechSettingCreate, ({ auth, params, body }) => settings.create(s(auth), params.code, body)),
      route(e.speechSettingUpdate, ({ auth, params, body }) => settings.update(s(auth), params.code, params.id, body)),
      route(e.speechSettingDelete, async ({ auth, params }) => {
        await settings.delete(s(auth), params.code, params.id);
        return { ok: true as const };
      }),
      route(e.speechTranscribe, ({ auth, params, reply }) =>
        transcriptions.transcribe(s(auth), params.code, params.id, () => readAudioUpload(reply.request, maxBytes)),
      ),
      route(e.speechTranscriptions, ({ auth, params, query }) => transcriptions.recent(s(auth), params.code, query.size)),
    ],
    services: { settings, transcriptions },
  };
}
