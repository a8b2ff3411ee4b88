import { endpoints, type CallbackBody } from '@sentio/domain';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client, TestApp } from '../../test/harness.js';
import { CHANNEL } from '../project-ingest/test-support.js';

/** What the receiver does with the next request: answer 200, answer a status, or never answer (a timeout). */
export type Reply = 'ok' | 'hang' | number;

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on localhost, started by the test: it records every request and answers from a script (then
 * 200). `/token` is an OAuth2 token endpoint that counts its calls.
 */
export class Receiver {
  readonly received: Received[] = [];
  readonly tokenRequests: string[] = [];
  private script: Reply[] = [];
  private tokenSerial = 0;
  private readonly hung: (() => void)[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (req.url === '/token') {
          this.tokenRequests.push(body);
          this.tokenSerial += 1;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ access_token: `tok-${this.tokenSerial}`, token_type: 'Bearer', expires_in: 3600 }));
          return;
        }
        this.received.push({ path: req.url ?? '', headers: req.headers, body });
        const reply = this.script.shift() ?? 'ok';
        if (reply === 'hang') {
          this.hung.push(() => res.destroy());
          return;
        }
        res.writeHead(reply === 'ok' ? 200 : reply, { 'content-type': 'text/plain' });
        res.end(reply === 'ok' ? 'thanks' : 'no');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The next requests' answers, in order. */
  plan(...replies: Reply[]): void {
    this.script = replies;
  }

  reset(): void {
    this.received.length = 0;
    this.tokenRequests.length = 0;
    this.script = [];
  }

  async stop(): Promise<void> {
    for (const h of this.hung.splice(0)) h();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export const callbackBodyFor = (url: string, over: Partial<CallbackBody> = {}): CallbackBody => ({
  enabled: true,
  dataType: 'ALL',
  url,
  authType: 'NONE',
  ...over,
});

/** Pushes documents through the analysis's JSON call (they are classified on the way in). */
export async function pushDocuments(client: Client, code: string, ids: readonly string[]): Promise<void> {
  await client.call(endpoints.jsonIngest, {
    params: { code },
    body: {
      channelCode: CHANNEL,
      documents: ids.map((id) => ({
        id,
        text: `The parcel ${id} arrived late and the courier was rude`,
        date: '2026-11-20T10:00:00Z',
      })),
    },
  });
}

export const drainDeliveries = (t: Pick<TestApp, 'app'>) =>
  t.app.services.jobs.drain({ names: ['callbacks.deliver', 'callbacks.sweep'], timeoutMs: 30_000 });
