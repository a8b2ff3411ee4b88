import { z } from 'zod';

/**
 * The one client of the OpenAI-compatible HTTP protocol: whisper servers (docs/speech.md "The service"), chat and
 * embedding servers (docs/ai-provider.md: Ollama, vLLM, llama.cpp's server, OpenAI, Azure OpenAI) and OpenAI itself
 * speak it. Each call has its own timeout, a bearer key when one is set, and fails with an `OpenAiError` saying what
 * went wrong — never with the key in it.
 */

export type OpenAiFailure = 'TIMEOUT' | 'HTTP' | 'MALFORMED' | 'UNREACHABLE' | 'ABORTED';

export class OpenAiError extends Error {
  constructor(
    readonly failure: OpenAiFailure,
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OpenAiError';
  }
}

export interface OpenAiTarget {
  /** The base address, e.g. `http://localhost:8000`; a trailing `/` or `/v1` is tolerated. */
  baseUrl: string;
  apiKey: string | null;
  timeoutMs: number;
}

export interface TranscriptionRequest {
  file: Buffer;
  fileName: string;
  mimeType: string;
  model: string | null;
  language: string | null;
  prompt: string | null;
}

const segmentSchema = z.object({ start: z.number(), end: z.number(), text: z.string() });
const verboseJson = z.object({
  text: z.string().optional(),
  duration: z.number().optional(),
  segments: z.array(segmentSchema).optional(),
});
export type TranscriptSegment = z.infer<typeof segmentSchema>;
export interface Transcript {
  segments: TranscriptSegment[];
  /** Seconds of audio, when the service says. */
  duration: number | null;
}

export interface ChatCompletionRequest {
  model: string;
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
  /** Asks for `response_format: {type: "json_object"}`. */
  json?: boolean;
  temperature?: number;
  maxTokens?: number;
}

export interface ChatCompletion {
  content: string;
  /** The model that answered (the service's name for it), else the one asked for. */
  model: string;
  /** The service's counts; null when it did not say. */
  promptTokens: number | null;
  completionTokens: number | null;
}

const chatSchema = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
  usage: z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() }).nullable().optional(),
});

export interface Embeddings {
  /** One vector per input, in the inputs' order. */
  vectors: number[][];
  promptTokens: number | null;
}

const embeddingSchema = z.object({
  data: z.array(z.object({ embedding: z.array(z.number()), index: z.number().int().optional() })),
  usage: z.object({ prompt_tokens: z.number().optional() }).nullable().optional(),
});

/** `http://host:8000/`, `http://host:8000/v1` and `http://host:8000` all mean the same service. */
export const apiBase = (baseUrl: string): string => baseUrl.trim().replace(/\/+$/, '').replace(/\/v1$/i, '');

export class OpenAiClient {
  constructor(private readonly fetchFn: typeof fetch = fetch) {}

  /**
   * `POST /v1/audio/transcriptions` with `response_format=verbose_json` and segment timestamps: the segments of the
   * file, in the service's order. An answer without segments but with text is one segment over the whole file.
   */
  async transcribe(target: OpenAiTarget, request: TranscriptionRequest, signal?: AbortSignal): Promise<Transcript> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(request.file)], { type: request.mimeType }), request.fileName);
    if (request.model) form.append('model', request.model);
    if (request.language) form.append('language', request.language);
    if (request.prompt) form.append('prompt', request.prompt);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'segment');
    const body = await this.post(target, '/v1/audio/transcriptions', form, signal);
    const parsed = verboseJson.safeParse(body);
    if (!parsed.success) throw new OpenAiError('MALFORMED', 'the answer is not a verbose_json transcription');
    const { segments, text, duration } = parsed.data;
    if (segments) return { segments, duration: duration ?? null };
    return { segments: text?.trim() ? [{ start: 0, end: duration ?? 0, text }] : [], duration: duration ?? null };
  }

  /**
   * `POST /v1/chat/completions`: the first choice's content. A JSON answer is asked for with `response_format`; whether
   * the content is the JSON asked for is the caller's to check (it knows the shape).
   */
  async chat(target: OpenAiTarget, request: ChatCompletionRequest, signal?: AbortSignal): Promise<ChatCompletion> {
    const body = await this.post(
      target,
      '/v1/chat/completions',
      {
        model: request.model,
        messages: request.messages,
        ...(request.json ? { response_format: { type: 'json_object' } } : {}),
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
        ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
        stream: false,
      },
      signal,
    );
    const parsed = chatSchema.safeParse(body);
    if (!parsed.success) throw new OpenAiError('MALFORMED', 'the answer is not a chat completion');
    const { choices, model, usage } = parsed.data;
    return {
      content: choices[0]?.message.content ?? '',
      model: model ?? request.model,
      promptTokens: usage?.prompt_tokens ?? null,
      completionTokens: usage?.completion_tokens ?? null,
    };
  }

  /** `POST /v1/embeddings`: one vector per input, put back in the inputs' order when the service says its index. */
  async embed(target: OpenAiTarget, model: string, input: string[], signal?: AbortSignal): Promise<Embeddings> {
    const body = await this.post(target, '/v1/embeddings', { model, input }, signal);
    const parsed = embeddingSchema.safeParse(body);
    if (!parsed.success || parsed.data.data.length !== input.length)
      throw new OpenAiError('MALFORMED', 'the answer is not one embedding per input');
    const vectors: number[][] = new Array<number[]>(input.length);
    parsed.data.data.forEach((d, i) => (vectors[d.index ?? i] = d.embedding));
    if (vectors.some((v) => !Array.isArray(v))) throw new OpenAiError('MALFORMED', 'the embeddings do not match the inputs');
    return { vectors, promptTokens: parsed.data.usage?.prompt_tokens ?? null };
  }

  /** One POST with the target's timeout (a form as it is, anything else as JSON); the parsed JSON answer. */
  private async post(target: OpenAiTarget, path: string, payload: FormData | object, signal?: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(target.timeoutMs);
    const signals = signal ? [timeout, signal] : [timeout];
    let response: Response;
    let text: string;
    try {
      response = await this.fetchFn(`${apiBase(target.baseUrl)}${path}`, {
        method: 'POST',
        body: payload instanceof FormData ? payload : JSON.stringify(payload),
        headers: {
          accept: 'application/json',
          ...(payload instanceof FormData ? {} : { 'content-type': 'application/json' }),
          ...(target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}),
        },
        signal: AbortSignal.any(signals),
      });
      text = await response.text();
    } catch (err) {
      if (signal?.aborted) throw new OpenAiError('ABORTED', 'the call was cancelled', null, { cause: err });
      if (timeout.aborted) throw new OpenAiError('TIMEOUT', `no answer within ${target.timeoutMs} ms`, null, { cause: err });
      throw new OpenAiError('UNREACHABLE', 'the service could not be reached', null, { cause: err });
    }
    if (!response.ok) throw new OpenAiError('HTTP', `the service answered ${response.status}`, response.status);
    try {
      return JSON.parse(text) as unknown;
    } catch (err) {
      throw new OpenAiError('MALFORMED', 'the answer is not JSON', response.status, { cause: err });
    }
  }
}
