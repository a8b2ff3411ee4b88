import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, errors } from '../errors.js';

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
 * In a route handler the request is `reply.request`.
 */
export async function readUploadedFile(request: FastifyRequest, options: { maxBytes?: number } = {}): Promise<UploadedFile> {
  const maxBytes = options.maxBytes ?? defaultUploadMaxBytes;
  if (!request.isMultipart()) throw errors.badRequest('FIELD_REQUIRED', 'file');
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: true });
    if (!part) throw errors.badRequest('FIELD_REQUIRED', 'file');
    const data = await part.toBuffer();
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (first?.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
    }
    return { fileName: part.filename, data, fields };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isFastifyError(err, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new AppError(400, 'ValidationException', 'UPLOAD_TOO_LARGE', {
        message: `The file is too large: at most ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
        fields: [{ field: 'file', messageCode: 'UPLOAD_TOO_LARGE', message: 'The file is too large.' }],
        cause: err,
      });
    }
    throw err;
  }
}

function isFastifyError(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}
