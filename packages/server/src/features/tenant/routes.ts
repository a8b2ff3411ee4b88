import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';

/**
 * `GET /tenant-config.json`: the operator's file of per-host branding (keyed by host). The web merges the
 * entry of its host over the defaults; here it is served as it is, or `{}` when there is none. A broken file
 * is served as `{}` and logged, so a typo never takes the UI down.
 */
export function registerTenantConfig(app: FastifyInstance, file: string): void {
  app.get('/tenant-config.json', async (_request, reply) => {
    let body: unknown = {};
    try {
      body = JSON.parse(await readFile(file, 'utf8'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
        app.log.warn({ err, file }, 'tenant configuration unreadable; serving defaults');
    }
    return reply.header('cache-control', 'no-cache').send(body);
  });
}
