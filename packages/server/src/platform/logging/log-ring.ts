/**
 * The last lines the process logged, kept in memory for the operator's system log page (docs/system-admin.md). The
 * logger (pino, built by Fastify) writes each line as JSON to a stream; `logStream` hands every line to the ring as
 * well as to standard output. Secrets are masked when a line is stored, not when it is read.
 */

export const LOG_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
export type RingLevel = keyof typeof LOG_LEVELS;

export interface RingLine {
  seq: number;
  time: string;
  level: RingLevel;
  msg: string;
  reqId: string | null;
  details: Record<string, unknown>;
}

export const DEFAULT_LOG_LINES = 1000;

const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key|otp|code_hash|credential/i;
// Query parameters whose value is a credential: ?token=…, ?apiKey=…, ?key=…
const SECRET_QUERY = /([?&](?:token|key|api[-_]?key|code|secret|password)=)[^&#\s]*/gi;
// A path segment that looks like an opaque token (invitation, reset links): long, no dashes like a UUID.
const OPAQUE_SEGMENT = /\/([A-Za-z0-9_~.]{24,})(?=\/|\?|$)/g;
const DROPPED = new Set(['level', 'time', 'msg', 'reqId', 'pid', 'hostname', 'v']);

export function maskUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1***').replace(OPAQUE_SEGMENT, '/***');
}

/** A copy with secret-looking keys masked and URLs cleaned; bounded in depth and length. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6) return '…';
  if (typeof value === 'string') return value.length > 4000 ? `${value.slice(0, 4000)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => maskSecrets(v, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEY.test(k)) out[k] = '***';
    else if ((k === 'url' || k === 'originalUrl') && typeof v === 'string') out[k] = maskUrl(v);
    else out[k] = maskSecrets(v, depth + 1);
  }
  return out;
}

const levelName = (n: unknown): RingLevel => {
  const v = typeof n === 'number' ? n : 30;
  if (v >= 60) return 'fatal';
  if (v >= 50) return 'error';
  if (v >= 40) return 'warn';
  if (v >= 30) return 'info';
  if (v >= 20) return 'debug';
  return 'trace';
};

export class LogRing {
  private lines: RingLine[] = [];
  private seq = 0;

  constructor(private max = DEFAULT_LOG_LINES) {}

  get capacity(): number {
    return this.max;
  }

  setCapacity(max: number): void {
    this.max = Math.max(1, Math.floor(max));
    if (this.lines.length > this.max) this.lines = this.lines.slice(this.lines.length - this.max);
  }

  /** One or more newline-separated JSON lines as pino writes them; anything else is kept as a plain message. */
  write(chunk: string): void {
    for (const text of chunk.split('\n')) {
      if (text.trim().length > 0) this.add(text);
    }
  }

  private add(text: string): void {
    let obj: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(text);
      obj =
        parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : { msg: text };
    } catch {
      obj = { msg: text };
    }
    const details: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) if (!DROPPED.has(k)) details[k] = v;
    this.seq += 1;
    this.lines.push({
      seq: this.seq,
      time: new Date(typeof obj.time === 'number' ? obj.time : Date.now()).toISOString(),
      level: levelName(obj.level),
      msg: typeof obj.msg === 'string' ? obj.msg : '',
      reqId: typeof obj.reqId === 'string' ? obj.reqId : null,
      details: maskSecrets(details) as Record<string, unknown>,
    });
    if (this.lines.length > this.max) this.lines.splice(0, this.lines.length - this.max);
  }

  /** Newest first; `level` keeps that level and above. */
  page(q: { level?: RingLevel; page: number; size: number }): { content: RingLine[]; total: number } {
    const min = q.level ? LOG_LEVELS[q.level] : 0;
    const matching = this.lines.filter((l) => LOG_LEVELS[l.level] >= min).reverse();
    return { content: matching.slice(q.page * q.size, (q.page + 1) * q.size), total: matching.length };
  }

  get size(): number {
    return this.lines.length;
  }
}

/** The logger's destination: every line to the ring, and to `out` (standard output) when given. */
export function logStream(ring: LogRing, out: { write(chunk: string): unknown } | null): { write(chunk: string): void } {
  return {
    write(chunk: string) {
      out?.write(chunk);
      ring.write(chunk);
    },
  };
}
