import { z } from 'zod';
import { okResponse } from './common.js';
import { endpoint } from './endpoint.js';
import { projectCodeParam } from './project.js';
import {
  speechSettingParams,
  speechSettingSaveBody,
  speechSettingSchema,
  transcriptionSchema,
  transcriptionsQuery,
} from './speech.js';

const tag = 'speech';

/** Speech settings of an analysis and the transcription of uploaded calls (docs/speech.md). */
export const speechEndpoints = {
  speechSettingList: endpoint({
    method: 'GET',
    path: '/api/project/:code/speech',
    permission: 'PROJECT/READ',
    tag,
    summary: 'Speech settings of the analysis (the API key is never returned, only whether one is set)',
    params: projectCodeParam,
    response: z.array(speechSettingSchema),
  }),
  speechSettingCreate: endpoint({
    method: 'POST',
    path: '/api/project/:code/speech',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Add a speech setting; channels different, no duplicate (api type and language), normalisations within the limit',
    params: projectCodeParam,
    body: speechSettingSaveBody,
    response: speechSettingSchema,
  }),
  speechSettingUpdate: endpoint({
    method: 'PUT',
    path: '/api/project/:code/speech/:id',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Change a speech setting; an absent or null apiKey keeps the stored one, an empty one removes it',
    params: speechSettingParams,
    body: speechSettingSaveBody,
    response: speechSettingSchema,
  }),
  speechSettingDelete: endpoint({
    method: 'DELETE',
    path: '/api/project/:code/speech/:id',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Remove a speech setting (its transcriptions stay, without it)',
    params: speechSettingParams,
    response: okResponse,
  }),
  speechTranscribe: endpoint({
    method: 'POST',
    path: '/api/project/:code/speech/:id/transcribe',
    permission: 'PROJECT/UPLOAD',
    tag,
    summary:
      'Upload a call (multipart: "file" = one stereo WAV, or "customer" + "agent" = WAV/MP3/OGG each, plus optional call ' +
      'fields) and queue its transcription into a timed dialogue of the analysis',
    params: speechSettingParams,
    response: transcriptionSchema,
  }),
  speechTranscriptions: endpoint({
    method: 'GET',
    path: '/api/project/:code/speech/transcriptions',
    permission: 'PROJECT/READ',
    tag,
    summary: 'Recent transcriptions of the analysis, newest first, with their state and stored dialogue',
    params: projectCodeParam,
    query: transcriptionsQuery,
    response: z.array(transcriptionSchema),
  }),
};
