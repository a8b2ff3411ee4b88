import { createServer, type Server } from 'node:http';
import { pingDatabase, type Db, type DatabaseKind } from '../db/database.js';

/**
 * A worker process serves no API, but an orchestrator still asks whether it is alive: `GET /api/health` answers
 * like the API's own health call (200 when the database answers, 503 when not), every other path 404. Plain
 * node:http: none of the API's plugins, routes or sessions are loaded for it.
 */
export async function listenHealthOnly(options: { db: Db; kind: DatabaseKind; port: number; host: string }): Promise<Server> {
  const server = createServer((req, res) => {
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    };
    const url = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || url !== '/api/health') return send(404, { code: 'ROUTE_NOT_FOUND' });
    pingDatabase(options.db).then(
      () => send(200, { status: 'ok', database: options.kind, role: 'worker' }),
      () => send(503, { code: 'SERVICE_UNAVAILABLE' }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
