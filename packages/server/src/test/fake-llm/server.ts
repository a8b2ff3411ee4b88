import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultResponder, fakeEmbedding, text, tokensOf, type FakeChatMessage, type FakeResponder } from './responder.js';

export { defaultResponder, fakeEmbedding, occurrence } from './responder.js';
export type { FakeChatCall, FakeChatMessage, FakeResponder } from './responder.js';

/**
 * A local LLM speaking the OpenAI-compatible protocol (`POST /v1/chat/completions`, `POST /v1/embeddings`,
 * `GET /v1/models`) for the API tests and the browser flows: no test needs the internet or a GPU
 * (docs/ai-provider.md "The fake server"). Only node:http, so vitest and Playwright specs load it alike.
 *
 * The request's `model` chooses a failure: `fake-timeout` never answers, `fake-500` and `fake-401` answer that
 * status, `fake-malformed` a body that is not JSON, `fake-bad-json` a valid envelope whose content is not JSON.
 * Any other model gets the responder's answer (a string as it is, anything else as JSON).
 */

export interface FakeLlmRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeLlm {
  /** `http://127.0.0.1:<port>`: the base address to configure. */
  url: string;
  /** Every request received, oldest first. */
  requests: FakeLlmRequest[];
  /** Replaces the responder of the next chat calls; null restores the default. */
  setResponder(responder: FakeResponder | null): void;
  close(): Promise<void>;
}

const failures = new Set(['fake-timeout', 'fake-500', 'fake-401', 'fake-malformed', 'fake-bad-json']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const messagesOf = (body: Record<string, unknown>): FakeChatMessage[] =>
  Array.isArray(body.messages)
    ? body.messages.filter(isRecord).map((m) => ({ role: text(m.role), content: text(m.content) }))
    : [];

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** Answers a failure model; true when it did (or, for `fake-timeout`, when it decided never to). */
function fail(model: string, res: ServerResponse, envelope: () => unknown): boolean {
  if (!failures.has(model)) return false;
  if (model === 'fake-timeout') return true;
  if (model === 'fake-500') send(res, 500, { error: { message: 'the fake server failed on purpose' } });
  else if (model === 'fake-401') send(res, 401, { error: { message: 'invalid api key' } });
  else if (model === 'fake-malformed') res.writeHead(200, { 'content-type': 'text/plain' }).end('this is not JSON');
  else send(res, 200, envelope());
  return true;
}

async function chat(body: Record<string, unknown>, responder: FakeResponder, res: ServerResponse): Promise<void> {
  const model = text(body.model);
  const messages = messagesOf(body);
  const envelope = (content: string) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: {
      prompt_tokens: tokensOf(messages.reduce((n, m) => n + m.content.length, 0)),
      completion_tokens: tokensOf(content.length),
      total_tokens: tokensOf(messages.reduce((n, m) => n + m.content.length, 0)) + tokensOf(content.length),
    },
  });
  if (fail(model, res, () => envelope('Sure! Here is what I found, in prose rather than JSON.'))) return;
  const lastUser = messages.filter((m) => m.role === 'user').at(-1);
  const format = body.response_format;
  const json = isRecord(format) && format.type === 'json_object';
  const answer: unknown = await responder({ model, messages, task: lastUser ? parseJson(lastUser.content) : null, json });
  send(res, 200, envelope(typeof answer === 'string' ? answer : JSON.stringify(answer)));
}

function embeddings(body: Record<string, unknown>, res: ServerResponse): void {
  const model = text(body.model);
  const input = Array.isArray(body.input) ? body.input.map(text) : [text(body.input)];
  const chars = input.reduce((n, s) => n + s.length, 0);
  const envelope = () => ({
    object: 'list',
    model,
    data: input.map((s, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(s) })),
    usage: { prompt_tokens: tokensOf(chars), total_tokens: tokensOf(chars) },
  });
  if (fail(model, res, () => ({ object: 'list', model, data: 'not a list' }))) return;
  send(res, 200, envelope());
}

/** Starts the fake server on `127.0.0.1` (`port` 0 or absent: any free port). */
export async function startFakeLlm(options: { port?: number } = {}): Promise<FakeLlm> {
  let responder: FakeResponder = defaultResponder;
  const requests: FakeLlmRequest[] = [];
  const held = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    held.add(res);
    res.on('close', () => held.delete(res));
    void readBody(req).then(async (raw) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const body = parseJson(raw);
      requests.push({ path, headers: req.headers, body });
      if (req.method === 'GET' && path === '/v1/models') {
        send(res, 200, {
          object: 'list',
          data: [
            { id: 'fake-chat', object: 'model' },
            { id: 'fake-embed', object: 'model' },
          ],
        });
      } else if (req.method !== 'POST' || !isRecord(body)) {
        send(res, 404, { error: { message: 'not found' } });
      } else if (path === '/v1/chat/completions') {
        await chat(body, responder, res).catch((err: unknown) => {
          send(res, 500, { error: { message: err instanceof Error ? err.message : 'the responder failed' } });
        });
      } else if (path === '/v1/embeddings') {
        embeddings(body, res);
      } else {
        send(res, 404, { error: { message: 'not found' } });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setResponder: (next) => {
      responder = next ?? defaultResponder;
    },
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
