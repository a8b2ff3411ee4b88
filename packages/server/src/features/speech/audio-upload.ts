import type {} from '@fastify/multipart';
import {
  defaultMessages,
  transcriptionFieldsSchema,
  type FieldError,
  type TranscriptionFields,
  type TranscriptionMode,
} from '@sentio/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, errors } from '../../platform/errors.js';
import { cleanText } from '../../platform/http/clean-strings.js';
import { fieldErrors } from '../../platform/http/validation.js';
import { readWav, sniffAudio, type AudioFormat } from './audio.js';

export interface AudioPart {
  role: 'stereo' | 'customer' | 'agent';
  fileName: string;
  format: AudioFormat;
  data: Buffer;
}

export interface AudioUpload {
  mode: TranscriptionMode;
  files: AudioPart[];
  fields: TranscriptionFields;
}

const fileRoles = { file: 'stereo', customer: 'customer', agent: 'agent' } as const;
type FilePart = keyof typeof fileRoles;
const isFilePart = (name: string): name is FilePart => name in fileRoles;

const refuse = (field: string, code: 'AUDIO_TYPE_UNSUPPORTED' | 'AUDIO_NOT_STEREO_WAV' | 'FIELD_REQUIRED' | 'FIELD_INVALID') =>
  errors.badRequest(code, field);

/**
 * The audio of a transcription request (docs/speech.md "Uploading a call"): multipart with either `file` — one stereo
 * WAV, split later by the setting's channels — or `customer` and `agent`, a WAV, MP3 or OGG each; plus the optional
 * call fields as text parts. Formats are judged by the bytes. A file over `maxBytes` is UPLOAD_TOO_LARGE.
 */
export async function readAudioUpload(request: FastifyRequest, maxBytes: number): Promise<AudioUpload> {
  if (!request.isMultipart()) throw refuse('file', 'FIELD_REQUIRED');
  const given = new Map<FilePart, { fileName: string; data: Buffer }>();
  const texts: Record<string, string> = {};
  const unknown: FieldError[] = [];
  // throwFileSizeLimit is read by @fastify/multipart for every file part, though its typings list it for file() only.
  const options = { limits: { files: 2, fileSize: maxBytes, fields: 20 }, throwFileSizeLimit: false };
  for await (const part of request.parts(options)) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > maxBytes) throw tooLarge(part.fieldname, maxBytes);
      if (isFilePart(part.fieldname) && !given.has(part.fieldname))
        given.set(part.fieldname, { fileName: cleanText(part.filename), data });
      else unknown.push(unknownField(part.fieldname));
    } else if (typeof part.value === 'string') texts[part.fieldname] = cleanText(part.value);
  }
  const parsed = transcriptionFieldsSchema.safeParse(
    Object.fromEntries(Object.entries(texts).filter(([, v]) => v.trim() !== '')),
    { reportInput: true },
  );
  const problems = [...unknown, ...(parsed.success ? [] : fieldErrors(parsed.error))];
  if (problems.length > 0) throw errors.validation(problems);
  const fields = parsed.success ? parsed.data : {};

  const stereo = given.get('file');
  if (stereo) {
    if (given.has('customer') || given.has('agent')) throw refuse('file', 'FIELD_INVALID');
    const format = sniffAudio(stereo.data);
    if (format === null) throw refuse('file', 'AUDIO_TYPE_UNSUPPORTED');
    // MP3 and OGG cannot be split by channel without a decoder; a mono WAV has nothing to split.
    if (format !== 'WAV') throw refuse('file', 'AUDIO_NOT_STEREO_WAV');
    const wav = readWav(stereo.data);
    if (!wav) throw refuse('file', 'AUDIO_TYPE_UNSUPPORTED');
    if (wav.channels !== 2) throw refuse('file', 'AUDIO_NOT_STEREO_WAV');
    return { mode: 'STEREO', files: [{ role: 'stereo', format, ...stereo }], fields };
  }
  const files: AudioPart[] = [];
  const missing: FieldError[] = [];
  for (const role of ['customer', 'agent'] as const) {
    const file = given.get(role);
    if (!file) {
      missing.push({
        field: given.size === 0 ? 'file' : role,
        messageCode: 'FIELD_REQUIRED',
        message: defaultMessages.FIELD_REQUIRED,
      });
      continue;
    }
    const format = sniffAudio(file.data);
    if (format === null) throw refuse(role, 'AUDIO_TYPE_UNSUPPORTED');
    files.push({ role, format, ...file });
  }
  if (missing.length > 0) throw errors.validation(given.size === 0 ? missing.slice(0, 1) : missing);
  return { mode: 'SEPARATE_FILES', files, fields };
}

const unknownField = (field: string): FieldError => ({
  field,
  messageCode: 'FIELD_UNKNOWN',
  message: defaultMessages.FIELD_UNKNOWN,
});

function tooLarge(field: string, maxBytes: number): AppError {
  return new AppError(400, 'ValidationException', 'UPLOAD_TOO_LARGE', {
    message: `The file is too large: at most ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
    fields: [{ field, messageCode: 'UPLOAD_TOO_LARGE', message: defaultMessages.UPLOAD_TOO_LARGE }],
  });
}
