import type { fileUploadQuery } from '@sentio/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { AppError, errors } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { readUploadedFile } from '../../platform/uploads/multipart.js';
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
  const text = data.toString('utf8').replace(/^\uFEFF/, '').trimStart();
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
    private readonly db: Db,
    private readonly files: FileStore,
  ) {}

  async upload(scope: ProjectScope, query: z.output<typeof fileUploadQuery>, request: FastifyRequest) {
    let data: Buffer;
    try {
      ({ data } = await readUploadedFile(request, { maxBytes: IMAGE_MAX_BYTES }));
    } catch (e) {
      if (e instanceof AppError && e.messageCode === 'UPLOAD_TOO_LARGE') throw errors.badRequest('FILE_IMAGE_REQUIRED', 'file');
      throw e;
    }
    const contentType = data.length > 0 && data.length <= IMAGE_MAX_BYTES ? imageType(data) : null;
    if (!contentType) throw errors.badRequest('FILE_IMAGE_REQUIRED', 'file');
    const row = await this.db
      .insertInto('app_file')
      .values({
        workspace_id: scope.id,
        scope: query.scope,
        scope_id: query.scopeId,
        file_key: 'pending',
        content_type: contentType,
        size: data.length,
        created_by: scope.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = `${scope.id}/files/${row.id}`;
    await this.files.put(key, data);
    await this.db.updateTable('app_file').set({ file_key: key }).where('id', '=', row.id).execute();
    return { id: row.id, ref: `file:${row.id}`, url: `/api/file/${row.id}`, contentType, size: data.length };
  }

  /** Sends the image itself; ids are unguessable and files never change, so browsers may cache them long. */
  async send(scope: ProjectScope, id: string, reply: FastifyReply): Promise<string> {
    const row = await this.db
      .selectFrom('app_file')
      .selectAll()
      .where('workspace_id', '=', scope.id)
      .where('id', '=', id)
      .executeTakeFirst();
    const data = row ? await this.files.get(row.file_key) : null;
    if (!row || !data) throw errors.notFound('FILE_NOT_FOUND');
    await reply
      .type(row.content_type)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(data);
    return '';
  }
}
