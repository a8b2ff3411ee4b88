import type { FastifyInstance } from 'fastify';
import { errors } from '../errors.js';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * `/api/docs`: Swagger UI from the swagger-ui-dist package (no CDN: installations are often offline), reading
 * `/api/openapi.json`. The initialiser is a file, not an inline script, so the CSP can forbid inline scripts.
 */
export function registerDocs(app: FastifyInstance, openapi: unknown): void {
  const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const assets: Record<string, string> = {
    'swagger-ui.css': 'text/css; charset=utf-8',
    'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  };
  app.get('/api/openapi.json', async (_req, reply) => reply.send(openapi));
  app.get('/api/docs', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(`<!doctype html><html><head><meta charset="utf-8"><title>Sentio API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head><body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`),
  );
  app.get('/api/docs/init.js', async (_req, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .send(`window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });`),
  );
  app.get<{ Params: { file: string } }>('/api/docs/:file', async (req, reply) => {
    const type = assets[req.params.file];
    if (!type) return reply.code(404).send(errors.notFound().toBody());
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .send(await readFile(path.join(dist, req.params.file)));
  });
}
