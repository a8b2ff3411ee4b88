import type { FastifyReply } from 'fastify';

/**
 * `Content-Disposition` for a file name in any script (RFC 6266): an ASCII `filename` for old clients and a
 * percent-encoded UTF-8 `filename*` that current browsers prefer. A raw non-ASCII name in a header is refused by
 * Node (ERR_INVALID_CHAR), which would turn a Turkish file name into a 500.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Answers with a file instead of the JSON envelope; the route helper sees the reply was sent and leaves it.
 */
export async function sendDownload(reply: FastifyReply, fileName: string, mime: string, body: string | Buffer): Promise<void> {
  await reply.type(mime).header('content-disposition', contentDisposition(fileName)).send(body);
}
