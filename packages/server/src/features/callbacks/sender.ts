import type { CallbackAuthType } from '@sentio/domain';

/** The authorization of a callback with its secrets opened (held only while a delivery is sent). */
export interface OpenAuth {
  type: CallbackAuthType;
  token?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
  tokenUrl?: string | undefined;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  headerKey?: string | undefined;
  headerValue?: string | undefined;
}

export interface SendResult {
  ok: boolean;
  /** The receiver's HTTP status; null when none came (timeout, refused connection, token failure). */
  status: number | null;
  error: string | null;
}

export interface PostRequest {
  /** Whose OAuth2 token this is: the analysis and the version of its configuration. */
  cacheKey: string;
  url: string;
  auth: OpenAuth;
  headers: Record<string, string>;
  body: string;
}

const tokenMargin = 30_000;
const defaultTokenLifetimeSeconds = 300;

/**
 * POSTs a delivery with its authorization and a timeout. OAuth2 client credentials: the token URL is called with
 * grant_type=client_credentials and the client id and secret (form body), the access token is kept until shortly
 * before it expires, and a 401 from the receiver drops it and tries once more with a fresh one. The token cache is
 * per process and short-lived: another process fetches its own.
 */
export class CallbackSender {
  private readonly tokens = new Map<string, { token: string; until: number }>();

  constructor(
    private readonly timeoutMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async post(req: PostRequest): Promise<SendResult> {
    try {
      let res = await this.once(req, false);
      if (res.status === 401 && req.auth.type === 'OAUTH2') res = await this.once(req, true);
      return res;
    } catch (err) {
      return { ok: false, status: null, error: describe(err) };
    }
  }

  private async once(req: PostRequest, freshToken: boolean): Promise<SendResult> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...req.headers };
    const a = req.auth;
    if (a.type === 'BEARER') headers['authorization'] = `Bearer ${a.token ?? ''}`;
    if (a.type === 'BASIC')
      headers['authorization'] = `Basic ${Buffer.from(`${a.username ?? ''}:${a.password ?? ''}`).toString('base64')}`;
    if (a.type === 'HEADER' && a.headerKey) headers[a.headerKey.toLowerCase()] = a.headerValue ?? '';
    if (a.type === 'OAUTH2') {
      const token = await this.accessToken(req.cacheKey, a, freshToken);
      if (typeof token !== 'string') return token;
      headers['authorization'] = `Bearer ${token}`;
    }
    const res = await fetch(req.url, {
      method: 'POST',
      headers,
      body: req.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // The body is not needed; reading it frees the connection.
    await res.arrayBuffer().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, status: res.status, error: ok ? null : `HTTP ${res.status}` };
  }

  private async accessToken(cacheKey: string, a: OpenAuth, fresh: boolean): Promise<string | SendResult> {
    const cached = this.tokens.get(cacheKey);
    if (!fresh && cached && cached.until > this.now()) return cached.token;
    this.tokens.delete(cacheKey);
    const res = await fetch(a.tokenUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: a.clientId ?? '',
        client_secret: a.clientSecret ?? '',
      }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await res.text();
    let parsed: { access_token?: unknown; expires_in?: unknown } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // not JSON: reported below
    }
    if (!res.ok || typeof parsed.access_token !== 'string') {
      return { ok: false, status: null, error: `OAuth2 token request failed (HTTP ${res.status})` };
    }
    const lifetime = typeof parsed.expires_in === 'number' ? parsed.expires_in : defaultTokenLifetimeSeconds;
    this.tokens.set(cacheKey, { token: parsed.access_token, until: this.now() + lifetime * 1000 - tokenMargin });
    return parsed.access_token;
  }
}

/** A short, secret-free reason for the log: a timeout, a refused connection, a DNS failure… */
function describe(err: unknown): string {
  if (err instanceof Error) {
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'Timed out';
    const cause = (err as Error & { cause?: { code?: unknown; message?: unknown } }).cause;
    if (cause && typeof cause.code === 'string') return `${err.message} (${cause.code})`;
    return err.message.slice(0, 300);
  }
  return 'Request failed';
}
