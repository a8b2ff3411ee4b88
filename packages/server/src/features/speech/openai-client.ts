import { z } from 'zod';

/**
 * The one client of the OpenAI-compatible HTTP protocol (docs/speech.md "The service"): whisper servers
 * (faster-whisper-server, whisper.cpp's server, vLLM) and OpenAI itself speak it. Each call has its own timeout, a
 * bearer key when one is set, and fails with an `OpenAiError` saying what went wrong — never with the key in it.
 * Chat completions (assistants) are meant to be added here next to `transcribe`.
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

  /** One POST with the target's timeout; the parsed JSON answer. */
  private async post(target: OpenAiTarget, path: string, body: FormData, signal?: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(target.timeoutMs);
    const signals = signal ? [timeout, signal] : [timeout];
    let response: Response;
    let text: string;
    try {
      response = await this.fetchFn(`${apiBase(target.baseUrl)}${path}`, {
        method: 'POST',
        body,
        headers: { accept: 'application/json', ...(target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}) },
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
