import type { fileUploadQuery } from '@sentio/domain';
import type { z } from 'zod';
import { AppError, errors } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { AppFileRepository } from './file-repository.js';
import type { ProjectScope } from './project-access.js';

/** Icons and channel images are small; a larger file is refused like a wrong type (FILE_IMAGE_REQUIRED). */
export const IMAGE_MAX_BYTES = 1024 * 1024;

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);

/**
 * The image type by its first bytes, not by the name or the browser's mime type. SVG is text that can carry
 * script: one with a script element, an event handler attribute or a javascript: URL is refused (our simple,
 * strict reading — icons need none of them).
 */
export function imageType(data: Buffer): string | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  const text = data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) {
    if (/<script/i.test(text) || /\son[a-z]+\s*=/i.test(text) || /javascript:/i.test(text) || /<foreignObject/i.test(text))
      return null;
    return 'image/svg+xml';
  }
  return null;
}

/** Uploaded images (analysis icons, channel images) and their delivery, within the session's workspace. */
export class ProjectFileService {
  constructor(
    private readonly repo: AppFileRepository,
    private readonly files: FileStore,
  ) {}

  /**
   * Stores an uploaded image. `read` gives the bytes of the request's file (the route reads the upload, capped at
   * IMAGE_MAX_BYTES); an image too large for that cap is refused like a wrong type.
   */
  async upload(scope: ProjectScope, query: z.output<typeof fileUploadQuery>, read: (maxBytes: number) => Promise<Buffer>) {
    let data: Buffer;
    try {
      data = await read(IMAGE_MAX_BYTES);
    } catch (e) {
      if (e instanceof AppError && e.messageCode === 'UPLOAD_TOO_LARGE') throw errors.badRequest('FILE_IMAGE_REQUIRED', 'file');
      throw e;
    }
    const contentType = data.length > 0 && data.length <= IMAGE_MAX_BYTES ? imageType(data) : null;
    if (!contentType) throw errors.badRequest('FILE_IMAGE_REQUIRED', 'file');
    const id = await this.repo.insertPending({
      workspaceId: scope.id,
      scope: query.scope,
      scopeId: query.scopeId,
      contentType,
      size: data.length,
      createdBy: scope.userId,
    });
    const key = `${scope.id}/files/${id}`;
    await this.files.put(key, data);
    await this.repo.setKey(id, key);
    return { id, ref: `file:${id}`, url: `/api/file/${id}`, contentType, size: data.length };
  }

  /** The image itself and its type, for the route to send. */
  async get(scope: ProjectScope, id: string): Promise<{ data: Buffer; contentType: string }> {
    const row = await this.repo.get(scope.id, id);
    const data = row ? await this.files.get(row.file_key) : null;
    if (!row || !data) throw errors.notFound('FILE_NOT_FOUND');
    return { data, contentType: row.content_type };
  }
}
