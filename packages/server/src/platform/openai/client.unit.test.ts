import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm/server.js';
import { OpenAiClient, OpenAiError, apiBase, type OpenAiTarget } from './client.js';

let llm: FakeLlm;
const client = new OpenAiClient();
const target = (over: Partial<OpenAiTarget> = {}): OpenAiTarget => ({
  baseUrl: llm.url,
  apiKey: 'sk-unit-1234',
  timeoutMs: 15_000,
  ...over,
});
const say = (model: string) => ({ model, messages: [{ role: 'user' as const, content: 'hello there' }], json: true });

const failureOf = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OpenAiError);
  return err as OpenAiError;
};

beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(async () => {
  await llm.close();
});

describe('OpenAiClient.chat', () => {
  it('posts the messages with the key, json response_format and temperature, and returns content, model and usage', async () => {
    const reply = await client.chat(target({ baseUrl: `${llm.url}/v1/` }), {
      ...say('fake-chat'),
      temperature: 0,
      maxTokens: 50,
    });
    expect(JSON.parse(reply.content)).toEqual({ ok: true });
    expect(reply.model).toBe('fake-chat');
    expect(reply.promptTokens).toBe(Math.ceil('hello there'.length / 4));
    expect(reply.completionTokens).toBe(Math.ceil(reply.content.length / 4));
    const sent = llm.requests.at(-1);
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer sk-unit-1234');
    expect(sent?.body).toMatchObject({
      model: 'fake-chat',
      temperature: 0,
      max_tokens: 50,
      response_format: { type: 'json_object' },
    });
  });

  it('sends no authorization header without a key and no response_format unless asked', async () => {
    await client.chat(target({ apiKey: null }), { model: 'fake-chat', messages: [{ role: 'user', content: 'hi' }] });
    const sent = llm.requests.at(-1);
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.body).not.toHaveProperty('response_format');
  });

  it('fails with TIMEOUT when the service does not answer in time', async () => {
    const err = await failureOf(client.chat(target({ timeoutMs: 200 }), say('fake-timeout')));
    expect(err.failure).toBe('TIMEOUT');
  });

  it('fails with ABORTED when the caller cancels', async () => {
    const err = await failureOf(client.chat(target(), say('fake-timeout'), AbortSignal.timeout(100)));
    expect(err.failure).toBe('ABORTED');
  });

  it('fails with HTTP and the status on 500 and 401, never with the key in the message', async () => {
    for (const [model, status] of [
      ['fake-500', 500],
      ['fake-401', 401],
    ] as const) {
      const err = await failureOf(client.chat(target(), say(model)));
      expect(err).toMatchObject({ failure: 'HTTP', status });
      expect(err.message).not.toContain('sk-unit-1234');
    }
  });

  it('fails with MALFORMED on a body that is not JSON or not a chat completion', async () => {
    expect((await failureOf(client.chat(target(), say('fake-malformed')))).failure).toBe('MALFORMED');
    llm.setResponder(() => 'not json at all');
    try {
      // A valid envelope with prose inside is the caller's to judge (parseJsonReply), not the client's.
      expect((await client.chat(target(), say('fake-chat'))).content).toBe('not json at all');
    } finally {
      llm.setResponder(null);
    }
  });

  it('fails with UNREACHABLE when nothing listens', async () => {
    const err = await failureOf(client.chat(target({ baseUrl: 'http://127.0.0.1:9' }), say('fake-chat')));
    expect(err.failure).toBe('UNREACHABLE');
  });
});

describe('OpenAiClient.embed', () => {
  it('posts the inputs and returns one vector per input in order, with the token count', async () => {
    const result = await client.embed(target(), 'fake-embed', ['late delivery', 'kind staff']);
    expect(result.vectors).toHaveLength(2);
    expect(result.vectors[0]).toHaveLength(16);
    expect(result.vectors[0]).not.toEqual(result.vectors[1]);
    expect(result.promptTokens).toBe(Math.ceil('late deliverykind staff'.length / 4));
    expect(llm.requests.at(-1)).toMatchObject({
      path: '/v1/embeddings',
      body: { model: 'fake-embed', input: ['late delivery', 'kind staff'] },
    });
  });

  it("has the chat call's failures", async () => {
    expect((await failureOf(client.embed(target(), 'fake-500', ['x']))).failure).toBe('HTTP');
    expect((await failureOf(client.embed(target(), 'fake-bad-json', ['x']))).failure).toBe('MALFORMED');
    expect((await failureOf(client.embed(target({ timeoutMs: 200 }), 'fake-timeout', ['x']))).failure).toBe('TIMEOUT');
  });
});

describe('apiBase', () => {
  it('tolerates a trailing slash and /v1', () => {
    expect(apiBase('http://h:1/v1/')).toBe('http://h:1');
    expect(apiBase('https://r.openai.azure.com/openai/v1')).toBe('https://r.openai.azure.com/openai');
  });
});
