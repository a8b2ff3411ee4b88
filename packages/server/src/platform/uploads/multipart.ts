import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, errors } from '../errors.js';
import { cleanText } from '../http/clean-strings.js';

export interface UploadedFile {
  fileName: string;
  data: Buffer;
  /** Text fields sent before the file part (multipart delivers fields in order; later ones are not read). */
  fields: Record<string, string>;
}

/** Default when the app registered no other limit; the app passes config UPLOAD_MAX_MB. */
export const defaultUploadMaxBytes = 50 * 1024 * 1024;

/**
 * The first file part of a multipart request, read into memory (uploads are parsed whole anyway). Over `maxBytes`:
 * 400 UPLOAD_TOO_LARGE; no file part, or not multipart at all: 400 FIELD_REQUIRED on `file`.
 *
 * The limit is judged after the whole part has been read, from the stream's `truncated` flag and the byte count,
 * never from an error raised while reading: busboy marks the stream truncated only when the byte past the limit
 * arrives, and when that byte comes in a chunk of its own (the limit falls on a chunk boundary — which depends on
 * how the network delivers the body, so it happens under load) nothing more is read after the flag is set, and a
 * check inside the read loop never sees it. See docs/ingestion.md (upload limits).
 */
export async function readUploadedFile(request: FastifyRequest, options: { maxBytes?: number } = {}): Promise<UploadedFile> {
  const maxBytes = options.maxBytes ?? defaultUploadMaxBytes;
  if (!request.isMultipart()) throw errors.badRequest('FIELD_REQUIRED', 'file');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw errors.badRequest('FIELD_REQUIRED', 'file');
  const data = await part.toBuffer();
  if (part.file.truncated || data.length > maxBytes) throw tooLarge(maxBytes);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first?.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
  }
  // The name is free text the client chose (stored and shown with the source): cleaned like any other.
  return { fileName: cleanText(part.filename), data, fields };
}

function tooLarge(maxBytes: number): AppError {
  return new AppError(400, 'ValidationException', 'UPLOAD_TOO_LARGE', {
    message: `The file is too large: at most ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
    fields: [{ field: 'file', messageCode: 'UPLOAD_TOO_LARGE', message: 'The file is too large.' }],
  });
}
