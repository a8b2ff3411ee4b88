import { endpoints, type SpeechSettingSaveBody, type Transcription } from '@sentio/domain';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawResponse, TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { pcmWav } from './audio.js';
import type { TranscriptSegment } from '../../platform/openai/client.js';

/** What the server does with the next request: answer the voice's segments, a status, late, or not JSON. */
export type WhisperReply = 'ok' | 'slow' | 'malformed' | 'no-segments' | number;

export interface WhisperRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The text parts (model, language, prompt, response_format, timestamp_granularities[]). */
  fields: Record<string, string>;
  fileName: string;
  mimeType: string;
  voice: string;
}

/**
 * A local speech-to-text service speaking the OpenAI-compatible protocol (`POST /v1/audio/transcriptions`, multipart,
 * verbose_json): it tells a file's "voice" from its bytes (`voiceOf`) and answers the segments the test gave for it.
 * No test needs the internet.
 */
export class WhisperServer {
  readonly requests: WhisperRequest[] = [];
  private readonly voices = new Map<string, TranscriptSegment[]>();
  private script: WhisperReply[] = [];
  private readonly open = new Set<ServerResponse>();
  private server: Server | null = null;
  /** How long a `slow` answer waits. */
  slowMs = 3000;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => void this.answer(req.url ?? '', req.headers, Buffer.concat(chunks), res));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The segments the service answers for a voice. */
  say(voice: string, segments: TranscriptSegment[]): void {
    this.voices.set(voice, segments);
  }

  /** The next requests' answers, in order (then `ok`). */
  plan(...replies: WhisperReply[]): void {
    this.script = replies;
  }

  reset(): void {
    this.requests.length = 0;
    this.script = [];
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(path: string, headers: IncomingHttpHeaders, body: Buffer, res: ServerResponse): Promise<void> {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': headers['content-type'] ?? '' } })
      .formData()
      .catch(() => null);
    const file = form?.get('file');
    if (path !== '/v1/audio/transcriptions' || !form || !(file instanceof Blob)) {
      res.writeHead(404).end();
      return;
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const fields: Record<string, string> = {};
    for (const [k, v] of form.entries()) if (typeof v === 'string') fields[k] = v;
    const voice = voiceOf(bytes);
    this.requests.push({ path, headers, fields, fileName: file instanceof File ? file.name : '', mimeType: file.type, voice });
    const reply = this.script.shift() ?? 'ok';
    const json = (status: number, text: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(text);
    const segments = this.voices.get(voice) ?? [];
    const ok = () =>
      json(
        200,
        JSON.stringify({
          task: 'transcribe',
          language: fields['language'],
          duration: 12.5,
          text: segments.map((s) => s.text).join(' '),
          segments: segments.map((s, id) => ({ id, ...s })),
        }),
      );
    if (typeof reply === 'number') json(reply, JSON.stringify({ error: { message: 'boom' } }));
    else if (reply === 'malformed') json(200, '{"segments": [ {"start": ');
    else if (reply === 'no-segments') json(200, JSON.stringify({ text: 'only text', duration: 4 }));
    else if (reply === 'slow') {
      this.open.add(res);
      setTimeout(() => {
        this.open.delete(res);
        if (!res.destroyed) ok();
      }, this.slowMs);
    } else ok();
  }
}

/** A file's voice: a WAV's first sample (`wav:<int16>`), or the text after an MP3/OGG magic (`ID3customer` → `customer`). */
export function voiceOf(bytes: Buffer): string {
  if (bytes.toString('latin1', 0, 4) === 'RIFF') return `wav:${bytes.readInt16LE(44)}`;
  const text = bytes.toString('latin1');
  return text.replace(/^(ID3|OggS)/, '');
}

/** Sample levels of the test recordings: the customer speaks at 0.25, the agent at −0.5. */
export const LEVEL = { customer: 0.25, agent: -0.5 } as const;
export const wavVoice = (level: number) => `wav:${Math.round(level * 32767)}`;

/** A stereo WAV (16-bit PCM, 8 kHz) whose left and right channels hold constant levels. */
export function stereoWav(left: number, right: number, seconds = 1): Buffer {
  const n = 8000 * seconds;
  return pcmWav(8000, [new Array<number>(n).fill(left), new Array<number>(n).fill(right)]);
}
export const monoWav = (level: number, seconds = 1) => pcmWav(8000, [new Array<number>(8000 * seconds).fill(level)]);
/** Bytes an MP3 / OGG sniff accepts, carrying a voice name (the test service never decodes them). */
export const fakeMp3 = (voice: string) => Buffer.from(`ID3${voice}`, 'latin1');
export const fakeOgg = (voice: string) => Buffer.from(`OggS${voice}`, 'latin1');

export const settingBody = (over: Partial<SpeechSettingSaveBody> = {}): SpeechSettingSaveBody => ({
  apiType: 'OPENAI_COMPATIBLE',
  language: 'tr',
  customerChannel: 'LEFT',
  agentChannel: 'RIGHT',
  ...over,
});

/** A dialogue analysis without models (classification has nothing to do; the dialogue is stored and scored). */
export async function createCallAnalysis(user: SignedInUser, code: string, channel = 'CALL_CENTER') {
  // The workspace's default channels are created on its first channel read.
  await user.client.call(endpoints.channelList);
  return user.client.call(endpoints.projectCreate, {
    params: { code },
    body: {
      name: `Calls ${code}`,
      icon: 'preset:chart',
      models: [],
      channels: [channel],
      pipelineStages: ['CLASSIFY'],
      dataType: 'DIALOGUE',
    },
  });
}

export type AudioPart = { name: string; fileName: string; data: Buffer } | { name: string; value: string };

/** POSTs a multipart transcription request as a browser would. */
export async function postAudio(
  t: TestApp,
  user: SignedInUser,
  code: string,
  settingId: string,
  parts: AudioPart[],
): Promise<RawResponse> {
  const form = new FormData();
  for (const p of parts) {
    if ('data' in p) form.append(p.name, new Blob([new Uint8Array(p.data)]), p.fileName);
    else form.append(p.name, p.value);
  }
  const res = await fetch(`${t.baseUrl}/api/project/${code}/speech/${settingId}/transcribe`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.client.token ?? ''}` },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** Runs the queued transcription jobs and answers the analysis's recent transcriptions. */
export async function settled(t: TestApp, user: SignedInUser, code: string): Promise<Transcription[]> {
  await t.app.services.jobs.drain({ names: ['speech.transcribe'], timeoutMs: 30_000 });
  return user.client.call(endpoints.speechTranscriptions, { params: { code }, query: { size: 50 } });
}
