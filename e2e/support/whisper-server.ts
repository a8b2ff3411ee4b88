import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A speech-to-text service for the browser test of speech (docs/speech.md, "Pointing Sentio at a whisper server"): it
 * speaks the OpenAI-compatible protocol the way the API tests' server does (`POST /v1/audio/transcriptions`,
 * multipart, `verbose_json` with timed segments) on a free localhost port. Sentio posts each speaker's channel as a
 * mono WAV; the service tells them apart by the sign of the samples (the test's stereo WAV holds a positive level on
 * one channel and a negative one on the other) and answers that speaker's fixed segments. No test needs the internet.
 */

export interface Segment {
  start: number;
  end: number;
  text: string;
}

export type Voice = 'positive' | 'negative' | 'silent';

export interface HeardRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The text parts: model, language, prompt, response_format, timestamp_granularities[]. */
  fields: Record<string, string>;
  voice: Voice;
}

/** The mean of a 16-bit PCM WAV's samples (its `data` chunk found by walking the RIFF chunks); null when not such a WAV. */
function meanSample(bytes: Buffer): number | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') return null;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'data') {
      const end = Math.min(bytes.length, at + 8 + size);
      let sum = 0;
      let n = 0;
      for (let i = at + 8; i + 1 < end; i += 2, n++) sum += bytes.readInt16LE(i);
      return n === 0 ? 0 : sum / n;
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

export function voiceOf(bytes: Buffer): Voice {
  const mean = meanSample(bytes) ?? 0;
  return mean > 0 ? 'positive' : mean < 0 ? 'negative' : 'silent';
}

export class WhisperServer {
  readonly requests: HeardRequest[] = [];
  private server: Server | null = null;
  url = '';

  constructor(private readonly segments: Record<Voice, Segment[]>) {}

  async start(): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.answer(req.url ?? '', req.headers, Buffer.concat(chunks)).then(
          ({ status, body }) => res.writeHead(status, { 'content-type': 'application/json' }).end(body),
          () => res.writeHead(500).end(),
        );
      });
    });
    this.server = server;
    // Port 0: the system picks a free one, so parallel runs never collide.
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<{ status: number; body: string }> {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': headers['content-type'] ?? '' } })
      .formData()
      .catch(() => null);
    const file = form?.get('file');
    if (path !== '/v1/audio/transcriptions' || !form || !(file instanceof Blob)) return { status: 404, body: '{}' };
    const fields: Record<string, string> = {};
    for (const [k, v] of form.entries()) if (typeof v === 'string') fields[k] = v;
    const voice = voiceOf(Buffer.from(await file.arrayBuffer()));
    this.requests.push({ path, headers, fields, voice });
    const segments = this.segments[voice];
    return {
      status: 200,
      body: JSON.stringify({
        task: 'transcribe',
        language: fields['language'],
        duration: Math.max(0, ...segments.map((s) => s.end)),
        text: segments.map((s) => s.text).join(' '),
        segments: segments.map((s, id) => ({ id, seek: 0, ...s })),
      }),
    };
  }
}

/**
 * A stereo WAV (16-bit PCM, 8 kHz): a quiet tone on a constant level per channel — above zero on the left, below on
 * the right — so the two channels differ and the service can tell which one it was sent.
 */
export function stereoWav(seconds = 1, left = 0.25, right = -0.25): Buffer {
  const rate = 8000;
  const frames = rate * seconds;
  const out = Buffer.alloc(44 + frames * 4);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + frames * 4, 4);
  out.write('WAVE', 8, 'latin1');
  out.write('fmt ', 12, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(2, 22); // channels
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 4, 28); // bytes per second
  out.writeUInt16LE(4, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(frames * 4, 40);
  for (let f = 0; f < frames; f++) {
    const tone = 0.05 * Math.sin((2 * Math.PI * 440 * f) / rate);
    out.writeInt16LE(Math.round((left + tone) * 32767), 44 + f * 4);
    out.writeInt16LE(Math.round((right + tone) * 32767), 44 + f * 4 + 2);
  }
  return out;
}
